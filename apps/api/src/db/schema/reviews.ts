import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/** A user's bookmark of a signal or mention (`itemId` is the event uuid). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    /** signal | mention */
    itemKind: text('item_kind').notNull(),
    customerName: text('customer_name').references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    check('favorites_item_kind_check', sql`${table.itemKind} in ('signal', 'mention')`),
  ],
);

/** A like (1) or dislike (-1) of a signal or mention. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    itemKind: text('item_kind').notNull(),
    customerName: text('customer_name').references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    eventType: text('event_type'),
    feedback: smallint('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_user_item_key').on(table.userId, table.itemId),
    index('feedback_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The Feedbacks report (ADR 0098): each filter's column, then the report's order (newest first), so that a
    // filtered page reads its rows in order and a filtered count reads one index range. The customer's also serves
    // a regular user's feedback list, which joins it by customer.
    index('feedback_customer_created_idx').on(
      table.customerName,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('feedback_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('feedback_event_type_created_idx').on(
      table.eventType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('feedback_value_check', sql`${table.feedback} in (1, -1)`),
    check('feedback_item_kind_check', sql`${table.itemKind} in ('signal', 'mention')`),
  ],
);
