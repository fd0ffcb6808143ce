import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The list names served under /system-management/{list}; discoveries have their own table. */
export const REFERENCE_LISTS = [
  'databases',
  'languages',
  'media-types',
  'entity-types',
  'ubermetrics',
  'industries',
  'destinations',
] as const;
export type ReferenceListName = (typeof REFERENCE_LISTS)[number];

/** The system-management reference lists: one row per item, grouped by list name. */
export const referenceListItems = pgTable(
  'reference_list_items',
  {
    list: text('list').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    attributes: jsonb('attributes').notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.list, table.key] }),
    check(
      'reference_list_items_list_check',
      sql.raw(`list in (${REFERENCE_LISTS.map((name) => `'${name}'`).join(', ')})`),
    ),
  ],
);
