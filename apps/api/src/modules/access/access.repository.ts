import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, userCustomers } from '../../db/schema';

export async function hasCustomerGrant(db: Database, userId: string, customerName: string) {
  const [row] = await db
    .select({ customerName: userCustomers.customerName })
    .from(userCustomers)
    .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerName, customerName)));
  return row !== undefined;
}

export async function findCustomerFeatures(db: Database, customerName: string) {
  const [row] = await db
    .select({
      name: customers.name,
      monitoring: customers.monitoring,
      discovery: customers.discovery,
      groupStories: customers.groupStories,
    })
    .from(customers)
    .where(eq(customers.name, customerName));
  return row;
}

/** The names among `names` that are customers. */
export async function listExistingCustomerNames(db: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: customers.name })
    .from(customers)
    .where(inArray(customers.name, [...names]));
  return new Set(rows.map((row) => row.name));
}
