import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { MentionRow } from './mentions';
import { createRandom } from './random';
import { createReviews, LIKE_SHARE, TASTE_SHARE, type ReviewPlan } from './reviews';
import type { SignalRow } from './signals';

const DAY_START = new Date('2025-06-15T00:00:00Z');
const EVENT_TYPES = ['Strike', 'Plant Closure', 'Earnings Beat', 'Product Launch', 'Acquisition', 'Layoffs'];
const TERMS = new Map([
  ['term-port', 'Port congestion'],
  ['term-ransom', 'Ransomware'],
  ['term-wind', 'Offshore wind'],
  ['term-tariffs', 'Tariffs'],
]);

const signals: SignalRow[] = Array.from({ length: 300 }, (_, index) => ({
  id: `signal-${index}`,
  customerName: 'northwind',
  publishDate: addDays(DAY_START, -1 - (index % 40)),
  eventType: EVENT_TYPES[index % EVENT_TYPES.length]!,
  targetEntityName: 'Acme',
  mediaSegment: 'news',
  reliability: 3,
  language: 'en',
  // A few hidden, and older ones: neither is reviewed.
  hidden: index % 50 === 7,
  ...(index % 60 === 11 ? { publishDate: addDays(DAY_START, -90) } : {}),
}));
// Two mentions of each story: one review per story, spread to its copies later.
const mentions: MentionRow[] = Array.from({ length: 200 }, (_, index) => ({
  uuid: `mention-${index}`,
  customerName: 'northwind',
  publishDate: addDays(DAY_START, -1 - (index % 30)),
  searchTermId: [...TERMS.keys()][index % TERMS.size]!,
  storyId: `story-${index % 100}`,
  mediaSegment: 'news',
  reliability: 3,
  language: 'en',
  title: 'A title',
  sentence: 'A sentence.',
}));

const plan: ReviewPlan = {
  userId: '00000000-0000-4000-8000-000000000001',
  customerName: 'northwind',
  signalFeedback: 20,
  mentionFeedback: 10,
  signalFavorites: 8,
  mentionFavorites: 4,
  taste: {
    likedEventTypes: ['Strike', 'Plant Closure'],
    dislikedEventTypes: ['Earnings Beat', 'Product Launch'],
    likedSearchTerms: ['Port congestion'],
    dislikedSearchTerms: ['Ransomware', 'Tariffs'],
  },
};

describe('createReviews', () => {
  const reviews = createReviews(createRandom(5), [plan], signals, mentions, TERMS, DAY_START);
  const signalOf = new Map(signals.map((signal) => [signal.id, signal]));
  const mentionOf = new Map(mentions.map((mention) => [mention.uuid, mention]));
  const marks = (kind: string, value: number) =>
    reviews.feedback.filter((row) => row.itemKind === kind && row.feedback === value);

  it('likes and dislikes as many items as planned, LIKE_SHARE of them likes, each item once', () => {
    const likes = Math.round(20 * LIKE_SHARE);
    expect(marks('signal', 1)).toHaveLength(likes);
    expect(marks('signal', -1)).toHaveLength(20 - likes);
    expect(marks('mention', 1)).toHaveLength(Math.round(10 * LIKE_SHARE));
    expect(marks('mention', -1)).toHaveLength(10 - Math.round(10 * LIKE_SHARE));
    expect(new Set(reviews.feedback.map((row) => row.itemId)).size).toBe(reviews.feedback.length);
    expect(reviews.favorites.filter((row) => row.itemKind === 'signal')).toHaveLength(8);
    expect(reviews.favorites.filter((row) => row.itemKind === 'mention')).toHaveLength(4);
  });

  it('follows the taste: TASTE_SHARE of the likes and bookmarks on liked kinds, of the dislikes on disliked ones', () => {
    const eventTypes = (rows: { itemId: string }[]) => rows.map((row) => signalOf.get(row.itemId)!.eventType);
    const terms = (rows: { itemId: string }[]) =>
      rows.map((row) => TERMS.get(mentionOf.get(row.itemId)!.searchTermId!)!);
    const share = (values: string[], kinds: readonly string[]) =>
      values.filter((value) => kinds.includes(value)).length;
    const signalLikes = eventTypes(marks('signal', 1));
    expect(share(signalLikes, plan.taste.likedEventTypes)).toBe(Math.round(signalLikes.length * TASTE_SHARE));
    expect(share(signalLikes, plan.taste.dislikedEventTypes)).toBe(0);
    const signalDislikes = eventTypes(marks('signal', -1));
    expect(share(signalDislikes, plan.taste.dislikedEventTypes)).toBe(Math.round(signalDislikes.length * TASTE_SHARE));
    expect(share(signalDislikes, plan.taste.likedEventTypes)).toBe(0);
    const mentionLikes = terms(marks('mention', 1));
    expect(share(mentionLikes, plan.taste.likedSearchTerms)).toBe(Math.round(mentionLikes.length * TASTE_SHARE));
    const mentionDislikes = terms(marks('mention', -1));
    expect(share(mentionDislikes, plan.taste.dislikedSearchTerms)).toBe(
      Math.round(mentionDislikes.length * TASTE_SHARE),
    );
    const signalBookmarks = eventTypes(reviews.favorites.filter((row) => row.itemKind === 'signal'));
    expect(share(signalBookmarks, plan.taste.likedEventTypes)).toBe(Math.round(8 * TASTE_SHARE));
  });

  it('reviews visible recent items only, bookmarks none it dislikes, and one mention of a story at most', () => {
    const since = addDays(DAY_START, -45).getTime();
    for (const row of [...reviews.feedback, ...reviews.favorites]) {
      const item = row.itemKind === 'signal' ? signalOf.get(row.itemId)! : mentionOf.get(row.itemId)!;
      expect(item.publishDate.getTime()).toBeGreaterThanOrEqual(since);
      expect((item as SignalRow).hidden ?? false).toBe(false);
      expect(row.createdAt!.getTime()).toBeLessThan(DAY_START.getTime());
      expect(row.createdAt!.getTime()).toBeGreaterThan(item.publishDate.getTime());
    }
    const disliked = new Set(marks('signal', -1).map((row) => row.itemId));
    for (const row of marks('mention', -1)) disliked.add(row.itemId);
    expect(reviews.favorites.filter((row) => disliked.has(row.itemId))).toEqual([]);
    const storyOf = (id: string) => mentionOf.get(id)!.storyId!;
    const feedbackStories = reviews.feedback
      .filter((row) => row.itemKind === 'mention')
      .map((row) => storyOf(row.itemId));
    expect(new Set(feedbackStories).size).toBe(feedbackStories.length);
    const bookmarkStories = reviews.favorites
      .filter((row) => row.itemKind === 'mention')
      .map((row) => storyOf(row.itemId));
    expect(new Set(bookmarkStories).size).toBe(bookmarkStories.length);
  });
});
