import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, customerTargetEntities, discoveries, searchTerms, userCustomers } from '../../db/schema';

const customerColumns = {
  name: customers.name,
  label: customers.label,
  folderDbTable: customers.folderDbTable,
  monitoring: customers.monitoring,
  discovery: customers.discovery,
  trend: customers.trend,
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
