// The dispatcher's queries (ADR 0136): claiming queue heads under a lease, composing and recording attempts, the
// webhooks' health.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { alerts, savedViews, webhookDeliveries, webhooks } from '../../db/schema';

const earlier = alias(webhookDeliveries, 'earlier');

/**
 * The queue heads due now: for each webhook that is not paused, its lowest-seq pending delivery, when its time has
 * come and no live lease holds it. Claimed under a lease with FOR UPDATE SKIP LOCKED, so that two instances never
 * claim one row; a later delivery of a webhook is no head while an earlier one waits, which keeps the order.
 */
export async function claimDueDeliveries(
  db: Database,
  claim: { now: Date; leaseUntil: Date; limit: number },
): Promise<string[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        isNull(webhooks.pausedAt),
        lte(webhookDeliveries.nextAttemptAt, claim.now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, claim.now)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.webhookId, webhookDeliveries.webhookId),
                eq(earlier.status, 'pending'),
                lt(earlier.seq, webhookDeliveries.seq),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(claim.limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: claim.leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  return claimed.map((row) => row.id);
}

/**
 * Claims one webhook's queue head if it is due (a sender that has just finished the one before goes on with it): the
 * head is found through the pending index, then taken by an UPDATE that checks it again under the row's lock, so
 * that of two instances reaching for it only one gets it, and never the one behind it.
 */
export async function claimWebhookHead(
  db: Database,
  webhookId: string,
  claim: { now: Date; leaseUntil: Date },
): Promise<string | undefined> {
  const [head] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')))
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1);
  if (!head) return undefined;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: claim.leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, head.id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, claim.now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, claim.now)),
        sql`exists (select 1 from ${webhooks} where ${webhooks.id} = ${webhookId} and ${webhooks.pausedAt} is null)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return claimed?.id;
}

/** A claimed delivery with what sending it needs. */
export async function findClaimedDeliveries(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      alertId: webhookDeliveries.alertId,
      seq: webhookDeliveries.seq,
      attempts: webhookDeliveries.attempts,
      body: webhookDeliveries.body,
      lockedUntil: webhookDeliveries.lockedUntil,
      createdAt: webhookDeliveries.createdAt,
      url: webhooks.url,
      format: webhooks.format,
      secret: webhooks.secret,
      userId: webhooks.userId,
      customerName: webhooks.customerName,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(inArray(webhookDeliveries.id, [...ids]))
    .orderBy(asc(webhookDeliveries.seq));
}
export type ClaimedDelivery = Awaited<ReturnType<typeof findClaimedDeliveries>>[number];

/** The alert a body tells of, with its view's name. */
export async function findAlertForBody(db: Database, alertId: string) {
  const [row] = await db
    .select({
      id: alerts.id,
      type: alerts.type,
      viewId: alerts.viewId,
      viewName: savedViews.name,
      customerName: alerts.customerName,
      kind: alerts.kind,
      itemId: alerts.itemId,
      title: alerts.title,
      url: alerts.url,
      count: alerts.count,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .leftJoin(savedViews, eq(savedViews.id, alerts.viewId))
    .where(eq(alerts.id, alertId));
  return row;
}

/** The first matches folded into a summary, in the order they came. */
export function listFoldedMatches(db: Database, summaryId: string, limit: number) {
  return db
    .select({ kind: alerts.kind, itemId: alerts.itemId, title: alerts.title, url: alerts.url })
    .from(alerts)
    .where(eq(alerts.foldedInto, summaryId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id))
    .limit(limit);
}

/** Fixes the body at the first attempt; a body stored already (by an earlier attempt) is kept and returned. */
export async function storeDeliveryBody(db: Database, id: string, body: string): Promise<string> {
  const [stored] = await db
    .update(webhookDeliveries)
    .set({ body: sql`coalesce(${webhookDeliveries.body}, ${body})` })
    .where(eq(webhookDeliveries.id, id))
    .returning({ body: webhookDeliveries.body });
  return stored?.body ?? body;
}

export type DeliveryOutcome = {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastHttpStatus: number | null;
  lastError: string | null;
  lastLatencyMs: number | null;
  responseBody: string | null;
  deliveredAt: Date | null;
};

/**
 * Records an attempt, if the lease it was made under still holds the row: a replay or a taken-over lease changed
 * `locked_until`, and then this attempt's word no longer counts. False then.
 */
export async function recordDeliveryOutcome(
  transaction: Database,
  id: string,
  lease: Date,
  outcome: DeliveryOutcome,
): Promise<boolean> {
  const rows = await transaction
    .update(webhookDeliveries)
    .set({ ...outcome, lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.lockedUntil, lease)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Gives a claim back unused (the instance stops): another instance may take it at once. */
export async function releaseDelivery(db: Database, id: string, lease: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.lockedUntil, lease)));
}

export async function markWebhookSucceeded(transaction: Database, id: string): Promise<void> {
  await transaction
    .update(webhooks)
    .set({ failingSince: null })
    .where(and(eq(webhooks.id, id), isNotNull(webhooks.failingSince)));
}

/**
 * Notes a failure: the failing streak starts now unless it runs already. When it began before `pauseBefore`, the
 * webhook is paused; the row is returned only to the call that paused it (so its owner is told once).
 */
export async function markWebhookFailed(transaction: Database, id: string, now: Date, pauseBefore: Date) {
  await transaction
    .update(webhooks)
    .set({ failingSince: now })
    .where(and(eq(webhooks.id, id), isNull(webhooks.failingSince)));
  const [paused] = await transaction
    .update(webhooks)
    .set({ pausedAt: now })
    .where(and(eq(webhooks.id, id), isNull(webhooks.pausedAt), lt(webhooks.failingSince, pauseBefore)))
    .returning({ id: webhooks.id, userId: webhooks.userId, url: webhooks.url, customerName: webhooks.customerName });
  return paused;
}

/** The console's notice to a webhook's owner (type 'webhook-paused'): no view, no item. */
export async function insertWebhookPausedAlert(
  transaction: Database,
  values: { userId: string; customerName: string | null; title: string; url: string },
): Promise<void> {
  await transaction.insert(alerts).values({ ...values, type: 'webhook-paused', viewId: null, count: 1 });
}
