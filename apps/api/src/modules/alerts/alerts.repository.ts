// The alerts module's reads and writes (ADR 0136): the folder's alerting views, the alerts they raise, a user's list.
import { PRIVILEGE } from '@argus/contract';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, favorites, feedback, savedViews, userCustomers, users } from '../../db/schema';

export type AlertViewRow = {
  id: string;
  userId: string;
  name: string;
  criteria: string;
  shared: boolean;
  updatedAt: Date;
};

/**
 * A folder's alerting views of one kind whose owners may still open the folder (staff, or granted it) and are active:
 * a view of someone who lost the folder must not leak its new items.
 */
export function listAlertingViews(db: Database, customerName: string, kind: string): Promise<AlertViewRow[]> {
  return db
    .select({
      id: savedViews.id,
      userId: savedViews.userId,
      name: savedViews.name,
      criteria: savedViews.criteria,
      shared: savedViews.shared,
      updatedAt: savedViews.updatedAt,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(
      and(
        eq(savedViews.customerName, customerName),
        eq(savedViews.kind, kind),
        eq(savedViews.alert, true),
        eq(users.status, 'active'),
        sql`(${users.privilege} >= ${PRIVILEGE.moderator} or exists (select 1 from ${userCustomers} where ${userCustomers.userId} = ${savedViews.userId} and ${userCustomers.customerName} = ${customerName}))`,
      ),
    );
}

/** The bookmarks and feedback of `userIds` on `itemIds`: an edited item is matched as its owner sees it. */
export async function listItemReviews(db: Database, userIds: readonly string[], itemIds: readonly string[]) {
  if (userIds.length === 0 || itemIds.length === 0) return { bookmarks: [], feedback: [] };
  const [bookmarkRows, feedbackRows] = await Promise.all([
    db
      .select({ userId: favorites.userId, itemId: favorites.itemId, itemKind: favorites.itemKind })
      .from(favorites)
      .where(and(inArray(favorites.userId, [...userIds]), inArray(favorites.itemId, [...itemIds]))),
    db
      .select({
        userId: feedback.userId,
        itemId: feedback.itemId,
        itemKind: feedback.itemKind,
        feedback: feedback.feedback,
      })
      .from(feedback)
      .where(and(inArray(feedback.userId, [...userIds]), inArray(feedback.itemId, [...itemIds]))),
  ]);
  return { bookmarks: bookmarkRows, feedback: feedbackRows };
}

/** One view's alerts take turns across instances, so that the burst count and the summary stay whole. */
export async function lockViewAlerts(db: Database, viewId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'alerts:' + viewId}))`);
}

export async function countWindowMatches(db: Database, viewId: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(alerts)
    .where(and(eq(alerts.viewId, viewId), eq(alerts.windowStart, windowStart), eq(alerts.type, 'match')));
  return row?.value ?? 0;
}

export type NewMatch = typeof alerts.$inferInsert & { itemId: string };

/** Inserts the matches not alerted before (one alert per item and view, ever); answers those inserted. */
export function insertMatches(db: Database, rows: readonly NewMatch[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(alerts)
    .values([...rows])
    .onConflictDoNothing({ target: [alerts.viewId, alerts.itemId], where: sql`${alerts.itemId} is not null` })
    .returning({ id: alerts.id, itemId: alerts.itemId, createdAt: alerts.createdAt });
}

/** The view's summary of the minute, made or grown by `added`; answers it and whether it is new. */
export async function growSummary(
  db: Database,
  values: Omit<typeof alerts.$inferInsert, 'type' | 'count'>,
  added: number,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(alerts)
    .values({ ...values, type: 'summary', count: added })
    .onConflictDoUpdate({
      target: [alerts.viewId, alerts.windowStart],
      targetWhere: sql`${alerts.type} = 'summary'`,
      set: { count: sql`${alerts.count} + ${added}`, title: values.title },
    })
    .returning({ id: alerts.id, count: alerts.count });
  return { id: row!.id, created: row!.count === added };
}

export async function foldMatches(db: Database, ids: readonly string[], summaryId: string) {
  if (ids.length === 0) return;
  await db
    .update(alerts)
    .set({ foldedInto: summaryId })
    .where(inArray(alerts.id, [...ids]));
}

const shownAlertColumns = {
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
  readAt: alerts.readAt,
};
export type ShownAlertRow = Awaited<ReturnType<typeof listShownAlerts>>[number];

/** A user's alerts as the console lists them (folded matches are in their summary), newest first. */
export function listShownAlerts(db: Database, userId: string, after: Date | undefined, limit: number) {
  return db
    .select(shownAlertColumns)
    .from(alerts)
    .leftJoin(savedViews, eq(savedViews.id, alerts.viewId))
    .where(and(eq(alerts.userId, userId), isNull(alerts.foldedInto), after ? gt(alerts.createdAt, after) : undefined))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.foldedInto), isNull(alerts.readAt)));
  return row?.value ?? 0;
}

export async function markRead(db: Database, userId: string, ids: readonly string[] | 'all'): Promise<number> {
  const rows = await db
    .update(alerts)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(alerts.userId, userId),
        isNull(alerts.readAt),
        ids === 'all' ? isNull(alerts.foldedInto) : inArray(alerts.id, [...ids]),
      ),
    )
    .returning({ id: alerts.id });
  return rows.length;
}

/** The alerts a digest carries: the owner's views' in the folder over the period, by view, oldest first. */
export function listDigestAlerts(db: Database, userId: string, customerName: string, from: Date, to: Date) {
  return db
    .select(shownAlertColumns)
    .from(alerts)
    .innerJoin(savedViews, eq(savedViews.id, alerts.viewId))
    .where(
      and(
        eq(alerts.userId, userId),
        eq(alerts.customerName, customerName),
        isNull(alerts.foldedInto),
        gt(alerts.createdAt, from),
        sql`${alerts.createdAt} <= ${to}`,
      ),
    )
    .orderBy(savedViews.name, alerts.createdAt);
}

/**
 * A folder's alerting views of a kind, as a short text that changes whenever one is saved, changed or deleted (their
 * count and latest change): an index-only read (saved_views_alerting_idx) before trusting compiled predicates.
 */
export async function readAlertingViewsVersion(db: Database, customerName: string, kind: string): Promise<string> {
  const [row] = await db
    .select({ views: count(), latest: sql<string | null>`max(${savedViews.updatedAt})::text` })
    .from(savedViews)
    .where(and(eq(savedViews.customerName, customerName), eq(savedViews.kind, kind), eq(savedViews.alert, true)));
  return `${row?.views ?? 0}|${row?.latest ?? ''}`;
}
