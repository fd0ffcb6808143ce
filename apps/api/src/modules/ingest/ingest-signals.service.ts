// POST /api/ingest/signals (ADR 0125): a machine client's batch of signals, written through the signals
// service as the console writes them, never twice for the same external id of the same key.
import { ingestSignalItemSchema, type IngestResponse, type IngestResult } from '@argus/contract';
import type { z } from 'zod';
import type { AuditActor } from '../../lib/current-user';
import { HttpError } from '../../lib/http-error';
import { createPushedSignal, updatePushedSignal } from '../signals/signals.service';
import { assertItemsInScope, completeResults, sortItems, type ValidItem } from './ingest-items';
import { insertIngestedItems, listIngestedItems, lockApiKeyForIngest, updateIngestedItem } from './ingest.repository';
import type { IngestContext } from './ingest-mentions.service';

type SignalItem = z.output<typeof ingestSignalItemSchema>;

/** The audit log names the key, since no user wrote the signal. */
export function apiKeyActor(apiKey: IngestContext['apiKey'], address: string | undefined): AuditActor {
  return { actorUserId: null, actorUsername: `api-key:${apiKey.name}`, address };
}

/**
 * Each item's outcome, in item order, as for mentions; an item whose references the signals service refuses (an
 * unknown event type, argument or target entity) is rejected with its reason, and a signal that is gone (deleted or
 * hidden since) cannot be updated. One transaction; each signal in a savepoint of its own.
 */
export async function ingestSignals(
  { db, apiKey, address }: IngestContext & { address?: string },
  rawItems: readonly Record<string, unknown>[],
): Promise<IngestResponse> {
  assertItemsInScope(rawItems, 'customerName', apiKey);
  const { valid, results } = sortItems(rawItems, ingestSignalItemSchema);
  const actor = apiKeyActor(apiKey, address);

  await db.transaction(async (transaction) => {
    await lockApiKeyForIngest(transaction, apiKey.id);
    const earlier = await listIngestedItems(
      transaction,
      apiKey.id,
      'signal',
      valid.map((entry) => entry.externalId),
    );
    const created: { externalId: string; contentHash: string; rowIds: string[] }[] = [];
    for (const entry of inDayCountOrder(valid)) {
      const before = earlier.get(entry.externalId);
      const { externalId: _externalId, ...request } = entry.item;
      const context = { db: transaction, actor };
      results[entry.index] = await refusalAsRejection(entry, async (): Promise<IngestResult> => {
        if (!before) {
          const signal = await createPushedSignal(context, request);
          created.push({ externalId: entry.externalId, contentHash: entry.contentHash, rowIds: [signal.id] });
          return { externalId: entry.externalId, outcome: 'created' };
        }
        if (before.contentHash === entry.contentHash) return { externalId: entry.externalId, outcome: 'duplicate' };
        const id = before.rowIds[0];
        if (!id) return gone(entry);
        await updatePushedSignal(context, { ...request, id });
        await updateIngestedItem(transaction, apiKey.id, 'signal', {
          externalId: entry.externalId,
          contentHash: entry.contentHash,
          rowIds: [id],
        });
        return { externalId: entry.externalId, outcome: 'updated' };
      });
    }
    await insertIngestedItems(transaction, apiKey.id, 'signal', created);
  });
  return completeResults(results);
}

/**
 * The items in the order of the day-count rows their signals lock (customer, then UTC day of publication; ADR 0142):
 * each insert's trigger holds its folder-day row until the commit, and two requests that took shared days in opposite
 * orders would deadlock. The results stay in item order (each has its index).
 */
function inDayCountOrder(entries: readonly ValidItem<SignalItem>[]): ValidItem<SignalItem>[] {
  const keyOf = ({ item }: ValidItem<SignalItem>) =>
    `${item.customerName}\u0000${new Date(item.publishDate).toISOString().slice(0, 10)}`;
  return entries
    .map((entry) => ({ entry, key: keyOf(entry) }))
    .sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0))
    .map(({ entry }) => entry);
}

const gone = (entry: ValidItem<SignalItem>): IngestResult => ({
  externalId: entry.externalId,
  outcome: 'rejected',
  reason: 'externalId: the signal it made is gone (deleted or hidden) or belongs to another folder',
});

/** The signals service's refusals (400 naming a field, 404 for a signal that is gone) reject only their item. */
async function refusalAsRejection(
  entry: ValidItem<SignalItem>,
  write: () => Promise<IngestResult>,
): Promise<IngestResult> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return gone(entry);
    if (error instanceof HttpError && error.statusCode === 400) {
      return { externalId: entry.externalId, outcome: 'rejected', reason: error.message };
    }
    throw error;
  }
}
