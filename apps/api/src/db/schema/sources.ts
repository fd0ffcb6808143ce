import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A feed that Argus polls for media items (RSS 2.0, RSS 1.0, Atom 1.0, JSON Feed). */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(15),
    mediaSegment: text('media_segment').notNull(),
    reliability: smallint('reliability').notNull(),
    /** 'en', 'de', 'zh', or 'detect' (the feed's declaration, else a language detector). */
    language: text('language').notNull().default('detect'),
    paused: boolean('paused').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The validators of the last 200 answer, sent back as If-None-Match and If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the source is due; after failures, later (back-off with jitter) or what Retry-After asked. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    /** An instance that claimed the source holds it until then; a killed instance's claim runs out (ADR 0124). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastHttpStatus: smallint('last_http_status'),
    lastError: text('last_error'),
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    lastNewItems: integer('last_new_items'),
    lastSeenItems: integer('last_seen_items'),
  },
  (table) => [
    // The poller's claim: due sources, earliest first.
    index('sources_due_idx')
      .on(table.nextFetchAt)
      .where(sql`not ${table.paused}`),
  ],
);

/** The folders a source serves; a source with none serves every folder with discovery. */
export const sourceCustomers = pgTable(
  'source_customers',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sourceId, table.customerName] }),
    index('source_customers_customer_idx').on(table.customerName),
  ],
);

/** One fetch of a source, for its log (the last 100 are kept). */
export const sourceFetches = pgTable(
  'source_fetches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    httpStatus: smallint('http_status'),
    newItems: integer('new_items').notNull().default(0),
    updatedItems: integer('updated_items').notNull().default(0),
    seenItems: integer('seen_items').notNull().default(0),
    skippedItems: integer('skipped_items').notNull().default(0),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (table) => [index('source_fetches_source_idx').on(table.sourceId, table.id.desc().nullsFirst())],
);

/**
 * Every item a source has delivered, known by its key (guid, else link, else a hash of its content): a second fetch
 * of it makes no second mention, and a changed content hash updates the mentions it made.
 */
export const sourceItems = pgTable(
  'source_items',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    contentHash: text('content_hash').notNull(),
    mentionUuids: uuid('mention_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.itemKey] })],
);
