import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, feedback, mentions, signals, users } from '../../db/schema';

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

/**
 * Likes and dislikes of the filtered rows per customer, per event type and per user, and over all, in one pass
 * over them (grouping sets: PostgreSQL hashes the three groupings side by side).
 */
export async function sumFeedbackTotals(db: Database, conditions: FeedbackReportConditions) {
  return db
    .select({
      // Which grouping set a row sums: 0b011 (3) per customer, 0b101 (5) per event type, 0b110 (6) per user, 7 all.
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
