import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const targetEntities = pgTable(
  'target_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The name in start case, as the Signals screen shows companies (migration 0007's argus_start_case, like
     * signals.company_name): the knowledge graph answers and searches it (ADR 0099) without computing it per call.
     */
    startCaseName: text('start_case_name')
      .notNull()
      .generatedAlwaysAs(sql`argus_start_case(name)`),
    dunsId: text('duns_id'),
    entityType: text('entity_type'),
    industry: text('industry'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    website: text('website'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('target_entities_name_lower_idx').on(sql`lower(${table.name})`),
    // The knowledge graph's entity search: "contains", any letter case, over the start-case name (pg_trgm).
    index('target_entities_start_case_name_trgm_idx').using('gin', sql`lower(${table.startCaseName}) gin_trgm_ops`),
    // A D-U-N-S number names exactly one company (many entities have none).
    uniqueIndex('target_entities_duns_id_key').on(table.dunsId),
  ],
);

/** Which customers monitor which target entities. */
export const customerTargetEntities = pgTable(
  'customer_target_entities',
  {
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    targetEntityId: uuid('target_entity_id')
      .notNull()
      .references(() => targetEntities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.customerName, table.targetEntityId] }),
    index('customer_target_entities_entity_idx').on(table.targetEntityId),
  ],
);
