import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { customers, userCustomers, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export const FACTORY_PASSWORD = 'correct-horse-battery';
let factoryPasswordHash: Promise<string> | undefined;

export async function createCustomer(db: Database, values: Partial<typeof customers.$inferInsert> = {}) {
  const name = values.name ?? uniqueName('customer');
  const [row] = await db
    .insert(customers)
    .values({ name, label: null, folderDbTable: `events_${name}`, monitoring: true, discovery: true, ...values })
    .returning();
  return row!;
}

export async function createUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { customers?: string[]; password?: string } = {},
) {
  const { customers: customerNames = [], password, ...columns } = values;
  factoryPasswordHash ??= hashPassword(FACTORY_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await factoryPasswordHash;
  const [row] = await db
    .insert(users)
    .values({ username: uniqueName('user'), privilege: 1, passwordHash, ...columns })
    .returning();
  if (customerNames.length > 0) {
    await db.insert(userCustomers).values(customerNames.map((customerName) => ({ userId: row!.id, customerName })));
  }
  return { ...row!, password: password ?? FACTORY_PASSWORD };
}
