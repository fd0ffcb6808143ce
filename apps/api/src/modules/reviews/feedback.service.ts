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
import type { ReviewReadContext, ReviewWriteContext } from './favorites.service';
import { assertCustomerVisible, findVisibleReviewItem } from './review-items';
import {
  countFeedback,
  deleteFeedback,
  findFeedback,
  insertFeedback,
  listFeedback,
  updateFeedbackValue,
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

/** One like or dislike per user and item: a second one answers 409 and is changed with PATCH instead. */
export async function addFeedback({ db, user, actor }: ReviewWriteContext, request: AddFeedbackRequest) {
  const item = await findVisibleReviewItem(db, user, request.itemKind, request.eventId);
  return db.transaction(async (transaction) => {
    const inserted = await insertFeedback(transaction, {
      userId: user.id,
      itemId: request.eventId,
      itemKind: request.itemKind,
      customerName: item.customerName,
      eventType: item.eventType,
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
    await recordAudit(transaction, {
      ...actor,
      action: 'feedback.add',
      targetType: 'feedback',
      targetId: inserted.id,
      customerName: item.customerName,
      details: { eventId: request.eventId, itemKind: request.itemKind, feedback: request.feedback },
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

export async function changeFeedback(
  { db, user, actor }: ReviewWriteContext,
  { id, value }: { id: string; value: 1 | -1 },
) {
  const row = await findOwnFeedback(db, user, id);
  if (row.feedback !== value) {
    await db.transaction(async (transaction) => {
      await updateFeedbackValue(transaction, id, value);
      await recordAudit(transaction, {
        ...actor,
        action: 'feedback.update',
        targetType: 'feedback',
        targetId: id,
        customerName: row.customerName ?? undefined,
        details: { eventId: row.itemId, from: row.feedback, to: value },
      });
    });
  }
  return toFeedbackWire((await findFeedback(db, id))!);
}

export async function removeFeedback({ db, user, actor }: ReviewWriteContext, id: string) {
  const row = await findOwnFeedback(db, user, id);
  await db.transaction(async (transaction) => {
    await deleteFeedback(transaction, id);
    await recordAudit(transaction, {
      ...actor,
      action: 'feedback.delete',
      targetType: 'feedback',
      targetId: id,
      customerName: row.customerName ?? undefined,
      details: { eventId: row.itemId, itemKind: row.itemKind, feedback: row.feedback },
    });
  });
  return { id, deleted: true as const };
}
