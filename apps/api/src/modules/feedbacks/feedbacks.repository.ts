import { and, asc, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customers,
  feedback,
  feedbackMonthTotals,
  feedbackUserCustomerTotals,
  feedbackUserMonthTotals,
  mentions,
  signals,
  users,
} from '../../db/schema';

/** The report's filters as the service resolved them: a user is their id, a day range is [from, until). */
export type FeedbackReportConditions = {
  from?: Date;
  until?: Date;
  customerName?: string;
  userId?: string;
  eventType?: string;
  itemKind?: 'signal' | 'mention';
  value?: 1 | -1;
};

export type FeedbackReportOrder = {
  column: 'createdAt' | 'customer' | 'eventType' | 'user' | 'feedback';
  descending: boolean;
};

export async function findUserIdByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row?.id;
}

/**
 * Each filter's column leads an index that continues (created_at desc, id desc) (migration 0013), so that a filtered
 * page newest first reads its rows in order and a filtered count reads one index range.
 */
function whereOf(conditions: FeedbackReportConditions): SQL | undefined {
  return and(
    conditions.from === undefined ? undefined : gte(feedback.createdAt, conditions.from),
    conditions.until === undefined ? undefined : lt(feedback.createdAt, conditions.until),
    conditions.customerName === undefined ? undefined : eq(feedback.customerName, conditions.customerName),
    conditions.userId === undefined ? undefined : eq(feedback.userId, conditions.userId),
    conditions.eventType === undefined ? undefined : eq(feedback.eventType, conditions.eventType),
    conditions.itemKind === undefined ? undefined : eq(feedback.itemKind, conditions.itemKind),
    conditions.value === undefined ? undefined : eq(feedback.feedback, conditions.value),
  );
}

/** The order of a page: the chosen column, then newest first; the id breaks ties so pages never repeat a row. */
function orderOf(order: FeedbackReportOrder): SQL[] {
  const direction = order.descending ? desc : asc;
  const newestFirst = [desc(feedback.createdAt), desc(feedback.id)];
  switch (order.column) {
    case 'createdAt':
      return order.descending ? newestFirst : [asc(feedback.createdAt), asc(feedback.id)];
    case 'customer':
      return [direction(feedback.customerName), ...newestFirst];
    case 'eventType':
      return [direction(feedback.eventType), ...newestFirst];
    case 'feedback':
      return [direction(feedback.feedback), ...newestFirst];
    case 'user':
      return [direction(sql`lower(${users.username})`), ...newestFirst];
  }
}

/**
 * The ids of one page (or of every filtered row, without `page`), in the report's order. Only the sort by user
 * joins the users; the details of the rows are read by id afterwards, so a deep page never joins the rows it skips.
 */
export function listFeedbackIds(
  db: Database,
  conditions: FeedbackReportConditions,
  order: FeedbackReportOrder,
  page?: { offset: number; limit: number },
) {
  const base = db.select({ id: feedback.id }).from(feedback);
  const joined = order.column === 'user' ? base.innerJoin(users, eq(users.id, feedback.userId)) : base;
  const query = joined
    .where(whereOf(conditions))
    .orderBy(...orderOf(order))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many rows match, counting at most `limit` + 1 of them: index entries of one range, never a whole table. */
export async function countFeedbackRows(db: Database, conditions: FeedbackReportConditions, limit: number) {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(feedback)
    .where(whereOf(conditions))
    .limit(limit + 1)
    .as('matching');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return row?.total ?? 0;
}

/**
 * The rows of these ids with what the report shows of their item: a signal's title, company and publish date and
 * whether it was hidden or deleted, a mention's title and publish date. A missing item still lists (left joins).
 */
export function listFeedbackDetails(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: feedback.id,
      itemId: feedback.itemId,
      itemKind: feedback.itemKind,
      feedback: feedback.feedback,
      createdAt: feedback.createdAt,
      updatedAt: feedback.updatedAt,
      customerName: feedback.customerName,
      customerLabel: customers.label,
      eventType: feedback.eventType,
      username: users.username,
      displayName: users.displayName,
      title: sql<string | null>`coalesce(${signals.title}, ${mentions.title})`,
      company: signals.companyName,
      publishDate: sql<Date | string | null>`coalesce(${signals.publishDate}, ${mentions.publishDate})`,
      itemState: sql<'shown' | 'hidden' | 'deleted' | 'missing'>`case
        when ${signals.id} is null and ${mentions.uuid} is null then 'missing'
        when ${signals.deleted} then 'deleted'
        when ${signals.hidden} then 'hidden'
        else 'shown' end`,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(customers, eq(customers.name, feedback.customerName))
    .leftJoin(signals, and(eq(feedback.itemKind, 'signal'), eq(signals.id, feedback.itemId)))
    .leftJoin(mentions, and(eq(feedback.itemKind, 'mention'), eq(mentions.uuid, feedback.itemId)))
    .where(inArray(feedback.id, ids));
}
export type FeedbackDetailRow = Awaited<ReturnType<typeof listFeedbackDetails>>[number];

/** The totals' groupings, as `grouping(customer_name, event_type, user_id)` numbers them. */
export const TOTALS_GROUPING = { customer: 0b011, eventType: 0b101, user: 0b110, all: 0b111 } as const;

/**
 * Likes and dislikes of the filtered rows per customer, per event type and per user, and over all, in one pass
 * over them (grouping sets: PostgreSQL hashes the three groupings side by side).
 */
export async function sumFeedbackTotals(db: Database, conditions: FeedbackReportConditions) {
  return db
    .select({
      // Which grouping set a row sums: TOTALS_GROUPING.
      grouping: sql<number>`grouping(${feedback.customerName}, ${feedback.eventType}, ${feedback.userId})::int`,
      customerName: feedback.customerName,
      eventType: feedback.eventType,
      userId: feedback.userId,
      likes: sql<number>`(count(*) filter (where ${feedback.feedback} = 1))::int`,
      dislikes: sql<number>`(count(*) filter (where ${feedback.feedback} = -1))::int`,
    })
    .from(feedback)
    .where(whereOf(conditions))
    .groupBy(sql`grouping sets ((${feedback.customerName}), (${feedback.eventType}), (${feedback.userId}), ())`);
}

/** Likes and dislikes of the filtered rows per user only: where the summed tables answer the other groupings. */
export async function sumFeedbackPerUser(db: Database, conditions: FeedbackReportConditions) {
  const rows = await db
    .select({
      userId: feedback.userId,
      likes: sql<number>`(count(*) filter (where ${feedback.feedback} = 1))::int`,
      dislikes: sql<number>`(count(*) filter (where ${feedback.feedback} = -1))::int`,
    })
    .from(feedback)
    .where(whereOf(conditions))
    .groupBy(feedback.userId);
  return rows.map((row) => ({ ...row, grouping: TOTALS_GROUPING.user, customerName: null, eventType: null }));
}

/** The filters the summed tables answer: whole UTC months ('YYYY-MM-01', [from, until)), and no user. */
export type SummedConditions = Omit<FeedbackReportConditions, 'from' | 'until' | 'userId'> & {
  fromMonth?: string;
  untilMonth?: string;
};

/** Likes and dislikes as summed, or one of them only under a filter of the value; groups left with none dropped. */
function summedCounts(likes: AnyColumn, dislikes: AnyColumn, value: 1 | -1 | undefined) {
  const sumLikes = value === -1 ? sql`0` : sql`sum(${likes})`;
  const sumDislikes = value === 1 ? sql`0` : sql`sum(${dislikes})`;
  return {
    likes: sql<number>`(${sumLikes})::int`,
    dislikes: sql<number>`(${sumDislikes})::int`,
    having: sql`${sumLikes} + ${sumDislikes} > 0`,
  };
}

/**
 * The totals per customer, per event type and over all from the month sums (ADR 0131): a few rows per month and
 * customer instead of every feedback row. Only for `SummedConditions`.
 */
export async function sumMonthTotals(db: Database, conditions: SummedConditions) {
  const table = feedbackMonthTotals;
  const { likes, dislikes, having } = summedCounts(table.likes, table.dislikes, conditions.value);
  const rows = await db
    .select({
      grouping: sql<number>`grouping(${table.customerName}, ${table.eventType})::int`,
      customerName: table.customerName,
      eventType: table.eventType,
      likes,
      dislikes,
    })
    .from(table)
    .where(
      and(
        conditions.fromMonth === undefined ? undefined : gte(table.month, conditions.fromMonth),
        conditions.untilMonth === undefined ? undefined : lt(table.month, conditions.untilMonth),
        conditions.customerName === undefined ? undefined : eq(table.customerName, conditions.customerName),
        conditions.eventType === undefined ? undefined : eq(table.eventType, conditions.eventType),
        conditions.itemKind === undefined ? undefined : eq(table.itemKind, conditions.itemKind),
      ),
    )
    .groupBy(sql`grouping sets ((${table.customerName}), (${table.eventType}), ())`)
    .having(having);
  // grouping(customer, event type) has two bits; the report's numbers add the user's, always summed up here.
  return rows.map((row) => ({ ...row, grouping: (row.grouping << 1) | 1, userId: null }));
}

/**
 * The totals per user from the users' sums (ADR 0131): by month without a customer, or over all time by customer.
 * Null when neither answers the filters (an event type, a user, or months and a customer together).
 */
export async function sumUserTotals(db: Database, conditions: SummedConditions) {
  if (conditions.eventType !== undefined) return null;
  const byMonth = conditions.fromMonth !== undefined || conditions.untilMonth !== undefined;
  if (byMonth && conditions.customerName !== undefined) return null;
  const table = byMonth ? feedbackUserMonthTotals : feedbackUserCustomerTotals;
  const { likes, dislikes, having } = summedCounts(table.likes, table.dislikes, conditions.value);
  const where = byMonth
    ? and(
        conditions.fromMonth === undefined ? undefined : gte(feedbackUserMonthTotals.month, conditions.fromMonth),
        conditions.untilMonth === undefined ? undefined : lt(feedbackUserMonthTotals.month, conditions.untilMonth),
      )
    : conditions.customerName === undefined
      ? undefined
      : eq(feedbackUserCustomerTotals.customerName, conditions.customerName);
  const rows = await db
    .select({ userId: table.userId, likes, dislikes })
    .from(table)
    .where(and(where, conditions.itemKind === undefined ? undefined : eq(table.itemKind, conditions.itemKind)))
    .groupBy(table.userId)
    .having(having);
  return rows.map((row) => ({ ...row, grouping: TOTALS_GROUPING.user, customerName: null, eventType: null }));
}

/** The names of the totals' customers and users. */
export async function findNames(db: Database, customerNames: string[], userIds: string[]) {
  const [customerRows, userRows] = await Promise.all([
    customerNames.length === 0
      ? []
      : db
          .select({ name: customers.name, label: customers.label })
          .from(customers)
          .where(inArray(customers.name, customerNames)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, username: users.username, displayName: users.displayName })
          .from(users)
          .where(inArray(users.id, userIds)),
  ]);
  return { customerRows, userRows };
}
