import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, customerTargetEntities, discoveries, searchTerms, userCustomers } from '../../db/schema';
import { customerConfigColumns } from '../../db/queries/customer-columns';

const customerColumns = {
  ...customerConfigColumns,
  groupStories: customers.groupStories,
  // Counted per customer through the (customer_name, …) primary keys and user_customers_customer_idx.
  entityCount: sql<number>`(select count(*) from ${customerTargetEntities} where ${customerTargetEntities.customerName} = ${customers.name})::int`,
  userCount: sql<number>`(select count(*) from ${userCustomers} where ${userCustomers.customerName} = ${customers.name})::int`,
};
export type CustomerRow = {
  name: string;
  label: string | null;
  folderDbTable: string;
  monitoring: boolean;
  discovery: boolean;
  trend: boolean;
  groupStories: boolean;
  entityCount: number;
  userCount: number;
};

export function listCustomerRows(db: Database): Promise<CustomerRow[]> {
  return db.select(customerColumns).from(customers).orderBy(asc(customers.name));
}

export async function findCustomerRow(db: Database, name: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.name, name));
  return row;
}

export function listCustomerNameRows(db: Database) {
  return db.select({ name: customers.name, label: customers.label }).from(customers).orderBy(asc(customers.name));
}

export function listDiscoveriesOfCustomers(db: Database, customerNames: string[]) {
  if (customerNames.length === 0) return Promise.resolve([]);
  return db
    .select({ id: discoveries.id, name: discoveries.name, customerName: discoveries.customerName })
    .from(discoveries)
    .where(inArray(discoveries.customerName, customerNames))
    .orderBy(asc(discoveries.name), asc(discoveries.id));
}

export type CustomerValues = {
  label?: string | null;
  folderDbTable?: string;
  monitoring?: boolean;
  discovery?: boolean;
  trend?: boolean;
  groupStories?: boolean;
};

export async function insertCustomer(db: Database, name: string, values: CustomerValues & { folderDbTable: string }) {
  await db.insert(customers).values({ name, ...values });
}

export async function updateCustomerRow(db: Database, name: string, values: CustomerValues) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.name, name));
}

/** Deleting a customer cascades to its signals, mentions, discoveries, links, grants and schedules. */
export async function deleteCustomerRow(db: Database, name: string) {
  await db.delete(customers).where(eq(customers.name, name));
}

/**
 * A new customer with the source's configuration, discoveries (with their search terms) and entity links, in one
 * transaction; signals, mentions and user grants stay with the source.
 */
export async function copyCustomer(
  db: Database,
  sourceName: string,
  target: { name: string; label: string | null; folderDbTable: string },
) {
  await db.transaction(async (transaction) => {
    const [source] = await transaction.select().from(customers).where(eq(customers.name, sourceName));
    if (!source) throw new Error(`customer ${sourceName} vanished`);
    await transaction.insert(customers).values({
      name: target.name,
      label: target.label,
      folderDbTable: target.folderDbTable,
      monitoring: source.monitoring,
      discovery: source.discovery,
      trend: source.trend,
      groupStories: source.groupStories,
      branding: source.branding,
    });
    const sourceDiscoveries = await transaction
      .select({ id: discoveries.id, name: discoveries.name })
      .from(discoveries)
      .where(eq(discoveries.customerName, sourceName));
    for (const discovery of sourceDiscoveries) {
      const [copy] = await transaction
        .insert(discoveries)
        .values({ customerName: target.name, name: discovery.name })
        .returning({ id: discoveries.id });
      await transaction.execute(sql`
        insert into ${searchTerms} (discovery_id, term, keywords)
        select ${copy!.id}::uuid, ${searchTerms.term}, ${searchTerms.keywords}
        from ${searchTerms} where ${searchTerms.discoveryId} = ${discovery.id}`);
    }
    await transaction.execute(sql`
      insert into ${customerTargetEntities} (customer_name, target_entity_id)
      select ${target.name}, ${customerTargetEntities.targetEntityId}
      from ${customerTargetEntities} where ${customerTargetEntities.customerName} = ${sourceName}`);
  });
}

export type DiscoveryDetailRow = {
  discoveryId: string;
  name: string;
  searchTerms: { id: string; term: string; keywords: string[] }[];
};

/** The customer's discoveries by name, each with its search terms by term (the editor's order). */
export async function listDiscoveryDetails(db: Database, customerName: string): Promise<DiscoveryDetailRow[]> {
  const rows = await db
    .select({
      discoveryId: discoveries.id,
      name: discoveries.name,
      termId: searchTerms.id,
      term: searchTerms.term,
      keywords: searchTerms.keywords,
    })
    .from(discoveries)
    .leftJoin(searchTerms, eq(searchTerms.discoveryId, discoveries.id))
    .where(eq(discoveries.customerName, customerName))
    .orderBy(asc(discoveries.name), asc(discoveries.id), asc(searchTerms.term), asc(searchTerms.id));
  const byId = new Map<string, DiscoveryDetailRow>();
  for (const row of rows) {
    let discovery = byId.get(row.discoveryId);
    if (!discovery) {
      discovery = { discoveryId: row.discoveryId, name: row.name, searchTerms: [] };
      byId.set(row.discoveryId, discovery);
    }
    if (row.termId) discovery.searchTerms.push({ id: row.termId, term: row.term!, keywords: row.keywords! });
  }
  return [...byId.values()];
}

export type DiscoveryWrite = {
  discoveryId?: string;
  name: string;
  searchTerms: { id?: string; term: string; keywords: string[] }[];
};

/**
 * Makes the customer's discoveries the given list: listed ones change in place (so mentions keep their discovery and
 * search term), new ones are inserted, the rest are deleted (their mentions keep their text, the links go null).
 * The caller has checked that every id belongs to this customer.
 */
export async function writeDiscoveries(db: Database, customerName: string, wanted: DiscoveryWrite[]) {
  await db.transaction(async (transaction) => {
    const keptIds = wanted.flatMap((discovery) => (discovery.discoveryId ? [discovery.discoveryId] : []));
    await transaction
      .delete(discoveries)
      .where(
        and(
          eq(discoveries.customerName, customerName),
          keptIds.length > 0 ? notInArray(discoveries.id, keptIds) : undefined,
        ),
      );
    for (const discovery of wanted) {
      let discoveryId = discovery.discoveryId;
      if (discoveryId) {
        await transaction.update(discoveries).set({ name: discovery.name }).where(eq(discoveries.id, discoveryId));
      } else {
        const [created] = await transaction
          .insert(discoveries)
          .values({ customerName, name: discovery.name })
          .returning({ id: discoveries.id });
        discoveryId = created!.id;
      }
      const keptTermIds = discovery.searchTerms.flatMap((searchTerm) => (searchTerm.id ? [searchTerm.id] : []));
      await transaction
        .delete(searchTerms)
        .where(
          and(
            eq(searchTerms.discoveryId, discoveryId),
            keptTermIds.length > 0 ? notInArray(searchTerms.id, keptTermIds) : undefined,
          ),
        );
      for (const searchTerm of discovery.searchTerms) {
        if (searchTerm.id) {
          await transaction
            .update(searchTerms)
            .set({ term: searchTerm.term, keywords: searchTerm.keywords })
            .where(eq(searchTerms.id, searchTerm.id));
        }
      }
      const added = discovery.searchTerms.filter((searchTerm) => !searchTerm.id);
      if (added.length > 0) {
        await transaction
          .insert(searchTerms)
          .values(added.map(({ term, keywords }) => ({ discoveryId: discoveryId!, term, keywords })));
      }
    }
  });
}
