import { sql } from 'drizzle-orm';
import type { Language, MediaSegment } from '@argus/contract';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { eventTypes } from './event-types';
import { targetEntities } from './target-entities';
import { users } from './users';

/** A monitoring event about a target entity, held per customer folder. */
export const signals = pgTable(
  'signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    targetEntityId: uuid('target_entity_id').references(() => targetEntities.id, { onDelete: 'set null' }),
    targetEntityName: text('target_entity_name').notNull(),
    /**
     * The target entity name in start case, as the web app shows, filters and counts it (spec section 3): the
     * server-side filter compares and groups this column (ADR 0031). Computed by PostgreSQL from the stored name
     * (migration 0006's argus_start_case, the twin of packages/filtering's toStartCase), so no writer can forget it.
     */
    companyName: text('company_name')
      .notNull()
      .generatedAlwaysAs(sql`argus_start_case(target_entity_name)`),
    dunsId: text('duns_id'),
    eventType: text('event_type')
      .notNull()
      .references(() => eventTypes.name, { onUpdate: 'cascade' }),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    /** Every writer validates it against the contract's list, as `language`. */
    mediaSegment: text('media_segment').$type<MediaSegment>().notNull(),
    /** 1 (Very Low) to 5 (Very High). */
    reliability: smallint('reliability').notNull(),
    language: text('language').$type<Language>().notNull(),
    result: text('result'),
    title: text('title'),
    sentence: text('sentence'),
    url: text('url'),
    source: text('source'),
    /** The source document the extraction came from: the same event seen by several customers shares it. */
    sourceDocumentId: text('source_document_id'),
    duplicateOfId: uuid('duplicate_of_id'),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    deleted: boolean('deleted').notNull().default(false),
    deletedReason: text('deleted_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who last edited it: a digest does not bring anybody their own edits as news. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Latest and by-date reads: one customer, a publish-date window, visible signals only.
    // The id as tie-breaker matches the answers' order, so "the newest 50" stops after 50 index entries instead of
    // sorting the whole window (measured on 1M signals: 80 ms → 1.5 ms for the largest customer's month).
    // Migrations 0002 and 0008 add INCLUDE (event_type, language, reliability, media_segment, result, company_name),
    // which drizzle cannot express: the Overview's counts per event type and the server-side filter's counts (ADR
    // 0031) then never visit the table (index-only scans).
    index('signals_customer_publish_idx')
      .on(table.customerName, table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deleted} = false and ${table.hidden} = false`),
    // The latest answer's total: the same window counted over the two columns it needs (ADR 13). The list index
    // carries six more columns for the filter's counts, so counting a month of the biggest customer (~14,500
    // signals) read 419 of its pages instead of 75 of these, and its 225 MB (at 1M signals) do not stay in
    // PostgreSQL's buffers beside the table the way these 39 MB do.
    index('signals_customer_publish_count_idx')
      .on(table.customerName, table.publishDate)
      .where(sql`${table.deleted} = false and ${table.hidden} = false`),
    // Digests pick signals by when they arrived, not by their publish date: a late signal with an old date
    // is in the next digest. The visible ones of a customer since a moment.
    index('signals_customer_created_idx')
      .on(table.customerName, table.createdAt.desc().nullsFirst())
      .where(sql`${table.deleted} = false and ${table.hidden} = false`),
    // Hide: find the same underlying event in other customers' folders.
    index('signals_underlying_event_idx').on(table.dunsId, table.eventType, table.publishDate),
    index('signals_target_entity_idx').on(table.targetEntityId),
    index('signals_duplicate_of_idx')
      .on(table.duplicateOfId)
      .where(sql`${table.duplicateOfId} is not null`),
    check('signals_reliability_check', sql`${table.reliability} between 1 and 5`),
  ],
);

/** Key/value pairs from extraction; some name another company (acquirer, target, partner …). */
export const signalArguments = pgTable(
  'signal_arguments',
  {
    signalId: uuid('signal_id')
      .notNull()
      .references(() => signals.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    targetEntityId: uuid('target_entity_id').references(() => targetEntities.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.signalId, table.position] }),
    index('signal_arguments_entity_idx')
      .on(table.targetEntityId)
      .where(sql`${table.targetEntityId} is not null`),
  ],
);

/**
 * The knowledge graph's links (ADR 0099): each visible signal with each entity it is about (its subject) or names in
 * an argument, once, with the signal's customer, publish date and event type. Kept by migrations 0015 and 0018's triggers on
 * signals and signal_arguments, whichever process writes (the API, the importer, a cascade, psql): nobody writes it.
 * A folder's window of links is one index range, where the same from signals and signal_arguments cost one
 * argument lookup per signal (measured on 1M signals, the biggest folder's month: ~8 ms against 50-80 ms).
 */
export const signalEntities = pgTable(
  'signal_entities',
  {
    // No foreign keys: the triggers remove the links of a deleted signal, and a deleted entity's signals are linked
    // again when its id is cleared from them; a key would check every link inserted, one index probe each.
    signalId: uuid('signal_id').notNull(),
    entityId: uuid('entity_id').notNull(),
    customerName: text('customer_name').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    eventType: text('event_type').notNull(),
  },
  (table) => [
    // Every index here takes inserts where they are cheap (ADR 0099): an importer writes a customer's signals in
    // publish-date order, so the window's key grows at 20 places; a key led by a random signal id took every insert
    // to another page, and at 1M signals tripled the import's time.
    // A folder's window (network, influence, search): every column the reads need, so they never visit the table.
    // Unique, so that the triggers insert a link once (on conflict do nothing); a signal has one event type.
    uniqueIndex('signal_entities_customer_publish_key').on(
      table.customerName,
      table.publishDate,
      table.signalId,
      table.entityId,
      table.eventType,
    ),
    // One entity in a folder (timelines, details, whether it is in the folder's graph): one entry per pair with the
    // list of its rows (btree deduplication), small enough to stay in memory while it takes inserts.
    index('signal_entities_entity_customer_idx').on(table.entityId, table.customerName),
  ],
);

export const documentCounts = pgTable(
  'document_counts',
  {
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerName, table.day] })],
);

/**
 * Where an import of a signals file stands (`argus import signals`): the file is known by its content's SHA-256, and
 * each batch's transaction moves `linesDone` with its rows, so an import stopped at any moment (a kill, a lost
 * connection) continues after the last committed batch when run again, with no line loaded twice.
 */
export const signalImports = pgTable('signal_imports', {
  fileSha256: text('file_sha256').primaryKey(),
  /** The file's lines read (1-based count) up to and including the last committed batch. */
  linesDone: integer('lines_done').notNull(),
  imported: integer('imported').notNull(),
  rejected: integer('rejected').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The import's own range of signal ids and partition (ADR 0168): its lines are staged in tables of their own and
   * attached to `signals`, `signal_arguments` and `signal_entities` as one partition each once the file is read.
   * Null until its first batch, and for the imports that went into the live tables before that decision.
   */
  partitionNumber: integer('partition_number'),
  /** Set when the whole file was read and attached: running it again then imports nothing unless asked to. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
