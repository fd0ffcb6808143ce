import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeyCustomers, apiKeys } from '../../db/schema';

/** A key's folders, in name order (an empty array when it has none left: their folders were deleted). */
const customersOfKey = sql<string[]>`coalesce(
  (select array_agg(${apiKeyCustomers.customerName} order by ${apiKeyCustomers.customerName})
     from ${apiKeyCustomers} where ${apiKeyCustomers.apiKeyId} = ${apiKeys.id}),
  '{}'::text[])`;

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  keyPrefix: apiKeys.keyPrefix,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  customers: customersOfKey,
};

/** The keys not revoked, oldest first. */
export function listLiveApiKeys(db: Database) {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}
export type ApiKeyRow = Awaited<ReturnType<typeof listLiveApiKeys>>[number];

export async function findApiKey(db: Database, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select(keyColumns).from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** The live key whose SHA-256 this is (the unique index on key_hash finds it). */
export async function findLiveApiKeyByHash(db: Database, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select(keyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

export async function insertApiKey(
  transaction: Database,
  values: { name: string; keyHash: string; keyPrefix: string; createdBy: string | null },
  customerNames: readonly string[],
): Promise<string> {
  const [row] = await transaction.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  const id = row!.id;
  if (customerNames.length > 0) {
    await transaction
      .insert(apiKeyCustomers)
      .values(customerNames.map((customerName) => ({ apiKeyId: id, customerName })));
  }
  return id;
}

/** Revokes a live key; false when there is none by this id (unknown, or revoked already). */
export async function updateApiKeyRevoked(transaction: Database, id: string): Promise<boolean> {
  const rows = await transaction
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * Notes the key's use, unless a use in the last `seconds` is noted already: the condition keeps several processes
 * (and concurrent calls) from writing the row on every call.
 */
export async function updateApiKeyLastUsed(db: Database, id: string, seconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${seconds})`)),
      ),
    );
}
