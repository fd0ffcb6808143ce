import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, discoveries, userCustomers, users } from '../../db/schema';
import { customerConfigColumns } from '../../db/queries/customer-columns';

export function findUserForSettings(db: Database, username: string) {
  return db.query.users.findFirst({
    where: sql`lower(${users.username}) = lower(${username})`,
    columns: {
      id: true,
      username: true,
      privilege: true,
      newArchitecture: true,
      knowledgeGraph: true,
      preferences: true,
    },
  });
}

/** The customers a user may open: all of them for staff, else those granted in user_customers. */
export async function listAccessibleCustomers(db: Database, user: { id: string; seesAllCustomers: boolean }) {
  if (user.seesAllCustomers) return db.select(customerConfigColumns).from(customers).orderBy(asc(customers.name));
  return db
    .select(customerConfigColumns)
    .from(customers)
    .innerJoin(userCustomers, eq(userCustomers.customerName, customers.name))
    .where(eq(userCustomers.userId, user.id))
    .orderBy(asc(customers.name));
}

export async function findCustomerSettings(db: Database, customerName: string) {
  const [row] = await db.select(customerConfigColumns).from(customers).where(eq(customers.name, customerName));
  return row;
}

export function listDiscoveriesOf(db: Database, customerNames: string[]) {
  if (customerNames.length === 0) return Promise.resolve([]);
  return db
    .select({ id: discoveries.id, name: discoveries.name, customerName: discoveries.customerName })
    .from(discoveries)
    .where(inArray(discoveries.customerName, customerNames))
    .orderBy(asc(discoveries.name));
}

/**
 * Merges the changed preferences into the stored ones in one statement (jsonb `||`), so that two saves of different
 * sections at once both stay; answers what is stored afterwards.
 */
export async function mergeUserPreferences(db: Database, userId: string, changes: Record<string, unknown>) {
  const [row] = await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return row?.preferences;
}
