// What the push API's two batches share (ADR 0125): each item validated on its own, the folder scope, the content
// hash that tells a resend from an edit, and the results in item order.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { IngestResult } from '@argus/contract';
import { forbidden } from '../../lib/http-error';
import type { ApiKeyHolder } from '../../plugins/auth';

export type IngestKind = 'mention' | 'signal';

/** An item that fits its schema, with its place in the batch. */
export type ValidItem<Item> = { index: number; externalId: string; item: Item; contentHash: string };

/** A raw item's external id, if it has a readable one (results name it even when the item is rejected). */
export function externalIdOf(raw: Record<string, unknown>): string | null {
  return typeof raw.externalId === 'string' && raw.externalId.trim() !== '' ? raw.externalId.trim() : null;
}

/**
 * A whole batch is refused (403, nothing stored) when an item names a folder outside the key's: a client that
 * believes it may write there is misconfigured, and storing the rest would hide that.
 */
export function assertItemsInScope(
  items: readonly Record<string, unknown>[],
  field: 'customer' | 'customerName',
  key: ApiKeyHolder,
) {
  const allowed = new Set(key.customers);
  items.forEach((raw, index) => {
    const folder = raw[field];
    if (typeof folder === 'string' && !allowed.has(folder)) {
      throw forbidden(
        `items.${index}.${field}: the API key "${key.name}" may not write to the folder "${folder}"; nothing was stored.`,
      );
    }
  });
}

/** "field: what is wrong", from the first issue: what a rejected item's result says. */
export function reasonOf(error: z.ZodError, raw: Record<string, unknown>): string {
  const issue = error.issues[0];
  if (!issue) return 'item: is invalid';
  if (issue.code === 'unrecognized_keys') return `${issue.keys[0] ?? 'item'}: is not a field of this item`;
  const field = issue.path.map(String).join('.') || 'item';
  const missing = issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined;
  return `${field}: ${missing ? 'is required' : issue.message}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/** The same content in any key order hashes alike: JSON with sorted keys, undefined left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHashOf(item: unknown): string {
  return createHash('sha256').update(canonicalJson(item)).digest('hex');
}

/**
 * Validates each item on its own. Answers the valid ones (a second valid item with an external id already seen in
 * the batch is a duplicate of the first, never processed) and the results so far; the service fills the rest.
 */
export function sortItems<Schema extends z.ZodType>(
  rawItems: readonly Record<string, unknown>[],
  schema: Schema,
): { valid: ValidItem<z.output<Schema>>[]; results: (IngestResult | undefined)[] } {
  const results: (IngestResult | undefined)[] = rawItems.map(() => undefined);
  const valid: ValidItem<z.output<Schema>>[] = [];
  const seen = new Set<string>();
  rawItems.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      results[index] = { externalId: externalIdOf(raw), outcome: 'rejected', reason: reasonOf(parsed.error, raw) };
      return;
    }
    const item = parsed.data as z.output<Schema> & { externalId: string };
    if (seen.has(item.externalId)) {
      results[index] = { externalId: item.externalId, outcome: 'duplicate' };
      return;
    }
    seen.add(item.externalId);
    valid.push({ index, externalId: item.externalId, item, contentHash: contentHashOf(item) });
  });
  return { valid, results };
}

/** Every item has its result by the end; one without would be a bug, not the client's fault. */
export function completeResults(results: readonly (IngestResult | undefined)[]): { results: IngestResult[] } {
  return {
    results: results.map((result, index) => {
      if (!result) throw new Error(`ingest: item ${index} has no result`);
      return result;
    }),
  };
}
