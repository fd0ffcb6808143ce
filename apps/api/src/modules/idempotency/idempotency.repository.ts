import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HOURS } from '@argus/contract';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

type KeyOf = { caller: string; key: string };

const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/**
 * Takes the key for this request, in the write's transaction: true when the write is this request's to do (a new key,
 * or one whose answer is forgotten). A second request with the same key waits on the key's row until the first one's
 * transaction ends, then finds it held (false) or, when the first rolled back, takes it.
 */
export async function claimIdempotencyKey(
  transaction: Database,
  { caller, key, requestHash }: KeyOf & { requestHash: string },
) {
  const claimed = await transaction
    .insert(idempotencyKeys)
    .values({ caller, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: { requestHash, status: null, answer: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

export async function storeIdempotentAnswer(
  transaction: Database,
  { caller, key }: KeyOf,
  status: number,
  answer: unknown,
) {
  await transaction
    .update(idempotencyKeys)
    .set({ status, answer })
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
}

export async function findIdempotentAnswer(db: Database, { caller, key }: KeyOf) {
  const [stored] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      answer: idempotencyKeys.answer,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return stored;
}

/**
 * Forgets a few expired keys: each keyed write clears up to this many, skipping rows another transaction holds, so
 * the table stays about a day of keys long without a job of its own and writers never wait on each other here.
 */
export async function forgetExpiredIdempotencyKeys(transaction: Database, limit = 20) {
  await transaction.execute(sql`
    delete from ${idempotencyKeys} where ctid in (
      select ctid from ${idempotencyKeys} where ${expired} limit ${limit} for update skip locked)`);
}
