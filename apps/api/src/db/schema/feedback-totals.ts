import { date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

// The Feedbacks report's totals, summed ahead (ADR 0131): likes and dislikes per UTC month and per the report's
// groupings, kept by statement triggers on `feedback` (migration 0028, custom SQL: drizzle-kit has no triggers).
// No foreign keys: a renamed customer or a deleted user changes or deletes their feedback rows (cascades), and the
// triggers move or take away their counts. A group whose last row went keeps a row of zeros; the report skips them.
// Keys may be null (feedback without a customer, a mention without an event type): one row per key all the same.

/** Per month, customer, event type and kind: the totals per customer, per event type and over all. */
export const feedbackMonthTotals = pgTable(
  'feedback_month_totals',
  {
    /** The first day of the UTC month of the feedback's `created_at`. */
    month: date('month', { mode: 'string' }).notNull(),
    customerName: text('customer_name'),
    eventType: text('event_type'),
    itemKind: text('item_kind').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
  },
  (table) => [
    unique('feedback_month_totals_key')
      .on(table.month, table.customerName, table.eventType, table.itemKind)
      .nullsNotDistinct(),
  ],
);

/** Per month, user and kind: the totals per user under a filter of months. */
export const feedbackUserMonthTotals = pgTable(
  'feedback_user_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    itemKind: text('item_kind').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
  },
  (table) => [unique('feedback_user_month_totals_key').on(table.month, table.userId, table.itemKind)],
);

/** Per user, customer and kind, over all time: the totals per user under a filter of customer. */
export const feedbackUserCustomerTotals = pgTable(
  'feedback_user_customer_totals',
  {
    userId: uuid('user_id').notNull(),
    customerName: text('customer_name'),
    itemKind: text('item_kind').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
  },
  (table) => [
    unique('feedback_user_customer_totals_key').on(table.userId, table.customerName, table.itemKind).nullsNotDistinct(),
  ],
);
