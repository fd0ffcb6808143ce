import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A customer folder; `name` is the customerName the whole product keys on. */
export const customers = pgTable(
  'customers',
  {
    name: text('name').primaryKey(),
    label: text('label'),
    folderDbTable: text('folder_db_table').notNull(),
    monitoring: boolean('monitoring').notNull().default(true),
    discovery: boolean('discovery').notNull().default(false),
    trend: boolean('trend').notNull().default(false),
    /** Copies of one text from several outlets show as one story (ADR 0134). */
    groupStories: boolean('group_stories').notNull().default(true),
    branding: jsonb('branding'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Two names that differ only by letter case would be two folders nobody can tell apart.
  (table) => [uniqueIndex('customers_name_lower_key').on(sql`lower(${table.name})`)],
);
