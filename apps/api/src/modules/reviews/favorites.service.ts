import { isModerator, type AddFavoriteRequest, type Favorite, type ReviewItemKind } from '@argus/contract';
import { forbidden, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import { recordAudit } from '../audit/audit.service';
import { assertCustomerField } from '../access/access.service';
import { findVisibleReviewItem } from './review-items';
import { deleteFavorite, findUserByUsername, insertFavorite, listFavoritesOf } from './reviews.repository';

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

/** Bookmarks an item of a customer the user may open; bookmarking it again changes nothing (`created` false). */
export async function addFavorite(
  { db, user, actor }: ReviewWriteContext,
  { username, request }: { username: string; request: AddFavoriteRequest },
) {
  assertOwnBookmarks(user, username);
  await assertCustomerField(db, user, request.customerName, 'customerName');
  const item = await findVisibleReviewItem(db, user, request.itemKind, request.id);
  if (item.customerName !== request.customerName) throw notFound(`No such ${request.itemKind}.`);
  return db.transaction(async (transaction) => {
    const { favorite, created } = await insertFavorite(transaction, {
      userId: user.id,
      itemId: request.id,
      itemKind: request.itemKind,
      customerName: request.customerName,
    });
    if (created) {
      await recordAudit(transaction, {
        ...actor,
        action: 'favorite.add',
        targetType: request.itemKind,
        targetId: request.id,
        customerName: request.customerName,
      });
    }
    return { favorite: toFavoriteWire(favorite), created };
  });
}

export async function removeFavorite(
  { db, user, actor }: ReviewWriteContext,
  { username, id }: { username: string; id: string },
) {
  assertOwnBookmarks(user, username);
  await db.transaction(async (transaction) => {
    const removed = await deleteFavorite(transaction, user.id, id);
    if (!removed) throw notFound('No such bookmark.');
    await recordAudit(transaction, {
      ...actor,
      action: 'favorite.remove',
      targetType: removed.itemKind,
      targetId: id,
      customerName: removed.customerName ?? undefined,
    });
  });
  return { id, deleted: true as const };
}
