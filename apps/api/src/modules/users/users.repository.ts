import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteUnusedResetLinks } from './password-reset.repository';
import { customers, referenceListItems, userCustomers, users } from '../../db/schema';

export type NewUser = {
  username: string;
  passwordHash: string;
  privilege: number;
  email?: string | null;
  displayName?: string | null;
  knowledgeGraph?: boolean;
  status?: string;
};

export async function insertUserWithCustomers(db: Database, user: NewUser, customerNames: string[]) {
  return db.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(users)
      .values(user)
      .returning({ id: users.id, username: users.username });
    if (!created) throw new Error('insert returned no row');
    if (customerNames.length > 0) {
      await transaction
        .insert(userCustomers)
        .values(customerNames.map((customerName) => ({ userId: created.id, customerName })));
    }
    return created;
  });
}

export async function findExistingCustomerNames(db: Database, names: string[]) {
  if (names.length === 0) return [];
  const rows = await db.select({ name: customers.name }).from(customers).where(inArray(customers.name, names));
  return rows.map((row) => row.name);
}

export async function listAllCustomerNames(db: Database) {
  const rows = await db.select({ name: customers.name }).from(customers).orderBy(asc(customers.name));
  return rows.map((row) => row.name);
}

export function findUserIdByUsername(db: Database, username: string) {
  return db.query.users.findFirst({
    where: sql`lower(${users.username}) = lower(${username})`,
    columns: { id: true, username: true },
  });
}

/** Changing a password revokes every token of the user (their generation no longer matches). */
export async function updatePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenGeneration: sql`${users.tokenGeneration} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deleteUnusedResetLinks(db, userId);
}

const userColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  privilege: users.privilege,
  status: users.status,
  newArchitecture: users.newArchitecture,
  knowledgeGraph: users.knowledgeGraph,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  // The explicit grants; a correlated subquery keeps one row per user without GROUP BY over every column.
  customers: sql<
    string[]
  >`coalesce((select array_agg(${userCustomers.customerName} order by ${userCustomers.customerName}) from ${userCustomers} where ${userCustomers.userId} = ${users.id}), '{}'::text[])`,
};
export type UserRow = {
  id: string;
  username: string;
  displayName: string | null;
  email: string | null;
  privilege: number;
  status: string;
  newArchitecture: boolean;
  knowledgeGraph: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  customers: string[];
};

/** Sorted by lower-case username (spec section 3, "User list record"), served by users_username_lower_key. */
/** Every user (or one page of them) by lower-case username; the id breaks ties of the index order. */
export function listUserRows(db: Database, page?: { offset: number; limit: number }): Promise<UserRow[]> {
  const query = db
    .select(userColumns)
    .from(users)
    .orderBy(sql`lower(${users.username})`, asc(users.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countUsers(db: Database) {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users);
  return row?.total ?? 0;
}

export async function findUserRow(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export type UserChanges = {
  privilege?: number;
  status?: string;
  email?: string | null;
  displayName?: string | null;
  knowledgeGraph?: boolean;
  passwordHash?: string;
  /** Raises the token generation: every token the user holds stops working. */
  revokeTokens?: boolean;
};

export async function updateUserRow(db: Database, userId: string, changes: UserChanges, customerNames?: string[]) {
  const { revokeTokens, ...columns } = changes;
  await db.transaction(async (transaction) => {
    await transaction
      .update(users)
      .set({
        ...columns,
        ...(revokeTokens ? { tokenGeneration: sql`${users.tokenGeneration} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (revokeTokens) await deleteUnusedResetLinks(transaction, userId);
    if (customerNames) {
      await transaction.delete(userCustomers).where(eq(userCustomers.userId, userId));
      if (customerNames.length > 0) {
        await transaction.insert(userCustomers).values(customerNames.map((customerName) => ({ userId, customerName })));
      }
    }
  });
}

export async function deleteUserRow(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Active users with an e-mail address whose username or e-mail matches, for a forgotten password. */
export function findResettableUsers(db: Database, login: { username?: string; email?: string }) {
  const byUsername = login.username ? sql`lower(${users.username}) = lower(${login.username})` : sql`false`;
  const byEmail = login.email ? sql`lower(${users.email}) = lower(${login.email})` : sql`false`;
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`${users.email} is not null`, sql`(${byUsername} or ${byEmail})`));
}

export function listDestinationItems(db: Database) {
  return db
    .select({ key: referenceListItems.key, label: referenceListItems.label })
    .from(referenceListItems)
    .where(eq(referenceListItems.list, 'destinations'))
    .orderBy(asc(referenceListItems.sortOrder), asc(referenceListItems.key));
}
