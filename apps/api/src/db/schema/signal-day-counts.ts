import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// How many visible signals (neither deleted nor hidden) each customer holds per UTC day of their publish date (ADR
// 0142), kept by statement triggers on `signals` (migration 0035, custom SQL: drizzle-kit has no triggers). A window's
// total then reads at most a month of day rows plus its two partial days from the index, instead of counting a big
// folder's 145,000 signals a month one index entry at a time. No foreign key: a renamed customer's cascade moves its
// counts through the same triggers. A day whose last signal went keeps a row of 0.
export const signalDayCounts = pgTable(
  'signal_day_counts',
  {
    customerName: text('customer_name').notNull(),
    /** The UTC day of the signals' `publish_date`. */
    day: date('day', { mode: 'string' }).notNull(),
    visible: integer('visible').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'signal_day_counts_pkey', columns: [table.customerName, table.day] })],
);
