import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/**
 * One user's relevance model for one folder and kind (issue 39, ADR 0137): `serialiseModel`'s JSON, trained from that
 * user's own likes, dislikes, bookmarks and opens. Gone with the user or the folder.
 */
export const relevanceModels = pgTable(
  'relevance_models',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** signal | mention */
    itemKind: text('item_kind').notNull(),
    /** `serialiseModel`'s output (packages/filtering), parsed back with `parseModel`. */
    model: jsonb('model').notNull(),
    /** Likes, dislikes and bookmarks learned (opens are not reviews): the cold start's count. */
    reviews: integer('reviews').notNull().default(0),
    /**
     * When the model began: a retrain learns only from reviews given or changed since, so that what a reset forgot
     * (it deletes the row) stays forgotten.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.customerName, table.itemKind] }),
    check('relevance_models_item_kind_check', sql`${table.itemKind} in ('signal', 'mention')`),
  ],
);

/**
 * The items a user opened, one row per item with the latest open (ADR 0137): what a retrain learns of opens besides the
 * stored likes, dislikes and bookmarks. Only an item's first open teaches the model, so one row is all it needs. Gone
 * with the user or the folder, and with a reset of the folder's models.
 */
export const relevanceOpens = pgTable(
  'relevance_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** signal | mention */
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.customerName, table.itemKind, table.itemId] }),
    // The retrain's read: a user's opens of one folder and kind since the model began, newest first.
    index('relevance_opens_newest_idx').on(table.userId, table.customerName, table.itemKind, table.openedAt.desc()),
    check('relevance_opens_item_kind_check', sql`${table.itemKind} in ('signal', 'mention')`),
  ],
);
