import { isModerator, type ReviewItemKind } from '@argus/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertCustomerAccess } from '../access/access.service';
import { storyCopiesOf } from '../stories/stories.service';
import { findReviewItem } from './reviews.repository';

/**
 * The customer-access rule, answered as 404 where a 403 would confirm that a record of another customer exists:
 * a review names only an item id, so "forbidden" would tell that the id is real.
 */
export async function assertCustomerVisible(db: Database, user: CurrentUser, customerName: string | null) {
  if (customerName === null) {
    if (!isModerator(user.privilege)) throw notFound();
    return;
  }
  try {
    await assertCustomerAccess(db, user, customerName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) throw notFound();
    throw error;
  }
}

/**
 * The signal or mention a user wants to review, if they can see it: not deleted, hidden only for staff (who curate
 * hidden signals), and in a customer they may open. Anything else is 404, the same as an id that never existed.
 */
export async function findVisibleReviewItem(db: Database, user: CurrentUser, itemKind: ReviewItemKind, itemId: string) {
  const missing = notFound(`No such ${itemKind}.`);
  const item = await findReviewItem(db, itemKind, itemId);
  if (!item || item.deleted || (item.hidden && !isModerator(user.privilege))) throw missing;
  try {
    await assertCustomerVisible(db, user, item.customerName);
  } catch (error) {
    if (error instanceof HttpError) throw missing;
    throw error;
  }
  return item;
}

/**
 * The items one review of `itemId` is written to, the item itself first: a mention's review holds for every copy of its
 * story (ADR 0134), so that the story reads the same whichever copy the stream shows; a signal's holds for itself.
 */
export async function reviewedItemIds(db: Database, itemKind: ReviewItemKind, itemId: string): Promise<string[]> {
  if (itemKind === 'signal') return [itemId];
  const copies = await storyCopiesOf(db, itemId);
  return [itemId, ...copies.filter((copy) => copy !== itemId)];
}
