import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './alerts';
import { customers } from './customers';
import { users } from './users';

/**
 * Where a user's alerts are also sent (ADR 0136): an http(s) URL in one of three formats, signed with a secret shown
 * once. A folder webhook (made by an admin) receives the alerts of the folder's shared views.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A folder webhook's folder; none for a user's own. */
    customerName: text('customer_name').references(() => customers.name, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    url: text('url').notNull(),
    /** json | slack | teams */
    format: text('format').notNull(),
    /** The signing secret, sealed with a key derived from the server's signing secret (never answered again). */
    secret: text('secret').notNull(),
    /** Since when every delivery has failed; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Paused after failing for a day: nothing is sent until its owner resumes it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhooks_user_idx').on(table.userId),
    index('webhooks_customer_idx')
      .on(table.customerName)
      .where(sql`${table.customerName} is not null`),
    check('webhooks_format_check', sql`${table.format} in ('json', 'slack', 'teams')`),
  ],
);

/**
 * The outbox (ADR 0136): one row per alert and webhook, sent in `seq` order per webhook, claimed under a lease so
 * that several instances send each once; it survives restarts because it is a row.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    /** The order of one webhook's deliveries. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** pending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** An instance sending it holds it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The exact body sent (and signed), fixed at the first attempt so that retries and replays send the same. */
    body: text('body'),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    lastLatencyMs: integer('last_latency_ms'),
    /** The receiver's answer, cut at 1 KB. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    // Each webhook's queue head, and the due ones.
    index('webhook_deliveries_pending_idx')
      .on(table.webhookId, table.seq)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The delivery log, newest first.
    index('webhook_deliveries_log_idx').on(table.webhookId, table.createdAt.desc()),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);
