import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedViews, users } from '../../db/schema';

const columns = {
  id: savedViews.id,
  userId: savedViews.userId,
  owner: users.username,
  customerName: savedViews.customerName,
  kind: savedViews.kind,
  name: savedViews.name,
  criteria: savedViews.criteria,
  alert: savedViews.alert,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};

export type SavedViewRow = Awaited<ReturnType<typeof findSavedView>> & {};

/** The user's own views in the folder and those others share there, by name. */
export function listSavedViewsOf(db: Database, userId: string, customerName: string) {
  return db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(
      and(eq(savedViews.customerName, customerName), or(eq(savedViews.userId, userId), eq(savedViews.shared, true))),
    )
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

export async function findSavedView(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(eq(savedViews.id, id));
  return row;
}

export async function countSavedViewsOf(db: Database, userId: string, customerName: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.customerName, customerName)));
  return row?.count ?? 0;
}

export async function insertSavedView(db: Database, values: typeof savedViews.$inferInsert) {
  const [row] = await db.insert(savedViews).values(values).returning({ id: savedViews.id });
  return row!.id;
}

export async function updateSavedView(
  db: Database,
  id: string,
  change: Partial<Pick<typeof savedViews.$inferInsert, 'name' | 'criteria' | 'alert' | 'shared'>>,
) {
  await db
    .update(savedViews)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(savedViews.id, id));
}

export async function deleteSavedView(db: Database, id: string) {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
