import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceCustomers, sourceFetches, sourceItems, sources } from '../../db/schema';

const customersOfSource = sql<string[]>`coalesce(
  (select array_agg(${sourceCustomers.customerName} order by ${sourceCustomers.customerName})
     from ${sourceCustomers} where ${sourceCustomers.sourceId} = ${sources.id}),
  '{}'::text[])`;

const sourceColumns = {
  id: sources.id,
  name: sources.name,
  url: sources.url,
  customers: customersOfSource,
  intervalMinutes: sources.intervalMinutes,
  mediaSegment: sources.mediaSegment,
  reliability: sources.reliability,
  language: sources.language,
  paused: sources.paused,
  createdAt: sources.createdAt,
  etag: sources.etag,
  lastModified: sources.lastModified,
  nextFetchAt: sources.nextFetchAt,
  lastFetchedAt: sources.lastFetchedAt,
  lastHttpStatus: sources.lastHttpStatus,
  lastError: sources.lastError,
  failuresInARow: sources.failuresInARow,
  lastNewItems: sources.lastNewItems,
  lastSeenItems: sources.lastSeenItems,
};
export type SourceRow = Awaited<ReturnType<typeof listSourceRows>>[number];

export function listSourceRows(db: Database) {
  return db
    .select(sourceColumns)
    .from(sources)
    .orderBy(asc(sql`lower(${sources.name})`), asc(sources.id));
}

export async function findSourceRow(db: Database, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.select(sourceColumns).from(sources).where(eq(sources.id, id));
  return row;
}

export async function findSourceIdByUrl(db: Database, url: string): Promise<string | undefined> {
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.url, url));
  return row?.id;
}

export async function listSourceUrls(db: Database): Promise<Set<string>> {
  const rows = await db.select({ url: sources.url }).from(sources);
  return new Set(rows.map((row) => row.url));
}

export type SourceValues = Pick<
  typeof sources.$inferInsert,
  'name' | 'url' | 'intervalMinutes' | 'mediaSegment' | 'reliability' | 'language' | 'paused'
>;

export async function insertSource(db: Database, values: SourceValues & { createdBy: string | null }) {
  const [row] = await db.insert(sources).values(values).returning({ id: sources.id });
  return row!.id;
}

/** Changes the fields given; a new URL forgets the old feed's validators and makes the source due at once. */
export async function updateSourceRow(db: Database, id: string, values: Partial<SourceValues>) {
  const urlChanged = values.url !== undefined;
  const resumed = values.paused === false;
  const updated = await db
    .update(sources)
    .set({
      ...values,
      updatedAt: new Date(),
      ...(urlChanged && { etag: null, lastModified: null }),
      ...((urlChanged || resumed) && { nextFetchAt: new Date(), failuresInARow: 0 }),
    })
    .where(eq(sources.id, id))
    .returning({ id: sources.id });
  return updated.length > 0;
}

export async function replaceSourceCustomers(db: Database, id: string, names: readonly string[]) {
  await db.delete(sourceCustomers).where(eq(sourceCustomers.sourceId, id));
  if (names.length > 0) {
    await db.insert(sourceCustomers).values(names.map((customerName) => ({ sourceId: id, customerName })));
  }
}

export async function deleteSourceRow(db: Database, id: string) {
  const deleted = await db.delete(sources).where(eq(sources.id, id)).returning({ id: sources.id });
  return deleted.length > 0;
}

/**
 * Claims up to `limit` due sources for `holder` until `leaseUntil` (ADR 0124): rows locked by another instance's claim
 * are skipped, and a claim that ran out (its instance died mid-fetch) is taken over.
 */
export async function claimDueSources(
  db: Database,
  claim: { holder: string; now: Date; leaseUntil: Date; limit: number },
) {
  const due = db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.paused, false),
        lte(sources.nextFetchAt, claim.now),
        or(isNull(sources.leaseUntil), lt(sources.leaseUntil, claim.now)),
      ),
    )
    .orderBy(asc(sources.nextFetchAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(sources)
    .set({ leaseUntil: claim.leaseUntil, leasedBy: claim.holder })
    .where(inArray(sources.id, due))
    .returning({ id: sources.id });
  return claimed.map((row) => row.id);
}

/** Claims one source whatever its schedule (Fetch now), unless another fetch of it holds a live claim. */
export async function claimSource(db: Database, id: string, claim: { holder: string; now: Date; leaseUntil: Date }) {
  const claimed = await db
    .update(sources)
    .set({ leaseUntil: claim.leaseUntil, leasedBy: claim.holder })
    .where(and(eq(sources.id, id), or(isNull(sources.leaseUntil), lt(sources.leaseUntil, claim.now))))
    .returning({ id: sources.id });
  return claimed.length > 0;
}

export type FetchRecord = {
  fetchedAt: Date;
  httpStatus: number | null;
  newItems: number;
  updatedItems: number;
  seenItems: number;
  skippedItems: number;
  error: string | null;
  durationMs: number;
};

/**
 * Ends a claimed fetch: the source's health and schedule, its validators when the feed sent new ones, a paused
 * source when the feed is gone, and the fetch in the log (of which the newest SOURCE_FETCH_LOG_SIZE are kept).
 */
export async function recordFetch(
  db: Database,
  id: string,
  holder: string,
  result: FetchRecord & {
    nextFetchAt: Date;
    failuresInARow: number;
    pause: boolean;
    validators: { etag: string | null; lastModified: string | null } | null;
    keepLog: number;
  },
) {
  await db.transaction(async (transaction) => {
    await transaction
      .update(sources)
      .set({
        lastFetchedAt: result.fetchedAt,
        lastHttpStatus: result.httpStatus,
        lastError: result.error,
        failuresInARow: result.failuresInARow,
        nextFetchAt: result.nextFetchAt,
        ...(result.error === null && { lastNewItems: result.newItems, lastSeenItems: result.seenItems }),
        ...(result.validators && result.validators),
        ...(result.pause && { paused: true }),
        leaseUntil: null,
        leasedBy: null,
      })
      .where(and(eq(sources.id, id), eq(sources.leasedBy, holder)));
    await transaction.insert(sourceFetches).values({
      sourceId: id,
      fetchedAt: result.fetchedAt,
      httpStatus: result.httpStatus,
      newItems: result.newItems,
      updatedItems: result.updatedItems,
      seenItems: result.seenItems,
      skippedItems: result.skippedItems,
      error: result.error,
      durationMs: result.durationMs,
    });
    await transaction.execute(sql`
      delete from ${sourceFetches}
       where ${sourceFetches.sourceId} = ${id}
         and ${sourceFetches.id} < (select min(id) from (
               select ${sourceFetches.id} as id from ${sourceFetches} where ${sourceFetches.sourceId} = ${id}
                order by ${sourceFetches.id} desc limit ${result.keepLog}) as kept)`);
  });
}

export function listFetchRows(db: Database, id: string, limit: number) {
  return db
    .select({
      fetchedAt: sourceFetches.fetchedAt,
      httpStatus: sourceFetches.httpStatus,
      newItems: sourceFetches.newItems,
      updatedItems: sourceFetches.updatedItems,
      seenItems: sourceFetches.seenItems,
      skippedItems: sourceFetches.skippedItems,
      error: sourceFetches.error,
      durationMs: sourceFetches.durationMs,
    })
    .from(sourceFetches)
    .where(eq(sourceFetches.sourceId, id))
    .orderBy(desc(sourceFetches.id))
    .limit(limit);
}

/** The items of a fetch that the source delivered before, by key. */
export async function listKnownItems(db: Database, id: string, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { contentHash: string; mentionUuids: string[] }>();
  const rows = await db
    .select({
      itemKey: sourceItems.itemKey,
      contentHash: sourceItems.contentHash,
      mentionUuids: sourceItems.mentionUuids,
    })
    .from(sourceItems)
    .where(and(eq(sourceItems.sourceId, id), inArray(sourceItems.itemKey, [...keys])));
  return new Map(rows.map((row) => [row.itemKey, row]));
}

export type SourceItemRecord = { itemKey: string; contentHash: string; mentionUuids: string[] };

/** The items of a fetch, remembered (or their new content hash and mentions) in one statement. */
export async function upsertSourceItems(
  db: Database,
  sourceId: string,
  items: readonly SourceItemRecord[],
  seenAt: Date,
) {
  if (items.length === 0) return;
  await db
    .insert(sourceItems)
    .values(items.map((item) => ({ ...item, sourceId, firstSeenAt: seenAt, lastSeenAt: seenAt })))
    .onConflictDoUpdate({
      target: [sourceItems.sourceId, sourceItems.itemKey],
      set: {
        contentHash: sql`excluded.content_hash`,
        mentionUuids: sql`excluded.mention_uuids`,
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    });
}
