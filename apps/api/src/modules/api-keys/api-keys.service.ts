// Push API keys (ADR 0125): admins make and revoke them; the auth plugin's requireApiKey finds a request's
// key through apiKeyHolderOf.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '@argus/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../lib/current-user';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { ApiKeyHolder } from '../../plugins/auth';
import { assertCustomersExist } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import {
  findApiKey,
  findLiveApiKeyByHash,
  insertApiKey,
  listLiveApiKeys,
  updateApiKeyLastUsed,
  updateApiKeyRevoked,
  type ApiKeyRow,
} from './api-keys.repository';

/** 'argus_' + 32 random bytes in base64url: 256 bits, and never three dot-separated parts like a JWT. */
const KEY_PREFIX = 'argus_';
const KEY_BYTES = 32;
/** What the list shows of a key: 'argus_' and six characters of its randomness. */
const SHOWN_PREFIX_LENGTH = 12;
/** A key's last use is written at most this often, so that a busy client does not write its row on every call. */
const LAST_USED_EVERY_SECONDS = 60;

export function newApiKeyText(): string {
  return KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
}

/** Only this is stored: a key of 256 random bits needs no slow hash, and the lookup is one index probe. */
export function hashApiKey(keyText: string): string {
  return createHash('sha256').update(keyText).digest('hex');
}

export function toApiKeyWire(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.keyPrefix,
    customers: row.customers,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function audit(db: Database, actor: AuditActor, action: string, id: string, details: Record<string, unknown>) {
  return recordAudit(db, { ...actor, action, targetType: 'api-key', targetId: id, details });
}

/** What a key write works with: admins only (the route's guard), so no folder check. */
export type ApiKeyWriteContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

export async function readApiKeys(db: Database): Promise<ApiKey[]> {
  return (await listLiveApiKeys(db)).map(toApiKeyWire);
}

/** Makes a key; the answer carries the key itself, which is never shown again (only its hash is kept). */
export async function createApiKey(
  { db, user, actor }: ApiKeyWriteContext,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  await assertCustomersExist(db, request.customers);
  const key = newApiKeyText();
  return db.transaction(async (transaction) => {
    const id = await insertApiKey(
      transaction,
      {
        name: request.name,
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        createdBy: user.username,
      },
      request.customers,
    );
    await audit(transaction, actor, 'api-key.create', id, { name: request.name, customers: request.customers });
    const row = await findApiKey(transaction, id);
    if (!row) throw new Error(`API key ${id} vanished while it was being made`);
    return { ...toApiKeyWire(row), key };
  });
}

/** The key's next call is refused; an unknown key, or one revoked already, is 404. */
export async function revokeApiKey({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, id: string) {
  const existing = await findApiKey(db, id);
  return db.transaction(async (transaction) => {
    if (!existing || !(await updateApiKeyRevoked(transaction, id))) throw notFound('No such API key.');
    await audit(transaction, actor, 'api-key.revoke', id, { name: existing.name, prefix: existing.keyPrefix });
    return { id, deleted: true as const };
  });
}

/**
 * The live key a bearer text is, for the auth plugin's requireApiKey (app.ts hands it in): looked up by its hash, so a
 * revocation applies to the next call. Notes the use at most once a minute per key.
 */
export async function apiKeyHolderOf(app: FastifyInstance, keyText: string): Promise<ApiKeyHolder | null> {
  if (!keyText.startsWith(KEY_PREFIX)) return null;
  const row = await findLiveApiKeyByHash(app.db, hashApiKey(keyText));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_SECONDS * 1000) {
    await updateApiKeyLastUsed(app.db, row.id, LAST_USED_EVERY_SECONDS);
  }
  return { id: row.id, name: row.name, customers: row.customers };
}
