import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ingestedItems } from '../../db/schema';
import type { IngestKind } from './ingest-items';

export type IngestedItem = { externalId: string; contentHash: string; rowIds: string[] };

/** The first half of the push API's advisory locks (two-int keys: apart from the single-bigint ones of db/client). */
const INGEST_LOCK_CLASS = 4_747_003;

/**
 * One batch of a key at a time: a resend racing its original waits for it and then finds its items, rather than
 * making them twice. A transaction-scoped advisory lock, so that the key's row stays free for its last-use note.
 */
export async function lockApiKeyForIngest(transaction: Database, apiKeyId: string): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${INGEST_LOCK_CLASS}, hashtext(${apiKeyId}))`);
}

/** What the key has sent before under these external ids, in one query for the whole batch. */
export async function listIngestedItems(
  db: Database,
  apiKeyId: string,
  kind: IngestKind,
  externalIds: readonly string[],
): Promise<Map<string, IngestedItem>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .select({
      externalId: ingestedItems.externalId,
      contentHash: ingestedItems.contentHash,
      rowIds: ingestedItems.rowIds,
    })
    .from(ingestedItems)
    .where(
      and(
        eq(ingestedItems.apiKeyId, apiKeyId),
        eq(ingestedItems.kind, kind),
        inArray(ingestedItems.externalId, [...externalIds]),
      ),
    );
  return new Map(rows.map((row) => [row.externalId, row]));
}

/** The batch's new records in one statement with one parameter (JSON), as its mentions go in (ADR 0125). */
export async function insertIngestedItems(
  transaction: Database,
  apiKeyId: string,
  kind: IngestKind,
  items: readonly IngestedItem[],
): Promise<void> {
  if (items.length === 0) return;
  const records = items.map((item) => ({
    external_id: item.externalId,
    content_hash: item.contentHash,
    row_ids: item.rowIds,
  }));
  await transaction.execute(sql`
    insert into ${ingestedItems} (api_key_id, kind, external_id, content_hash, row_ids)
    select ${apiKeyId}::uuid, ${kind}, external_id, content_hash, row_ids
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as record(external_id text, content_hash text, row_ids uuid[])`);
}

export async function updateIngestedItem(
  transaction: Database,
  apiKeyId: string,
  kind: IngestKind,
  item: IngestedItem,
): Promise<void> {
  await transaction
    .update(ingestedItems)
    .set({ contentHash: item.contentHash, rowIds: item.rowIds, updatedAt: sql`now()` })
    .where(
      and(
        eq(ingestedItems.apiKeyId, apiKeyId),
        eq(ingestedItems.kind, kind),
        eq(ingestedItems.externalId, item.externalId),
      ),
    );
}
