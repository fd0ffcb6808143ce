import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { savedViews } from './saved-views';
import { users } from './users';

/**
 * What reached a user (ADR 0136): a new or edited item that matched one of their alerting saved views (`match`), the
 * matches of one view beyond the burst limit within a minute (`summary`), or a webhook of theirs paused after failing
 * for a day (`webhook-paused`). A match folded into a summary stays here (so it never alerts again) but is not shown.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** match | summary | webhook-paused */
    type: text('type').notNull(),
    viewId: uuid('view_id').references(() => savedViews.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').references(() => customers.name, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    /** signals | mentions: the view's kind. */
    kind: text('kind'),
    /** The matching signal or mention (a match); none for a summary or a notice. */
    itemId: uuid('item_id'),
    /** What the notice says: the mention's title, or the signal's event type and company, as it was at the match. */
    title: text('title').notNull(),
    /** Where the notice leads in the console (a path with its query). */
    url: text('url').notNull(),
    /** How many matches a summary stands for; 1 otherwise. */
    count: integer('count').notNull().default(1),
    /** The minute the match fell in: the burst limit counts per view and minute. */
    windowStart: timestamp('window_start', { withTimezone: true }),
    foldedInto: uuid('folded_into').references((): AnyPgColumn => alerts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // At most one alert per item and view, whatever edits come later.
    uniqueIndex('alerts_view_item_key')
      .on(table.viewId, table.itemId)
      .where(sql`${table.itemId} is not null`),
    // One summary per view and minute.
    uniqueIndex('alerts_view_summary_key')
      .on(table.viewId, table.windowStart)
      .where(sql`${table.type} = 'summary'`),
    // The burst count: a view's matches of one minute.
    index('alerts_view_window_idx')
      .on(table.viewId, table.windowStart)
      .where(sql`${table.type} = 'match'`),
    // A user's notices, newest first.
    index('alerts_user_shown_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.foldedInto} is null`),
    // The digest's section: a folder's alerts of a period.
    index('alerts_customer_created_idx')
      .on(table.customerName, table.createdAt)
      .where(sql`${table.foldedInto} is null and ${table.viewId} is not null`),
    check('alerts_type_check', sql`${table.type} in ('match', 'summary', 'webhook-paused')`),
  ],
);
