import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A keyword search configured for a customer's discovery feature. */
export const discoveries = pgTable(
  'discoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discoveries_customer_idx').on(table.customerName)],
);

/** One search term of a discovery: a label and the keywords it matches. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discoveryId: uuid('discovery_id')
      .notNull()
      .references(() => discoveries.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [index('search_terms_discovery_idx').on(table.discoveryId)],
);

/** A media item found by a discovery's search terms. */
export const mentions = pgTable(
  'mentions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    discoveryId: uuid('discovery_id').references(() => discoveries.id, { onDelete: 'set null' }),
    searchTermId: uuid('search_term_id').references(() => searchTerms.id, { onDelete: 'set null' }),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    mediaSegment: text('media_segment').notNull(),
    reliability: smallint('reliability').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    sentence: text('sentence').notNull(),
    translatedSentence: text('translated_sentence'),
    authors: text('authors'),
    url: text('url'),
    source: text('source'),
    /** The names of the folder's target entities recognised in the title and sentence when the mention arrived. */
    companies: text('companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The four fields the keyword filter searches (title, sentence, translated sentence, authors), lower-cased as
     * JavaScript's toLowerCase does (ICU's root locale) and joined by the unit separator (chr 31), which keywords may
     * not contain, so that no keyword matches across two fields (ADR 0031). Stored: lower-casing costs ~1 µs per field,
     * which the filter would otherwise pay for every mention of the range on every call.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower((title || chr(31) || sentence || chr(31) || coalesce(translated_sentence, '') || chr(31) || coalesce(authors, '')) collate "und-x-icu")`,
      ),
    /**
     * The story (ADR 0134): the uuid of the mention that started it, kept while copies remain. Placed at ingest by the
     * locality-sensitive hashing bands below. Null: a story of one, the mention's own (those from before stories).
     */
    storyId: uuid('story_id'),
    /** The folder's mentions in the story, kept by the placement and by a delete trigger (migration 0029). */
    storySize: integer('story_size').notNull().default(1),
    /** The content signature's band keys (lib/stories): a copy shares at least one with the story it joins. */
    storyBands: integer('story_bands')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Newest first with the uuid as tie-breaker: the order of pages and of the streamed history.
    index('mentions_customer_publish_idx').on(
      table.customerName,
      table.publishDate.desc().nullsFirst(),
      table.uuid.desc().nullsFirst(),
    ),
    // The keyword filter's `search_text like '%keyword%'`: a rare keyword finds its few mentions through the
    // trigrams instead of reading every mention of the range (pg_trgm: migration 0005).
    index('mentions_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The company filter's `companies && array[…]`: a company's few mentions without reading the customer's range
    // (ADR 0031; 1M mentions, a month of 413,000: 150-250 ms → under 1 ms for a rare company, 30 ms for a common one).
    index('mentions_companies_idx').using('gin', table.companies),
    // A story's copies: their sizes and sources at placement, and the copies one click away.
    index('mentions_customer_story_idx').on(table.customerName, table.storyId),
    // A new mention's candidate stories: the mentions sharing one of its band keys (`story_bands && $keys`).
    index('mentions_story_bands_idx').using('gin', table.storyBands),
    check('mentions_reliability_check', sql`${table.reliability} between 1 and 5`),
  ],
);
