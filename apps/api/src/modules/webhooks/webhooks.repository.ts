import { and, asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, webhookDeliveries, webhooks } from '../../db/schema';

const webhookColumns = {
  id: webhooks.id,
  userId: webhooks.userId,
  owner: users.username,
  customerName: webhooks.customerName,
  url: webhooks.url,
  format: webhooks.format,
  failingSince: webhooks.failingSince,
  pausedAt: webhooks.pausedAt,
  createdAt: webhooks.createdAt,
};

export async function findWebhookRow(db: Database, id: string) {
  const [row] = await db
    .select(webhookColumns)
    .from(webhooks)
    .innerJoin(users, eq(users.id, webhooks.userId))
    .where(eq(webhooks.id, id));
  return row;
}
export type WebhookRow = NonNullable<Awaited<ReturnType<typeof findWebhookRow>>>;

/** The user's own webhooks and, with `folderWebhooks`, every folder webhook; oldest first. */
export function listWebhookRows(db: Database, userId: string, folderWebhooks: boolean) {
  return db
    .select(webhookColumns)
    .from(webhooks)
    .innerJoin(users, eq(users.id, webhooks.userId))
    .where(
      folderWebhooks ? or(eq(webhooks.userId, userId), isNotNull(webhooks.customerName)) : eq(webhooks.userId, userId),
    )
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

export async function countWebhooksOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(webhooks).where(eq(webhooks.userId, userId));
  return row?.total ?? 0;
}

export async function insertWebhook(
  transaction: Database,
  values: { userId: string; customerName: string | null; url: string; format: string; secret: string },
): Promise<string> {
  const [row] = await transaction.insert(webhooks).values(values).returning({ id: webhooks.id });
  return row!.id;
}

export async function deleteWebhookRow(transaction: Database, id: string): Promise<void> {
  await transaction.delete(webhooks).where(eq(webhooks.id, id));
}

/** Clears the pause and the failing streak; what waits is due now. */
export async function resumeWebhookRow(transaction: Database, id: string, now: Date): Promise<void> {
  await transaction.update(webhooks).set({ pausedAt: null, failingSince: null }).where(eq(webhooks.id, id));
  await transaction
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.webhookId, id),
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.nextAttemptAt} > ${now}`,
      ),
    );
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastHttpStatus: webhookDeliveries.lastHttpStatus,
  lastError: webhookDeliveries.lastError,
  lastLatencyMs: webhookDeliveries.lastLatencyMs,
  responseBody: webhookDeliveries.responseBody,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** The delivery log, newest first (the log index), at most `limit`. */
export function listDeliveryRows(db: Database, webhookId: string, limit: number) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
    .limit(limit);
}
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveryRows>>[number];

export async function findDeliveryRow(db: Database, webhookId: string, id: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
  return row;
}

/**
 * Sends a delivery again: pending, due now, behind the webhook's pending ones (a new number from the seq column's own
 * sequence), any lease dropped. Its id, body and attempts stay.
 */
export async function replayDeliveryRow(transaction: Database, id: string, now: Date): Promise<void> {
  await transaction
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      lockedUntil: null,
      deliveredAt: null,
      seq: sql`nextval(pg_get_serial_sequence('webhook_deliveries', 'seq'))`,
    })
    .where(eq(webhookDeliveries.id, id));
}

export type QueuedDelivery = {
  alertId: string;
  userId: string;
  customerName: string;
  viewShared: boolean;
  notBefore: Date;
};

/**
 * One delivery per alert and webhook: the user's own webhooks, and a shared view's folder webhooks. Rows go in in the
 * order of `queued` (the seq column's default is drawn row by row as the sorted rows arrive), so one webhook's
 * deliveries keep the alerts' order.
 */
export async function insertAlertDeliveries(transaction: Database, queued: readonly QueuedDelivery[]): Promise<void> {
  if (queued.length === 0) return;
  const rows = JSON.stringify(
    queued.map((entry, index) => ({
      ord: index,
      alert_id: entry.alertId,
      user_id: entry.userId,
      customer_name: entry.customerName,
      view_shared: entry.viewShared,
      not_before: entry.notBefore.toISOString(),
    })),
  );
  await transaction.execute(sql`
    insert into webhook_deliveries (webhook_id, alert_id, next_attempt_at)
    select w.id, q.alert_id, q.not_before
      from jsonb_to_recordset(${rows}::jsonb)
             as q(ord int, alert_id uuid, user_id uuid, customer_name text, view_shared boolean, not_before timestamptz)
      join webhooks w
        on (w.user_id = q.user_id and w.customer_name is null)
        or (q.view_shared and w.customer_name = q.customer_name)
     order by q.ord, w.id`);
}
