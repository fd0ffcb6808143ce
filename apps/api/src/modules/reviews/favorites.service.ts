import { isModerator, type AddFavoriteRequest, type Favorite, type ReviewItemKind } from '@argus/contract';
import { forbidden, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import { recordAudit } from '../audit/audit.service';
import { assertCustomerField } from '../access/access.service';
import { learnFromReview, retrainFromReviews } from '../relevance/relevance.service';
import { findVisibleReviewItem, reviewedItemIds } from './review-items';
import {
  deleteFavorites,
  findFavorite,
  findUserByUsername,
  insertFavorites,
  listFavoritesOf,
} from './reviews.repository';

/** What a read of bookmarks works with: the caller. */
export type ReviewReadContext = Pick<ServiceContext, 'db' | 'user'>;
/** What a review write works with: the caller and the actor the audit log names. */
export type ReviewWriteContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

type FavoriteRow = { itemId: string; itemKind: string; customerName: string | null; createdAt: Date };

const isOwnName = (user: CurrentUser, username: string) => user.username.toLowerCase() === username.toLowerCase();

function toFavoriteWire(row: FavoriteRow): Favorite {
  return {
    id: row.itemId,
    itemKind: row.itemKind as ReviewItemKind,
    customerName: row.customerName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A user's bookmarks. Anyone reads their own (only in the customers they may still open); staff read anyone's.
 * Another user's name answers 403 before any lookup, so that it does not reveal whether the user exists.
 */
export async function readFavorites({ db, user }: ReviewReadContext, username: string) {
  if (isOwnName(user, username)) {
    const rows = await listFavoritesOf(db, user.id, isModerator(user.privilege) ? null : user.id);
    return rows.map(toFavoriteWire);
  }
  if (!isModerator(user.privilege)) throw forbidden('You may read only your own bookmarks.');
  const owner = await findUserByUsername(db, username);
  if (!owner) throw notFound('No such user.');
  return (await listFavoritesOf(db, owner.id, null)).map(toFavoriteWire);
}

function assertOwnBookmarks(user: CurrentUser, username: string) {
  if (!isOwnName(user, username)) throw forbidden('You may change only your own bookmarks.');
}

/**
 * Bookmarks an item of a customer the user may open, and a mention's story with it (every copy); bookmarking it again
 * changes nothing (`created` false) but bookmarks a copy that joined the story since. The answer is the item's own
 * bookmark; the audit log gets one entry per request that bookmarked anything, counting the mentions it bookmarked.
 */
export async function addFavorite(
  { db, user, actor }: ReviewWriteContext,
  { username, request }: { username: string; request: AddFavoriteRequest },
) {
  assertOwnBookmarks(user, username);
  await assertCustomerField(db, user, request.customerName, 'customerName');
  const item = await findVisibleReviewItem(db, user, request.itemKind, request.id);
  if (item.customerName !== request.customerName) throw notFound(`No such ${request.itemKind}.`);
  return db.transaction(async (transaction) => {
    const itemIds = await reviewedItemIds(transaction, request.itemKind, request.id);
    const made = await insertFavorites(
      transaction,
      itemIds.map((itemId) => ({
        userId: user.id,
        itemId,
        itemKind: request.itemKind,
        customerName: request.customerName,
      })),
    );
    const own = made.find((row) => row.itemId === request.id);
    // The reviewer's own model learns the bookmark once, of the item bookmarked (not of each copy of its story).
    if (own) {
      await learnFromReview(transaction, {
        userId: user.id,
        customerName: request.customerName,
        itemKind: request.itemKind,
        itemId: request.id,
        review: 'bookmark',
      });
    }
    const favorite = own ?? (await findFavorite(transaction, user.id, request.id))!;
    if (made.length > 0) {
      await recordAudit(transaction, {
        ...actor,
        action: 'favorite.add',
        targetType: request.itemKind,
        targetId: request.id,
        customerName: request.customerName,
        ...(request.itemKind === 'mention' ? { details: { copies: made.length } } : {}),
      });
    }
    return { favorite: toFavoriteWire(favorite), created: own !== undefined };
  });
}

/**
 * Removes the bookmark of an item, and of a mention's whole story. A copy without a bookmark of its own (it joined the
 * story after the bookmark) still removes the story's, so that the undo of whichever copy the stream shows works.
 */
export async function removeFavorite(
  { db, user, actor }: ReviewWriteContext,
  { username, id }: { username: string; id: string },
) {
  assertOwnBookmarks(user, username);
  await db.transaction(async (transaction) => {
    const asked = await findFavorite(transaction, user.id, id);
    const itemIds = asked?.itemKind === 'signal' ? [id] : await reviewedItemIds(transaction, 'mention', id);
    const removed = await deleteFavorites(transaction, user.id, itemIds);
    const target = removed.find((row) => row.itemId === id) ?? removed[0];
    if (!target) throw notFound('No such bookmark.');
    await retrainFromReviews(transaction, { userId: user.id, ...target });
    await recordAudit(transaction, {
      ...actor,
      action: 'favorite.remove',
      targetType: target.itemKind,
      targetId: id,
      customerName: target.customerName ?? undefined,
      ...(target.itemKind === 'mention' ? { details: { copies: removed.length } } : {}),
    });
  });
  return { id, deleted: true as const };
}
