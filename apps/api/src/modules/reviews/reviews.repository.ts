import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReviewItemKind } from '@argus/contract';
import type { Database } from '../../db/client';
import { favorites, feedback, mentions, signals, userCustomers, users } from '../../db/schema';

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** The signal or mention a review points at, with what decides whether the reviewer may see it. */
export async function findReviewItem(db: Database, itemKind: ReviewItemKind, itemId: string) {
  if (itemKind === 'signal') {
    const [row] = await db
      .select({
        customerName: signals.customerName,
        eventType: signals.eventType,
        hidden: signals.hidden,
        deleted: signals.deleted,
      })
      .from(signals)
      .where(eq(signals.id, itemId));
    return row;
  }
  const [row] = await db
    .select({ customerName: mentions.customerName })
    .from(mentions)
    .where(eq(mentions.uuid, itemId));
  return row && { ...row, eventType: null, hidden: false, deleted: false };
}

const favoriteColumns = {
  itemId: favorites.itemId,
  itemKind: favorites.itemKind,
  customerName: favorites.customerName,
  createdAt: favorites.createdAt,
};

/** A user's bookmarks, newest first; with `grantedTo`, only those in customers granted to that (regular) user. */
export function listFavoritesOf(db: Database, userId: string, grantedTo: string | null) {
  const query = db.select(favoriteColumns).from(favorites);
  const scoped = grantedTo
    ? query.innerJoin(
        userCustomers,
        and(eq(userCustomers.customerName, favorites.customerName), eq(userCustomers.userId, grantedTo)),
      )
    : query;
  // Served by the primary key (user_id, item_id).
  return scoped.where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt), desc(favorites.itemId));
}

/** Bookmarks each item the user has not bookmarked yet; answers the bookmarks it made. */
export async function insertFavorites(db: Database, rows: (typeof favorites.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(favorites).values(rows).onConflictDoNothing().returning(favoriteColumns);
}

export async function findFavorite(db: Database, userId: string, itemId: string) {
  const [row] = await db
    .select(favoriteColumns)
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemId)));
  return row;
}

/** Removes the user's bookmarks of these items; answers those there were. */
export function deleteFavorites(db: Database, userId: string, itemIds: readonly string[]) {
  return db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.itemId, [...itemIds])))
    .returning(favoriteColumns);
}

const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  itemId: feedback.itemId,
  itemKind: feedback.itemKind,
  feedback: feedback.feedback,
  username: users.username,
  customerName: feedback.customerName,
  eventType: feedback.eventType,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
};
export type FeedbackRecord = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

/** All feedback, or with `grantedTo` only that in the customers granted to that (regular) user; newest first. */
export type ListPage = { offset: number; limit: number };

/** Feedback in the customers granted to `grantedTo` (all for null), newest first; one page of it with `page`. */
export function listFeedback(db: Database, grantedTo: string | null, page?: ListPage) {
  const query = db.select(feedbackColumns).from(feedback).innerJoin(users, eq(users.id, feedback.userId));
  const scoped = grantedTo
    ? query.innerJoin(
        userCustomers,
        and(eq(userCustomers.customerName, feedback.customerName), eq(userCustomers.userId, grantedTo)),
      )
    : query;
  const ordered = scoped.orderBy(desc(feedback.createdAt), desc(feedback.id)).$dynamic();
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
}

export async function countFeedback(db: Database, grantedTo: string | null) {
  const query = db.select({ total: sql<number>`count(*)::int` }).from(feedback);
  const scoped = grantedTo
    ? query.innerJoin(
        userCustomers,
        and(eq(userCustomers.customerName, feedback.customerName), eq(userCustomers.userId, grantedTo)),
      )
    : query;
  const [row] = await scoped;
  return row?.total ?? 0;
}

export async function findFeedback(db: Database, id: string) {
  const [row] = await db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row;
}

/** Inserts unless the user has feedback on the item already (feedback_user_item_key); undefined then. */
export async function insertFeedback(db: Database, values: typeof feedback.$inferInsert) {
  const [row] = await db
    .insert(feedback)
    .values(values)
    .onConflictDoNothing({ target: [feedback.userId, feedback.itemId] })
    .returning({ id: feedback.id });
  return row;
}

/** Inserts each row whose item the user has no feedback on yet; answers the ids of those inserted. */
export async function insertMissingFeedback(db: Database, rows: (typeof feedback.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(feedback)
    .values(rows)
    .onConflictDoNothing({ target: [feedback.userId, feedback.itemId] })
    .returning({ id: feedback.id });
}

/** Sets the user's feedback on these items to `value` where it differs; answers the ids changed. */
export function updateFeedbackValues(db: Database, userId: string, itemIds: readonly string[], value: number) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .update(feedback)
    .set({ feedback: value, updatedAt: sql`now()` })
    .where(and(eq(feedback.userId, userId), inArray(feedback.itemId, [...itemIds]), ne(feedback.feedback, value)))
    .returning({ id: feedback.id });
}

/** Removes the user's feedback on these items; answers the ids removed. */
export function deleteFeedbackOf(db: Database, userId: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .delete(feedback)
    .where(and(eq(feedback.userId, userId), inArray(feedback.itemId, [...itemIds])))
    .returning({ id: feedback.id });
}
