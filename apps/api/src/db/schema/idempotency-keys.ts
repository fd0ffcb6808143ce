import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of writes sent with an `Idempotency-Key` header (ADR 0146), per caller and key: stored in the write's own
 * transaction, so that a key is held exactly when its write is. Forgotten after IDEMPOTENCY_KEY_HOURS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>` (or, for another kind of caller, its own prefix); two callers' keys never meet. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** The SHA-256 of the request's method, address and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the write's transaction, between the key's claim and the answer. */
    status: smallint('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
