import type { favorites, feedback } from '../schema';
import { addDays, addMinutes } from './dates';
import type { MentionRow } from './mentions';
import type { Random } from './random';
import type { SignalRow } from './signals';

export type FeedbackRow = typeof feedback.$inferInsert;
export type FavoriteRow = typeof favorites.$inferInsert;

/**
 * What a reviewer cares for in one folder (issue 39): the signals of a few event types and the mentions of a few
 * search terms (by name) they like and bookmark, and those they dislike. Their reviews follow it mostly, so that
 * "Most relevant first" has a taste to learn.
 */
export type Taste = {
  likedEventTypes: readonly string[];
  dislikedEventTypes: readonly string[];
  likedSearchTerms: readonly string[];
  dislikedSearchTerms: readonly string[];
};

export type ReviewPlan = {
  userId: string;
  customerName: string;
  /** Likes and dislikes of the folder's signals, and of its mentions. */
  signalFeedback: number;
  mentionFeedback: number;
  signalFavorites: number;
  mentionFavorites: number;
  taste: Taste;
};

/** The share of the likes (and bookmarks) on the liked kinds of items, and of the dislikes on the disliked ones. */
export const TASTE_SHARE = 0.85;
/** The share of likes among the likes and dislikes. */
export const LIKE_SHARE = 0.6;

type Leaning = 'liked' | 'disliked' | 'neutral';
type Reviewed<T> = { likes: T[]; dislikes: T[]; bookmarks: T[] };

/** Takes `count` items off the lists, in order: the first list's first, then the next list's. */
function takeFrom<T>(count: number, ...lists: T[][]): T[] {
  const taken: T[] = [];
  for (const list of lists) {
    while (taken.length < count && list.length > 0) taken.push(list.shift()!);
  }
  return taken;
}

/**
 * Distinct items to like and to dislike, and items to bookmark (never a disliked one): TASTE_SHARE of the likes and
 * bookmarks on items the taste likes and of the dislikes on items it dislikes, the rest on items it is neutral to
 * (or, in a small world, whatever is left).
 */
function pickByTaste<T>(
  random: Random,
  pool: readonly T[],
  leaningOf: (item: T) => Leaning,
  counts: { feedback: number; favorites: number },
): Reviewed<T> {
  const shuffled = random.shuffle(pool);
  const byLeaning = (leaning: Leaning, items: readonly T[]) => items.filter((item) => leaningOf(item) === leaning);
  const liked = byLeaning('liked', shuffled);
  const disliked = byLeaning('disliked', shuffled);
  const neutral = byLeaning('neutral', shuffled);
  const likeCount = Math.round(counts.feedback * LIKE_SHARE);
  const dislikeCount = counts.feedback - likeCount;
  const likes = takeFrom(Math.round(likeCount * TASTE_SHARE), liked);
  likes.push(...takeFrom(likeCount - likes.length, neutral, liked, disliked));
  const dislikes = takeFrom(Math.round(dislikeCount * TASTE_SHARE), disliked);
  dislikes.push(...takeFrom(dislikeCount - dislikes.length, neutral, disliked, liked));
  // Bookmarks may fall on liked items, as a reader keeps what they liked.
  const notDisliked = random.shuffle(pool).filter((item) => !dislikes.includes(item));
  const keepLiked = byLeaning('liked', notDisliked);
  const keepNeutral = byLeaning('neutral', notDisliked);
  const bookmarks = takeFrom(Math.round(counts.favorites * TASTE_SHARE), keepLiked);
  bookmarks.push(...takeFrom(counts.favorites - bookmarks.length, keepNeutral, keepLiked, notDisliked));
  return { likes, dislikes, bookmarks: [...new Set(bookmarks)] };
}

/** The folder's visible items since `since`; one mention of a story at most (its review goes to every copy). */
function recentItemsOf(
  customerName: string,
  signals: readonly SignalRow[],
  mentions: readonly MentionRow[],
  since: number,
) {
  const recentSignals = signals.filter(
    (signal) =>
      signal.customerName === customerName &&
      !signal.hidden &&
      !signal.deleted &&
      signal.publishDate.getTime() >= since,
  );
  const stories = new Set<string>();
  const recentMentions = mentions.filter((mention) => {
    if (mention.customerName !== customerName || mention.publishDate.getTime() < since) return false;
    const story = mention.storyId ?? mention.uuid;
    if (stories.has(story)) return false;
    stories.add(story);
    return true;
  });
  return { recentSignals, recentMentions };
}

function leaning(value: string | undefined, liked: readonly string[], disliked: readonly string[]): Leaning {
  if (value === undefined) return 'neutral';
  return liked.includes(value) ? 'liked' : disliked.includes(value) ? 'disliked' : 'neutral';
}

/**
 * Likes, dislikes and bookmarks by the analyst and the moderator on recent items of their folders, after each plan's
 * taste. `mentions`: grouped into stories already. `searchTermNames`: each search term's name by id.
 */
export function createReviews(
  random: Random,
  plans: readonly ReviewPlan[],
  signals: readonly SignalRow[],
  mentions: readonly MentionRow[],
  searchTermNames: ReadonlyMap<string, string>,
  dayStart: Date,
) {
  const feedbackRows: FeedbackRow[] = [];
  const favoriteRows: FavoriteRow[] = [];
  const recentSince = addDays(dayStart, -45).getTime();
  for (const plan of plans) {
    const { taste } = plan;
    const { recentSignals, recentMentions } = recentItemsOf(plan.customerName, signals, mentions, recentSince);
    const reviewedAt = (publishDate: Date) => {
      const at = addMinutes(publishDate, random.integer(60, 3 * 24 * 60));
      return at.getTime() < dayStart.getTime() ? at : addMinutes(dayStart, -random.integer(1, 300));
    };
    const reviewedSignals = pickByTaste(
      random,
      recentSignals,
      (signal) => leaning(signal.eventType, taste.likedEventTypes, taste.dislikedEventTypes),
      { feedback: plan.signalFeedback, favorites: plan.signalFavorites },
    );
    const reviewedMentions = pickByTaste(
      random,
      recentMentions,
      (mention) =>
        leaning(
          mention.searchTermId ? searchTermNames.get(mention.searchTermId) : undefined,
          taste.likedSearchTerms,
          taste.dislikedSearchTerms,
        ),
      { feedback: plan.mentionFeedback, favorites: plan.mentionFavorites },
    );
    const addFeedback = (itemKind: 'signal' | 'mention', item: SignalRow | MentionRow, value: 1 | -1) => {
      const at = reviewedAt(item.publishDate);
      feedbackRows.push({
        id: random.uuid(),
        userId: plan.userId,
        itemId: itemKind === 'signal' ? (item as SignalRow).id : (item as MentionRow).uuid,
        itemKind,
        customerName: plan.customerName,
        eventType: itemKind === 'signal' ? (item as SignalRow).eventType : null,
        feedback: value,
        createdAt: at,
        updatedAt: at,
      });
    };
    for (const signal of reviewedSignals.likes) addFeedback('signal', signal, 1);
    for (const signal of reviewedSignals.dislikes) addFeedback('signal', signal, -1);
    for (const mention of reviewedMentions.likes) addFeedback('mention', mention, 1);
    for (const mention of reviewedMentions.dislikes) addFeedback('mention', mention, -1);
    for (const signal of reviewedSignals.bookmarks) {
      favoriteRows.push({
        userId: plan.userId,
        itemId: signal.id,
        itemKind: 'signal',
        customerName: plan.customerName,
        createdAt: reviewedAt(signal.publishDate),
      });
    }
    for (const mention of reviewedMentions.bookmarks) {
      favoriteRows.push({
        userId: plan.userId,
        itemId: mention.uuid,
        itemKind: 'mention',
        customerName: plan.customerName,
        createdAt: reviewedAt(mention.publishDate),
      });
    }
  }
  return { feedback: feedbackRows, favorites: favoriteRows };
}
