import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A machine client's key for the push API; only its SHA-256 is stored (the key is shown once, at creation). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so that an admin can tell which key a client holds. */
    keyPrefix: text('key_prefix').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_key_hash_key').on(table.keyHash)],
);

/** The folders a key may write to. */
export const apiKeyCustomers = pgTable(
  'api_key_customers',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.customerName] })],
);

/**
 * What a key has pushed, by its external id: the same id again from the same key is a duplicate (same content) or an
 * update (changed content) of the rows it made, never a second row.
 */
export const ingestedItems = pgTable(
  'ingested_items',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** 'mention' or 'signal'. */
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    contentHash: text('content_hash').notNull(),
    /** The mentions (one per folder) or the signal the item made. */
    rowIds: uuid('row_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.kind, table.externalId] })],
);
