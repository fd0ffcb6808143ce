import {
  isModerator,
  type AddFeedbackRequest,
  type Feedback,
  type OptionalPageQuery,
  type ReviewItemKind,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { listPageOf } from '../../lib/list-page';
import type { CurrentUser } from '../../lib/current-user';
import { recordAudit } from '../audit/audit.service';
import { learnFromReview, retrainFromReviews } from '../relevance/relevance.service';
import type { ReviewReadContext, ReviewWriteContext } from './favorites.service';
import { assertCustomerVisible, findVisibleReviewItem, reviewedItemIds } from './review-items';
import {
  countFeedback,
  deleteFeedbackOf,
  findFeedback,
  insertFeedback,
  insertMissingFeedback,
  listFeedback,
  updateFeedbackValues,
  type FeedbackRecord,
} from './reviews.repository';

function toFeedbackWire(row: FeedbackRecord): Feedback {
  return {
    id: row.id,
    eventId: row.itemId,
    itemKind: row.itemKind as ReviewItemKind,
    feedback: row.feedback as Feedback['feedback'],
    username: row.username,
    customerName: row.customerName,
    eventType: row.eventType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everyone's feedback in the customers the caller may open (all customers for staff); the client filters to its user. */
export async function readAllFeedback({ db, user }: ReviewReadContext, query: OptionalPageQuery = {}) {
  const grantedTo = isModerator(user.privilege) ? null : user.id;
  const page = listPageOf(query);
  const [rows, total] = await Promise.all([
    listFeedback(db, grantedTo, page),
    page ? countFeedback(db, grantedTo) : undefined,
  ]);
  return { feedback: rows.map(toFeedbackWire), total };
}

type FeedbackTarget = { itemKind: ReviewItemKind; customerName: string | null; eventType: string | null };

/**
 * Makes the user's feedback on each item `value`: added where there is none, turned where it is the other one, left
 * where it is the same. Answers how many items it changed.
 */
async function giveFeedbackOn(
  transaction: Database,
  userId: string,
  target: FeedbackTarget,
  itemIds: string[],
  value: 1 | -1,
) {
  const added = await insertMissingFeedback(
    transaction,
    itemIds.map((itemId) => ({ userId, itemId, ...target, feedback: value })),
  );
  const turned = await updateFeedbackValues(transaction, userId, itemIds, value);
  return added.length + turned.length;
}

/** How many mentions a review of a mention's story wrote, for the audit log; nothing for a signal. */
const copiesDetail = (itemKind: string, copies: number) => (itemKind === 'mention' ? { copies } : {});

/**
 * One like or dislike per user and item: a second one answers 409 and is changed with PATCH instead. A mention's
 * feedback holds for every copy of its story (ADR 0134); the answer is the item's own.
 */
export async function addFeedback({ db, user, actor }: ReviewWriteContext, request: AddFeedbackRequest) {
  const item = await findVisibleReviewItem(db, user, request.itemKind, request.eventId);
  const target = { itemKind: request.itemKind, customerName: item.customerName, eventType: item.eventType };
  return db.transaction(async (transaction) => {
    const inserted = await insertFeedback(transaction, {
      userId: user.id,
      itemId: request.eventId,
      ...target,
      feedback: request.feedback,
    });
    if (!inserted) {
      throw new HttpError(
        409,
        'Conflict',
        'You have given feedback on this item already; change it instead.',
        'eventId',
      );
    }
    const [, ...copies] = await reviewedItemIds(transaction, request.itemKind, request.eventId);
    const copiesChanged = await giveFeedbackOn(transaction, user.id, target, copies, request.feedback);
    // The reviewer's own model learns the review once, of the item reviewed (not of each copy of its story).
    await learnFromReview(transaction, {
      userId: user.id,
      customerName: item.customerName,
      itemKind: request.itemKind,
      itemId: request.eventId,
      review: request.feedback === 1 ? 'like' : 'dislike',
    });
    await recordAudit(transaction, {
      ...actor,
      action: 'feedback.add',
      targetType: 'feedback',
      targetId: inserted.id,
      customerName: item.customerName,
      details: {
        eventId: request.eventId,
        itemKind: request.itemKind,
        feedback: request.feedback,
        ...copiesDetail(request.itemKind, 1 + copiesChanged),
      },
    });
    return toFeedbackWire((await findFeedback(transaction, inserted.id))!);
  });
}

/**
 * The caller's own feedback, for a change. Feedback in a customer the caller cannot open is 404 like a missing id;
 * someone else's that the caller can see (they share the customer) is 403.
 */
async function findOwnFeedback(db: Database, user: CurrentUser, id: string) {
  const row = await findFeedback(db, id);
  if (!row) throw notFound('No such feedback.');
  try {
    await assertCustomerVisible(db, user, row.customerName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound('No such feedback.');
    throw error;
  }
  if (row.userId !== user.id) throw forbidden('You may change only your own feedback.');
  return row;
}

/** Turns a like into a dislike or back, on every copy of a mention's story with it (a copy without feedback gets it). */
export async function changeFeedback(
  { db, user, actor }: ReviewWriteContext,
  { id, value }: { id: string; value: 1 | -1 },
) {
  const row = await findOwnFeedback(db, user, id);
  const itemKind = row.itemKind as ReviewItemKind;
  await db.transaction(async (transaction) => {
    const itemIds = await reviewedItemIds(transaction, itemKind, row.itemId);
    const target = { itemKind, customerName: row.customerName, eventType: row.eventType };
    const changed = await giveFeedbackOn(transaction, user.id, target, itemIds, value);
    if (changed === 0) return;
    await retrainFromReviews(transaction, { userId: user.id, ...target });
    await recordAudit(transaction, {
      ...actor,
      action: 'feedback.update',
      targetType: 'feedback',
      targetId: id,
      customerName: row.customerName ?? undefined,
      details: { eventId: row.itemId, from: row.feedback, to: value, ...copiesDetail(itemKind, changed) },
    });
  });
  return toFeedbackWire((await findFeedback(db, id))!);
}

/** Removes the feedback, and the user's feedback on every other copy of a mention's story. */
export async function removeFeedback({ db, user, actor }: ReviewWriteContext, id: string) {
  const row = await findOwnFeedback(db, user, id);
  await db.transaction(async (transaction) => {
    const itemIds = await reviewedItemIds(transaction, row.itemKind as ReviewItemKind, row.itemId);
    const removed = await deleteFeedbackOf(transaction, user.id, itemIds);
    await retrainFromReviews(transaction, { userId: user.id, itemKind: row.itemKind, customerName: row.customerName });
    await recordAudit(transaction, {
      ...actor,
      action: 'feedback.delete',
      targetType: 'feedback',
      targetId: id,
      customerName: row.customerName ?? undefined,
      details: {
        eventId: row.itemId,
        itemKind: row.itemKind,
        feedback: row.feedback,
        ...copiesDetail(row.itemKind, removed.length),
      },
    });
  });
  return { id, deleted: true as const };
}
