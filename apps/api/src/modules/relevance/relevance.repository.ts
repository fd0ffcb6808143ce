import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, feedback, relevanceModels, relevanceOpens } from '../../db/schema';

export type RelevanceModelKey = { userId: string; customerName: string; itemKind: 'signal' | 'mention' };

/** The tables whose rows belong to a user's folder and kind: the models, and the reviews a retrain learns from. */
type KeyedTable = typeof relevanceModels | typeof relevanceOpens | typeof feedback | typeof favorites;

/** The table's rows of the key's user, folder and kind. */
const keyOf = (table: KeyedTable, { userId, customerName, itemKind }: RelevanceModelKey) =>
  and(eq(table.userId, userId), eq(table.customerName, customerName), eq(table.itemKind, itemKind));

/** The table's rows of the user: of one folder, or (no `customerName`) of all. */
const ofUser = (table: typeof relevanceModels | typeof relevanceOpens, userId: string, customerName?: string) =>
  customerName === undefined
    ? eq(table.userId, userId)
    : and(eq(table.userId, userId), eq(table.customerName, customerName));

const modelColumns = {
  model: relevanceModels.model,
  reviews: relevanceModels.reviews,
  createdAt: relevanceModels.createdAt,
};

/** The user's model of the folder and kind (the primary key's one row). */
export async function findRelevanceModel(db: Database, key: RelevanceModelKey) {
  const [row] = await db.select(modelColumns).from(relevanceModels).where(keyOf(relevanceModels, key));
  return row;
}

/** The same, locked until the transaction ends, so that two reviews at once each learn on the other's result. */
export async function lockRelevanceModel(db: Database, key: RelevanceModelKey) {
  const [row] = await db.select(modelColumns).from(relevanceModels).where(keyOf(relevanceModels, key)).for('update');
  return row;
}

/** A first model of the key; false if another transaction made one meanwhile (then lock and update that one). */
export async function insertRelevanceModel(db: Database, key: RelevanceModelKey, model: unknown, reviews: number) {
  const inserted = await db
    .insert(relevanceModels)
    .values({ ...key, model, reviews })
    .onConflictDoNothing()
    .returning({ userId: relevanceModels.userId });
  return inserted.length > 0;
}

export async function updateRelevanceModel(db: Database, key: RelevanceModelKey, model: unknown, reviews: number) {
  await db
    .update(relevanceModels)
    .set({ model, reviews, updatedAt: sql`now()` })
    .where(keyOf(relevanceModels, key));
}

/**
 * Removes the user's models and the opens they learned: of one folder, or of all. Answers how many models there were.
 */
export async function deleteRelevanceModels(db: Database, userId: string, customerName?: string) {
  await db.delete(relevanceOpens).where(ofUser(relevanceOpens, userId, customerName));
  const removed = await db
    .delete(relevanceModels)
    .where(ofUser(relevanceModels, userId, customerName))
    .returning({ itemKind: relevanceModels.itemKind });
  return removed.length;
}

/**
 * Records that the user opened an item of the key's folder and kind (its latest open). Answers whether it is the
 * item's first open (no row before): only that one teaches the model. Two first opens at once: the second waits for
 * the first's row and finds it there.
 */
export async function recordRelevanceOpen(db: Database, key: RelevanceModelKey, itemId: string) {
  const inserted = await db
    .insert(relevanceOpens)
    .values({ ...key, itemId, openedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ itemId: relevanceOpens.itemId });
  if (inserted.length > 0) return true;
  await db
    .update(relevanceOpens)
    .set({ openedAt: sql`now()` })
    .where(and(keyOf(relevanceOpens, key), eq(relevanceOpens.itemId, itemId)));
  return false;
}

export type StoredReview = { itemId: string; review: 'like' | 'dislike' | 'bookmark' | 'open'; at: Date };

/**
 * The user's current likes, dislikes and bookmarks, and opens, of items of one kind in one folder given (or changed)
 * `since`, the newest `limit` of each (newest first): what a retrain learns from. A like's or dislike's time is its
 * last change, an open's the item's latest open.
 */
export async function listStoredReviews(
  db: Database,
  key: RelevanceModelKey,
  { since, limit }: { since: Date; limit: number },
): Promise<StoredReview[]> {
  const marks = await db
    .select({ itemId: feedback.itemId, value: feedback.feedback, at: feedback.updatedAt })
    .from(feedback)
    .where(and(keyOf(feedback, key), gte(feedback.updatedAt, since)))
    .orderBy(desc(feedback.updatedAt), desc(feedback.id))
    .limit(limit);
  const bookmarks = await db
    .select({ itemId: favorites.itemId, at: favorites.createdAt })
    .from(favorites)
    .where(and(keyOf(favorites, key), gte(favorites.createdAt, since)))
    .orderBy(desc(favorites.createdAt), desc(favorites.itemId))
    .limit(limit);
  const opens = await db
    .select({ itemId: relevanceOpens.itemId, at: relevanceOpens.openedAt })
    .from(relevanceOpens)
    .where(and(keyOf(relevanceOpens, key), gte(relevanceOpens.openedAt, since)))
    .orderBy(desc(relevanceOpens.openedAt))
    .limit(limit);
  return [
    ...marks.map((row) => ({
      itemId: row.itemId,
      review: row.value > 0 ? ('like' as const) : ('dislike' as const),
      at: row.at,
    })),
    ...bookmarks.map((row) => ({ itemId: row.itemId, review: 'bookmark' as const, at: row.at })),
    ...opens.map((row) => ({ itemId: row.itemId, review: 'open' as const, at: row.at })),
  ];
}
