// Relevance learned from feedback (issue 39, ADR 0137): one model per user, folder and kind, trained online in the
// same transaction as each of that user's reviews, retrained from the stored reviews when one is taken back, served
// to its own user (the browser's worker ranks with it) and forgotten on request.
import type {
  Mention,
  RelevanceKind,
  RelevanceModelResponse,
  RelevanceOpenRequest,
  RelevanceResetQuery,
  Signal,
} from '@argus/contract';
import {
  COLD_START_REVIEWS,
  createRelevanceModel,
  learnReview,
  parseModel,
  serialiseModel,
  trainModel,
  type EntityFacts,
  type RelevanceContext,
  type RelevanceModel,
  type ReviewKind,
  type ReviewedItem,
} from '@argus/filtering';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerField } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { readWrittenMentions } from '../mentions/mentions.service';
import { readSignalsToPush } from '../signals/signal-reads.service';
import { readEntity } from '../target-entities/target-entities.service';
import {
  deleteRelevanceModels,
  findRelevanceModel,
  insertRelevanceModel,
  listStoredReviews,
  lockRelevanceModel,
  recordRelevanceOpen as storeRelevanceOpen,
  updateRelevanceModel,
  type RelevanceModelKey,
  type StoredReview,
} from './relevance.repository';

type ItemKind = RelevanceModelKey['itemKind'];

/**
 * A retrain learns from at most this many of the user's newest reviews and opens of the folder and kind (read as the
 * newest this many of likes and dislikes, of bookmarks and of opens, each, then merged and cut): a few milliseconds of
 * learning, inside the review's own transaction. Older tastes fade out.
 */
export const RETRAIN_REVIEWS = 2000;

const itemKindOf = (kind: RelevanceKind): ItemKind => (kind === 'signals' ? 'signal' : 'mention');

/** The wire items among `ids` as the folder's stream has them; a hidden or deleted signal is absent. */
async function readItems(db: Database, customerName: string, itemKind: ItemKind, ids: string[]) {
  const found = new Map<string, Signal | Mention>();
  if (ids.length === 0) return found;
  if (itemKind === 'signal') {
    for (const row of await readSignalsToPush(db, customerName, ids)) {
      if (row.json !== null) found.set(row.id, JSON.parse(row.json) as Signal);
    }
  } else {
    for (const mention of await readWrittenMentions(db, customerName, ids)) found.set(mention.uuid, mention);
  }
  return found;
}

/** The industry and country of the signals' target entities, for the model's entity features. */
async function entityContextOf(db: Database, items: Iterable<Signal | Mention>): Promise<RelevanceContext> {
  const facts = new Map<string, EntityFacts>();
  for (const item of items) {
    const id = (item as Partial<Signal>).targetEntityId;
    if (!id || facts.has(id)) continue;
    try {
      const entity = await readEntity(db, id);
      facts.set(id, { industry: entity.industry, country: entity.country });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      facts.set(id, {});
    }
  }
  return { entityFacts: (id) => facts.get(id) };
}

const stored = (model: RelevanceModel) => JSON.parse(serialiseModel(model)) as unknown;

/**
 * Learns one review of one item (as the stream shows it) into its reviewer's model of the item's folder and kind: the
 * row is locked (or made) first, so that two reviews at once do not lose one.
 */
async function learnItemInto(
  transaction: Database,
  key: RelevanceModelKey,
  item: Signal | Mention,
  review: ReviewKind,
) {
  const context = key.itemKind === 'signal' ? await entityContextOf(transaction, [item]) : undefined;
  const row = await lockRelevanceModel(transaction, key);
  const model = row ? parseModel(row.model) : createRelevanceModel(key.itemKind);
  learnReview(model, item, review, context);
  if (row) {
    await updateRelevanceModel(transaction, key, stored(model), model.reviews);
  } else if (!(await insertRelevanceModel(transaction, key, stored(model), model.reviews))) {
    // Another transaction made the model meanwhile: learn on top of its result instead.
    const made = (await lockRelevanceModel(transaction, key))!;
    const current = parseModel(made.model);
    learnReview(current, item, review, context);
    await updateRelevanceModel(transaction, key, stored(current), current.reviews);
  }
}

/** The same of an item by id: nothing is learned of an item the stream does not show (a hidden signal a moderator reviews). */
async function learnInto(transaction: Database, key: RelevanceModelKey, itemId: string, review: ReviewKind) {
  const item = (await readItems(transaction, key.customerName, key.itemKind, [itemId])).get(itemId);
  if (!item) return false;
  await learnItemInto(transaction, key, item, review);
  return true;
}

/** What a review names: its user, folder and item kind (a review's kind is a string in the database). */
export type ReviewTarget = { userId: string; customerName: string | null; itemKind: string };
export type ReviewLearned = ReviewTarget & { itemId: string; review: Exclude<ReviewKind, 'open'> };

/** The model a review trains; none for an item outside any folder (seen only by staff). */
function modelKeyOf({ userId, customerName, itemKind }: ReviewTarget): RelevanceModelKey | undefined {
  if (customerName === null || (itemKind !== 'signal' && itemKind !== 'mention')) return undefined;
  return { userId, customerName, itemKind };
}

/**
 * Called by modules/reviews in the transaction of each like, dislike and bookmark added, once per review action (for
 * the copy of a mention's story the user acted on): the reviewer's own model learns it, whoever the reviewer is.
 */
export async function learnFromReview(transaction: Database, review: ReviewLearned): Promise<void> {
  const key = modelKeyOf(review);
  if (key) await learnInto(transaction, key, review.itemId, review.review);
}

/**
 * Oldest first; a mention's story once per review kind (its review is written to every copy), an open once per item
 * opened (each copy opened was learned as it was opened).
 */
function reviewsInTimeOrder(reviews: StoredReview[], items: Map<string, Signal | Mention>, itemKind: ItemKind) {
  const ordered = reviews
    .filter((review) => items.has(review.itemId))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))
    .slice(-RETRAIN_REVIEWS);
  const seen = new Set<string>();
  const learned: ReviewedItem[] = [];
  for (const review of ordered) {
    const item = items.get(review.itemId)!;
    if (itemKind === 'mention' && review.review !== 'open') {
      const story = `${review.review} ${(item as Mention).storyId}`;
      if (seen.has(story)) continue;
      seen.add(story);
    }
    learned.push({ item, review: review.review });
  }
  return learned;
}

/**
 * Called by modules/reviews in the transaction of a review taken back or changed (a like turned dislike, a removed
 * like, dislike or bookmark): an online model cannot unlearn, so the model is trained again from the user's current
 * reviews and stored opens of the folder and kind given since the model began (a reset's forgetting holds), in time
 * order, the newest RETRAIN_REVIEWS. Without a model (never trained, or reset) there is nothing to retrain.
 */
export async function retrainFromReviews(transaction: Database, target: ReviewTarget): Promise<void> {
  const key = modelKeyOf(target);
  if (!key) return;
  const row = await lockRelevanceModel(transaction, key);
  if (!row) return;
  const reviews = await listStoredReviews(transaction, key, { since: row.createdAt, limit: RETRAIN_REVIEWS });
  const items = await readItems(transaction, key.customerName, key.itemKind, [
    ...new Set(reviews.map((review) => review.itemId)),
  ]);
  const context = key.itemKind === 'signal' ? await entityContextOf(transaction, items.values()) : undefined;
  const model = trainModel(key.itemKind, reviewsInTimeOrder(reviews, items, key.itemKind), context);
  await updateRelevanceModel(transaction, key, stored(model), model.reviews);
}

export async function readRelevanceModel(
  { db, user }: Pick<ServiceContext, 'db' | 'user'>,
  query: { customer: string; kind: RelevanceKind },
): Promise<RelevanceModelResponse> {
  await assertCustomerField(db, user, query.customer, 'customer');
  const row = await findRelevanceModel(db, {
    userId: user.id,
    customerName: query.customer,
    itemKind: itemKindOf(query.kind),
  });
  const reviews = row?.reviews ?? 0;
  return {
    model: (row?.model ?? null) as RelevanceModelResponse['model'],
    reviews,
    coldStart: reviews < COLD_START_REVIEWS,
  };
}

/**
 * An item the caller opened is recorded (its latest open, in `relevance_opens`, for a retrain to learn again) and, on
 * its first open only, trains their model with an open's small weight, in one transaction: opening an item again
 * teaches nothing more, so the online model and a retrain learn the same opens. A hidden signal is neither recorded
 * nor learned. Not audited: it changes no record anyone reads.
 */
export async function recordRelevanceOpen(
  { db, user }: Pick<ServiceContext, 'db' | 'user'>,
  open: RelevanceOpenRequest,
) {
  await assertCustomerField(db, user, open.customer, 'customer');
  const itemKind = itemKindOf(open.kind);
  return db.transaction(async (transaction) => {
    let item: Signal | Mention | undefined;
    if (itemKind === 'signal') {
      const [row] = await readSignalsToPush(transaction, open.customer, [open.itemId]);
      if (!row) throw notFound('No such signal.');
      if (row.json !== null) item = JSON.parse(row.json) as Signal;
    } else {
      [item] = await readWrittenMentions(transaction, open.customer, [open.itemId]);
      if (!item) throw notFound('No such mention.');
    }
    if (!item) return { learned: false };
    const key = { userId: user.id, customerName: open.customer, itemKind };
    if (!(await storeRelevanceOpen(transaction, key, open.itemId))) return { learned: false };
    await learnItemInto(transaction, key, item, 'open');
    return { learned: true };
  });
}

/**
 * Forgets what the caller's reviews taught: the models of one folder, or of every folder, and the opens stored there
 * (an item opened again afterwards teaches anew). Audited.
 */
export async function resetRelevanceModels(
  { db, user, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>,
  query: RelevanceResetQuery,
) {
  if (query.customer !== undefined) await assertCustomerField(db, user, query.customer, 'customer');
  return db.transaction(async (transaction) => {
    const reset = await deleteRelevanceModels(transaction, user.id, query.customer);
    await recordAudit(transaction, {
      ...actor,
      action: 'relevance.reset',
      targetType: 'user',
      targetId: user.id,
      ...(query.customer === undefined ? {} : { customerName: query.customer }),
      details: { models: reset, folders: query.customer === undefined ? 'all' : query.customer },
    });
    return { reset };
  });
}
