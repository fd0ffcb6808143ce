import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { conflict, unprocessableContent } from '../../lib/http-error';
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  forgetExpiredIdempotencyKeys,
  storeIdempotentAnswer,
} from './idempotency.repository';

/** A write as its key knows it: whose, which key (none: not keyed), and what was asked. */
export type IdempotentRequest = { caller: string; key: string | undefined; fingerprint: string; successStatus: number };

/** A replayed answer is the first one's, as stored: only a success is stored, so its status is the endpoint's own. */
export type IdempotentAnswer<Answer> = { replayed: false; answer: Answer } | { replayed: true; answer: unknown };

/** The request's key (the `Idempotency-Key` header, validated by the endpoint's schema) and what identifies the request. */
export function idempotentRequestOf(request: FastifyRequest, caller: string, successStatus: number): IdempotentRequest {
  const key = request.headers['idempotency-key'];
  return {
    caller,
    key: typeof key === 'string' ? key : undefined,
    fingerprint: `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`,
    successStatus,
  };
}

/**
 * Runs a write once per key (ADR 0146): without a key, simply runs it. With one, the key is claimed, the write done
 * and its answer stored in one transaction (the write's own transaction nests in it), so that a key is held exactly
 * when its write committed: a retry after a cut connection, even from an instance that died after its commit, finds
 * the answer and gets it again instead of writing twice. A write that fails stores nothing; its retry runs it again.
 */
export async function answerOnce<Answer>(
  db: Database,
  request: IdempotentRequest,
  write: (db: Database) => Promise<Answer>,
): Promise<IdempotentAnswer<Answer>> {
  const { key, caller } = request;
  if (key === undefined) return { replayed: false, answer: await write(db) };
  const requestHash = createHash('sha256').update(request.fingerprint).digest('hex');
  const fresh = await db.transaction(async (transaction) => {
    await forgetExpiredIdempotencyKeys(transaction);
    if (!(await claimIdempotencyKey(transaction, { caller, key, requestHash }))) return undefined;
    const answer = await write(transaction);
    await storeIdempotentAnswer(transaction, { caller, key }, request.successStatus, answer);
    return { answer };
  });
  if (fresh) return { replayed: false, answer: fresh.answer };
  const stored = await findIdempotentAnswer(db, { caller, key });
  // Gone between the claim and this read (forgotten at the end of its day): the client may send it again.
  if (stored?.status == null)
    throw conflict('Idempotency-Key: the first request with this key is gone; send it again.', 'idempotency-key');
  if (stored.requestHash !== requestHash) {
    throw unprocessableContent(
      'Idempotency-Key: this key was sent with another request; make a new key for each new request.',
      'idempotency-key',
    );
  }
  return { replayed: true, answer: stored.answer };
}
