import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/** A Signals or Mentions filter a user keeps by name in a folder (ADR 0135). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** signals | mentions */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The screen's query string as the filter's codec writes it. */
    criteria: text('criteria').notNull(),
    alert: boolean('alert').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name per user, folder and screen, whatever its letter case: two views nobody can tell apart help no one.
    uniqueIndex('saved_views_user_name_key').on(
      table.userId,
      table.customerName,
      table.kind,
      sql`lower(${table.name})`,
    ),
    // A folder's shared views (the list reads a user's own through the unique index above).
    index('saved_views_customer_shared_idx')
      .on(table.customerName)
      .where(sql`${table.shared}`),
    // The alerting views of a folder and kind, and their latest change (ADR 0136): read index-only at every write.
    index('saved_views_alerting_idx')
      .on(table.customerName, table.kind, table.updatedAt)
      .where(sql`${table.alert}`),
    check('saved_views_kind_check', sql`${table.kind} in ('signals', 'mentions')`),
  ],
);
