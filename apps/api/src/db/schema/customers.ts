import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A customer folder; `name` is the customerName the whole product keys on. */
export const customers = pgTable('customers', {
  name: text('name').primaryKey(),
  label: text('label'),
  folderDbTable: text('folder_db_table').notNull(),
  monitoring: boolean('monitoring').notNull().default(true),
  discovery: boolean('discovery').notNull().default(false),
  trend: boolean('trend').notNull().default(false),
  branding: jsonb('branding'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
