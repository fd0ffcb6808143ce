import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, customerTargetEntities, targetEntities } from '../../db/schema';

const pageColumns = {
  id: targetEntities.id,
  name: targetEntities.name,
  dunsId: targetEntities.dunsId,
  entityType: targetEntities.entityType,
  industry: targetEntities.industry,
  country: targetEntities.country,
  city: targetEntities.city,
  latitude: targetEntities.latitude,
  longitude: targetEntities.longitude,
  website: targetEntities.website,
  aliases: targetEntities.aliases,
};

const entityColumns = {
  ...pageColumns,
  // Through customer_target_entities_entity_idx, one lookup per row.
  customers: sql<
    string[]
  >`coalesce((select array_agg(${customerTargetEntities.customerName} order by ${customerTargetEntities.customerName}) from ${customerTargetEntities} where ${customerTargetEntities.targetEntityId} = ${targetEntities.id}), '{}'::text[])`,
};

export type EntitySort = { column: 'name' | 'country' | 'industry' | 'dunsId' | 'updatedAt'; descending: boolean };
export type EntityTableFilter = { search?: string; customer?: string; sort: EntitySort; offset: number; limit: number };

/**
 * `%`, `_` and `\` typed by a user are meant literally. Name, D-U-N-S number and aliases are searched joined by the
 * unit separator (chr 31), which is taken out of the search text, so one match never spans two of them.
 */
const escapeLikePattern = (text: string) =>
  text.replaceAll(String.fromCharCode(31), '').replace(/[\\%_]/g, (character) => `\\${character}`);

/** The expression of target_entities_search_trgm_idx (migration 0005), so that the trigram index answers it. */
export function searchCondition(search: string) {
  const pattern = `%${escapeLikePattern(search.toLowerCase())}%`;
  return sql`argus_entity_search_text(${targetEntities.name}, ${targetEntities.dunsId}, ${targetEntities.aliases}) like ${pattern}`;
}

function tableConditions(filter: EntityTableFilter) {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.customer) {
    conditions.push(
      sql`exists (select 1 from ${customerTargetEntities} where ${customerTargetEntities.targetEntityId} = ${targetEntities.id} and ${customerTargetEntities.customerName} = ${filter.customer})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listEntityPage(db: Database, filter: EntityTableFilter) {
  const where = tableConditions(filter);
  const sortColumn = {
    name: sql`lower(${targetEntities.name})`,
    country: targetEntities.country,
    industry: targetEntities.industry,
    dunsId: targetEntities.dunsId,
    updatedAt: targetEntities.updatedAt,
  }[filter.sort.column];
  const direction = filter.sort.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(pageColumns)
      .from(targetEntities)
      .where(where)
      // The id breaks ties so that pages neither repeat nor skip rows.
      .orderBy(direction(sortColumn), asc(targetEntities.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(targetEntities).where(where),
  ]);
  // The customers of the page's rows only: in the select list PostgreSQL would look them up for every skipped row
  // of a deep page too (page 200 of 20,000: 10,000 lookups, ~90 ms, instead of 50).
  const customersById = await listCustomersOfEntities(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, customers: customersById.get(row.id) ?? [] })),
    total: total?.total ?? 0,
  };
}

async function listCustomersOfEntities(db: Database, ids: string[]) {
  const byId = new Map<string, string[]>();
  if (ids.length === 0) return byId;
  const links = await db
    .select({ id: customerTargetEntities.targetEntityId, customerName: customerTargetEntities.customerName })
    .from(customerTargetEntities)
    .where(inArray(customerTargetEntities.targetEntityId, ids))
    .orderBy(asc(customerTargetEntities.customerName));
  for (const link of links) byId.set(link.id, [...(byId.get(link.id) ?? []), link.customerName]);
  return byId;
}

export async function findEntityRow(db: Database, id: string) {
  const [row] = await db.select(entityColumns).from(targetEntities).where(eq(targetEntities.id, id));
  return row;
}

export async function findExistingCustomerNames(db: Database, names: string[]) {
  if (names.length === 0) return [];
  const rows = await db.select({ name: customers.name }).from(customers).where(inArray(customers.name, names));
  return rows.map((row) => row.name);
}

export type EntityValues = {
  name?: string;
  dunsId?: string | null;
  entityType?: string | null;
  industry?: string | null;
  country?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  website?: string | null;
  aliases?: string[];
};

export async function insertEntity(db: Database, values: EntityValues & { name: string }, customerNames: string[]) {
  return db.transaction(async (transaction) => {
    const [created] = await transaction.insert(targetEntities).values(values).returning({ id: targetEntities.id });
    if (!created) throw new Error('insert returned no row');
    if (customerNames.length > 0) {
      await transaction
        .insert(customerTargetEntities)
        .values(customerNames.map((customerName) => ({ customerName, targetEntityId: created.id })));
    }
    return created.id;
  });
}

export async function updateEntity(db: Database, id: string, values: EntityValues, customerNames?: string[]) {
  await db.transaction(async (transaction) => {
    await transaction
      .update(targetEntities)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(targetEntities.id, id));
    if (customerNames) {
      await transaction.delete(customerTargetEntities).where(eq(customerTargetEntities.targetEntityId, id));
      if (customerNames.length > 0) {
        await transaction
          .insert(customerTargetEntities)
          .values(customerNames.map((customerName) => ({ customerName, targetEntityId: id })));
      }
    }
  });
}

/** Signals keep their entity name; their link is set to null by the foreign key. */
export async function deleteEntity(db: Database, id: string) {
  await db.delete(targetEntities).where(eq(targetEntities.id, id));
}

/** Whether the link was new (false: the customer already monitored the entity). */
export async function insertCustomerLink(db: Database, id: string, customerName: string): Promise<boolean> {
  const inserted = await db
    .insert(customerTargetEntities)
    .values({ customerName, targetEntityId: id })
    .onConflictDoNothing()
    .returning({ id: customerTargetEntities.targetEntityId });
  return inserted.length > 0;
}

/** Whether there was a link to remove. */
export async function deleteCustomerLink(db: Database, id: string, customerName: string): Promise<boolean> {
  const deleted = await db
    .delete(customerTargetEntities)
    .where(and(eq(customerTargetEntities.targetEntityId, id), eq(customerTargetEntities.customerName, customerName)))
    .returning({ id: customerTargetEntities.targetEntityId });
  return deleted.length > 0;
}

/** The customer's target entities with their industry and where they are, by name (the Map, relevance): through the customer's links. */
export function listFolderEntities(db: Database, customerName: string) {
  return db
    .select({
      id: targetEntities.id,
      name: targetEntities.name,
      industry: targetEntities.industry,
      country: targetEntities.country,
      city: targetEntities.city,
      latitude: targetEntities.latitude,
      longitude: targetEntities.longitude,
    })
    .from(customerTargetEntities)
    .innerJoin(targetEntities, eq(targetEntities.id, customerTargetEntities.targetEntityId))
    .where(eq(customerTargetEntities.customerName, customerName))
    .orderBy(asc(targetEntities.name), asc(targetEntities.id));
}
