import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const targetEntities = pgTable(
  'target_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
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
