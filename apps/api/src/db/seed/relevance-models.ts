import { RELIABILITY_LABELS, type Mention, type Signal } from '@argus/contract';
import {
  serialiseModel,
  trainModel,
  type EntityFacts,
  type RelevanceContext,
  type ReviewedItem,
  type ReviewKind,
} from '@argus/filtering';
import type { relevanceModels } from '../schema';
import type { MentionRow } from './mentions';
import type { FavoriteRow, FeedbackRow } from './reviews';
import type { SignalArgumentRow, SignalRow } from './signals';

// The relevance models of the seeded reviews (issue 39, ADR 0137): for each user, folder and kind with reviews, the
// model the server's retrain (modules/relevance, retrainFromReviews) makes of them, so that "Most relevant first"
// ranks from the first sign-in. db/ may not import a module, so the retrain's inputs are built here from the rows
// as the server reads them back: the wire items of the folder's stream, the target entities' industry and country,
// the reviews oldest first with a mention's story once per kind. seed-demo-world.test.ts checks the result against
// the server's own retrain.

export type RelevanceModelRow = typeof relevanceModels.$inferInsert;

type ItemKind = 'signal' | 'mention';
type StoredReview = { itemId: string; review: Exclude<ReviewKind, 'open'>; at: Date };

export type RelevanceModelInput = {
  feedback: readonly FeedbackRow[];
  favorites: readonly FavoriteRow[];
  signals: readonly SignalRow[];
  signalArguments: readonly SignalArgumentRow[];
  mentions: readonly MentionRow[];
  /** Each event type's category, by name. */
  categories: ReadonlyMap<string, string | null>;
  /** The target entities' industry and country, by id. */
  entities: ReadonlyMap<string, EntityFacts>;
};

/** The wire signal of a seeded row, as the stream sends it (signal-json.repository's JSON). */
function toSignal(row: SignalRow, categories: ReadonlyMap<string, string | null>, args: SignalArgumentRow[]): Signal {
  return {
    id: row.id,
    publishDate: row.publishDate.toISOString(),
    targetEntityName: row.targetEntityName,
    targetEntityId: row.targetEntityId ?? null,
    mediaSegment: row.mediaSegment as Signal['mediaSegment'],
    reliability: RELIABILITY_LABELS[row.reliability] as Signal['reliability'],
    language: row.language as Signal['language'],
    result: (row.result ?? null) as Signal['result'],
    eventType: row.eventType,
    category: categories.get(row.eventType) ?? null,
    dunsId: row.dunsId ?? null,
    title: row.title ?? null,
    sentence: row.sentence ?? null,
    url: row.url ?? null,
    source: row.source ?? null,
    eventArguments: [...args]
      .sort((a, b) => a.position - b.position)
      .map((argument) =>
        argument.targetEntityId
          ? { name: argument.name, value: argument.value, targetEntityId: argument.targetEntityId }
          : { name: argument.name, value: argument.value },
      ),
    ...(row.createdBy ? { createdBy: row.createdBy } : {}),
    updatedAt: (row.updatedAt ?? row.publishDate).toISOString(),
  };
}

/** The wire mention of a seeded row (mentions.service's toMentionWire; the demo folders group stories). */
function toMention(row: MentionRow): Mention {
  const inStory = row.storyId !== null && row.storyId !== undefined;
  return {
    uuid: row.uuid,
    publishDate: row.publishDate.toISOString(),
    mediaSegment: row.mediaSegment as Mention['mediaSegment'],
    reliability: RELIABILITY_LABELS[row.reliability] as Mention['reliability'],
    language: row.language as Mention['language'],
    title: row.title,
    sentence: row.sentence,
    translatedSentence: row.translatedSentence ?? null,
    authors: row.authors ?? null,
    url: row.url ?? null,
    source: row.source ?? null,
    companies: row.companies ?? [],
    discoveryId: row.discoveryId ?? null,
    searchTermId: row.searchTermId ?? null,
    storyId: inStory ? row.storyId! : row.uuid,
    storySize: inStory ? (row.storySize ?? 1) : 1,
  };
}

/**
 * The reviews oldest first (ties by item id; a like or dislike before a bookmark of the same moment, as the server
 * lists them), of items the stream shows, a mention's story once per review kind: retrainFromReviews's order.
 */
function reviewsInTimeOrder(reviews: StoredReview[], items: ReadonlyMap<string, Signal | Mention>, kind: ItemKind) {
  const ordered = reviews
    .filter((review) => items.has(review.itemId))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const seen = new Set<string>();
  const learned: ReviewedItem[] = [];
  for (const review of ordered) {
    const item = items.get(review.itemId)!;
    if (kind === 'mention') {
      const story = `${review.review} ${(item as Mention).storyId}`;
      if (seen.has(story)) continue;
      seen.add(story);
    }
    learned.push({ item, review: review.review });
  }
  return learned;
}

/**
 * One row per user, folder and kind with seeded reviews: the trained model, its review count, begun at the first
 * review (a retrain learns from the reviews since) and last changed at the latest.
 */
export function createRelevanceModels(input: RelevanceModelInput): RelevanceModelRow[] {
  const groups = new Map<string, { userId: string; customerName: string; kind: ItemKind; reviews: StoredReview[] }>();
  const groupOf = (userId: string, customerName: string | null | undefined, kind: string) => {
    if (!customerName || (kind !== 'signal' && kind !== 'mention')) return undefined;
    const key = `${userId} ${customerName} ${kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { userId, customerName, kind, reviews: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const row of input.feedback) {
    groupOf(row.userId, row.customerName, row.itemKind)?.reviews.push({
      itemId: row.itemId,
      review: row.feedback > 0 ? 'like' : 'dislike',
      at: row.updatedAt ?? row.createdAt!,
    });
  }
  for (const row of input.favorites) {
    groupOf(row.userId, row.customerName, row.itemKind)?.reviews.push({
      itemId: row.itemId,
      review: 'bookmark',
      at: row.createdAt!,
    });
  }
  if (groups.size === 0) return [];

  const argumentsOf = new Map<string, SignalArgumentRow[]>();
  for (const argument of input.signalArguments) {
    const list = argumentsOf.get(argument.signalId);
    if (list) list.push(argument);
    else argumentsOf.set(argument.signalId, [argument]);
  }
  const context: RelevanceContext = { entityFacts: (id) => input.entities.get(id) ?? {} };
  const rows: RelevanceModelRow[] = [];
  for (const { userId, customerName, kind, reviews } of groups.values()) {
    const ids = new Set(reviews.map((review) => review.itemId));
    const items = new Map<string, Signal | Mention>();
    if (kind === 'signal') {
      for (const row of input.signals) {
        if (row.customerName !== customerName || !ids.has(row.id) || row.hidden || row.deleted) continue;
        items.set(row.id, toSignal(row, input.categories, argumentsOf.get(row.id) ?? []));
      }
    } else {
      for (const row of input.mentions) {
        if (row.customerName === customerName && ids.has(row.uuid)) items.set(row.uuid, toMention(row));
      }
    }
    const learned = reviewsInTimeOrder(reviews, items, kind);
    // The server makes a model with the first review it learns: none of an item the stream does not show.
    if (learned.length === 0) continue;
    const model = trainModel(kind, learned, kind === 'signal' ? context : undefined);
    const times = reviews.map((review) => review.at.getTime());
    rows.push({
      userId,
      customerName,
      itemKind: kind,
      model: JSON.parse(serialiseModel(model)) as unknown,
      reviews: model.reviews,
      createdAt: new Date(Math.min(...times)),
      updatedAt: new Date(Math.max(...times)),
    });
  }
  return rows;
}
