import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/** A digest of a customer's signals sent to a user on a cron schedule. */
export const emailSchedules = pgTable(
  'email_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    cron: text('cron').notNull(),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Minimum reliability, event types, companies. */
    filters: jsonb('filters').notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    /** Off: a period without matching signals sends nothing. */
    sendWhenEmpty: boolean('send_when_empty').notNull().default(false),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_schedules_user_idx').on(table.userId)],
);

/** Every e-mail the product sent or put into the local outbox (no SMTP configured). */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id').references(() => emailSchedules.id, { onDelete: 'set null' }),
    /**
     * The schedule's folder and owner when it sent the mail: they outlive the schedule, whose deletion empties
     * schedule_id, so its mails stay readable (and told apart from mails no schedule sent, such as password resets).
     */
    scheduleCustomerName: text('schedule_customer_name'),
    scheduleUsername: text('schedule_username'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** sent | outbox | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_messages_schedule_idx').on(table.scheduleId, table.createdAt)],
);
