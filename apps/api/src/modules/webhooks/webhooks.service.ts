// Outgoing webhooks (ADR 0136): where a user's alerts are also sent. Users keep their own; admins keep folder webhooks,
// which receive the alerts of a folder's shared views. The secret is shown once and stored sealed; deliveries are rows
// (an outbox) that webhook-dispatcher.ts sends.
import { isIP } from 'node:net';
import {
  isAdmin,
  WEBHOOKS_MAX,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookDelivery,
  type WebhookFormat,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../lib/current-user';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { PrivateHostsPolicy } from '../../lib/outgoing';
import { judgeAddress } from '../../lib/outgoing/private-hosts-policy';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomersExist } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secrets';
import {
  countWebhooksOf,
  deleteWebhookRow,
  findDeliveryRow,
  findWebhookRow,
  insertAlertDeliveries,
  insertWebhook,
  listDeliveryRows,
  listWebhookRows,
  replayDeliveryRow,
  resumeWebhookRow,
  type DeliveryRow,
  type WebhookRow,
} from './webhooks.repository';

/** How many entries of a webhook's delivery log one call answers, newest first. */
export const DELIVERY_LOG_LIMIT = 200;

/** What the webhook services need beyond a request's context: the outgoing policy and the key that seals secrets. */
export type WebhookSettings = { privateHosts: PrivateHostsPolicy; sealingKey: Buffer };
export type WebhookContext = Pick<ServiceContext, 'db' | 'user' | 'actor'> & { settings: WebhookSettings };

/**
 * An alert the alerts module has just written, to be sent to the user's webhooks (and, for a shared view, to the
 * folder's webhooks). `notBefore`: not sent before then (a summary waits for the end of its minute).
 */
export type QueuedAlert = { id: string; userId: string; customerName: string; viewShared: boolean; notBefore?: Date };

/**
 * Queues one delivery per alert and webhook in the caller's transaction (the one that wrote the alerts), so that an
 * alert and its deliveries commit together or not at all. Paused webhooks get theirs too: they wait for a resume.
 */
export async function queueAlertDeliveries(tx: Database, queued: QueuedAlert[]): Promise<void> {
  const now = new Date();
  await insertAlertDeliveries(
    tx,
    queued.map((alert) => ({
      alertId: alert.id,
      userId: alert.userId,
      customerName: alert.customerName,
      viewShared: alert.viewShared,
      notBefore: alert.notBefore ?? now,
    })),
  );
}

function toWebhookWire(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    format: row.format as WebhookFormat,
    customer: row.customerName,
    owner: row.owner,
    status: row.pausedAt ? 'paused' : row.failingSince ? 'failing' : 'active',
    failingSince: row.failingSince?.toISOString() ?? null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDeliveryWire(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    latencyMs: row.lastLatencyMs,
    responseBody: row.responseBody,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * Refuses at once an address that can only be private: an IP literal in a private, loopback, link-local or metadata
 * range, or `localhost`. A name is judged when it is called, after resolution, by fetchOutgoing (ADR 0121).
 */
function assertWebhookUrlAllowed(url: string, policy: PrivateHostsPolicy) {
  const hostname = new URL(url).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  const address = local ? '127.0.0.1' : isIP(hostname) !== 0 ? hostname : null;
  if (address === null) return;
  const verdict = judgeAddress(address, policy);
  if (!verdict.allowed) {
    throw badRequest(
      'url',
      `url: ${hostname} is a ${verdict.kind} address; webhooks are only sent to public internet addresses.`,
    );
  }
}

/** A webhook the user may see: their own, or (an admin) a folder webhook. Anything else is 404. */
async function findVisibleWebhook(db: Database, user: CurrentUser, id: string): Promise<WebhookRow> {
  const row = await findWebhookRow(db, id);
  if (!row) throw notFound('No such webhook.');
  if (row.userId === user.id) return row;
  if (row.customerName !== null && isAdmin(user.privilege)) return row;
  throw notFound('No such webhook.');
}

function audit(
  db: Database,
  actor: ServiceContext['actor'],
  action: string,
  row: Pick<WebhookRow, 'id' | 'customerName'>,
  details: Record<string, unknown>,
) {
  return recordAudit(db, {
    ...actor,
    action,
    targetType: 'webhook',
    targetId: row.id,
    customerName: row.customerName ?? undefined,
    details,
  });
}

/** Where a URL's host is, for messages and the audit log: never its path or query, which may hold a token. */
export function webhookHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export async function readWebhooks({ db, user }: Pick<ServiceContext, 'db' | 'user'>) {
  const rows = await listWebhookRows(db, user.id, isAdmin(user.privilege));
  return { items: rows.map(toWebhookWire) };
}

/** Makes a webhook; the answer carries its secret, which is never shown again (it is stored sealed). */
export async function createWebhook(
  { db, user, actor, settings }: WebhookContext,
  request: CreateWebhookRequest,
): Promise<CreatedWebhook> {
  const customerName = request.customer ?? null;
  if (customerName !== null) {
    if (!isAdmin(user.privilege)) throw forbidden('Only admins may make a folder webhook.');
    await assertCustomersExist(db, [customerName], 'customer');
  }
  assertWebhookUrlAllowed(request.url, settings.privateHosts);
  if ((await countWebhooksOf(db, user.id)) >= WEBHOOKS_MAX) {
    throw badRequest('url', `url: you keep ${WEBHOOKS_MAX} webhooks already; delete one first.`);
  }
  const secret = newWebhookSecret();
  const id = await db.transaction(async (transaction) => {
    const created = await insertWebhook(transaction, {
      userId: user.id,
      customerName,
      url: request.url,
      format: request.format,
      secret: sealWebhookSecret(secret, settings.sealingKey),
    });
    await audit(
      transaction,
      actor,
      'webhook.create',
      { id: created, customerName },
      {
        host: webhookHostOf(request.url),
        format: request.format,
      },
    );
    return created;
  });
  return { ...toWebhookWire((await findWebhookRow(db, id))!), secret };
}

export async function deleteWebhook({ db, user, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>, id: string) {
  const row = await findVisibleWebhook(db, user, id);
  await db.transaction(async (transaction) => {
    await deleteWebhookRow(transaction, id);
    await audit(transaction, actor, 'webhook.delete', row, { host: webhookHostOf(row.url), format: row.format });
  });
  return { id, deleted: true as const };
}

export async function readWebhookDeliveries({ db, user }: Pick<ServiceContext, 'db' | 'user'>, id: string) {
  await findVisibleWebhook(db, user, id);
  const rows = await listDeliveryRows(db, id, DELIVERY_LOG_LIMIT);
  return { items: rows.map(toDeliveryWire) };
}

/**
 * Sends a delivery again with its id and stored body, after the webhook's pending ones. Its attempts go on counting;
 * it is retried within what is left of the 24 hours since it was made (an older one gets one attempt).
 */
export async function replayWebhookDelivery(
  { db, user, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>,
  { id, deliveryId }: { id: string; deliveryId: string },
) {
  const row = await findVisibleWebhook(db, user, id);
  if (!(await findDeliveryRow(db, id, deliveryId))) throw notFound('No such delivery.');
  await db.transaction(async (transaction) => {
    await replayDeliveryRow(transaction, deliveryId, new Date());
    await audit(transaction, actor, 'webhook.replay', row, { deliveryId });
  });
  return toDeliveryWire((await findDeliveryRow(db, id, deliveryId))!);
}

/**
 * Resumes a paused (or failing) webhook: its failing streak starts afresh and what waits is due now; a webhook that
 * is neither is answered as it is. What waits keeps its own 24-hour window from when it was made: one older than that gets one
 * more attempt, and is failed if that fails too (it can be replayed); a newer one is retried for the rest of its day.
 */
export async function resumeWebhook({ db, user, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>, id: string) {
  const row = await findVisibleWebhook(db, user, id);
  if (row.pausedAt === null && row.failingSince === null) return toWebhookWire(row);
  await db.transaction(async (transaction) => {
    await resumeWebhookRow(transaction, id, new Date());
    await audit(transaction, actor, 'webhook.resume', row, { host: webhookHostOf(row.url) });
  });
  return toWebhookWire((await findWebhookRow(db, id))!);
}
