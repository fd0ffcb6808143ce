import type { favorites, feedback } from '../schema';
import { addDays, addMinutes } from './dates';
import type { MentionRow } from './mentions';
import type { Random } from './random';
import type { SignalRow } from './signals';

export type FeedbackRow = typeof feedback.$inferInsert;
export type FavoriteRow = typeof favorites.$inferInsert;

type ReviewPlan = {
  userId: string;
  customerName: string;
  signalFeedback: number;
  mentionFeedback: number;
  signalFavorites: number;
  mentionFavorites: number;
};

/** A handful of likes, dislikes and bookmarks by the analyst and the moderator on recent items of their folders. */
export function createReviews(
  random: Random,
  plans: readonly ReviewPlan[],
  signals: readonly SignalRow[],
  mentions: readonly MentionRow[],
  dayStart: Date,
) {
  const feedbackRows: FeedbackRow[] = [];
  const favoriteRows: FavoriteRow[] = [];
  const recentSince = addDays(dayStart, -45).getTime();
  for (const plan of plans) {
    const recentSignals = signals.filter(
      (signal) =>
        signal.customerName === plan.customerName &&
        !signal.hidden &&
        !signal.deleted &&
        signal.publishDate.getTime() >= recentSince,
    );
    const recentMentions = mentions.filter(
      (mention) => mention.customerName === plan.customerName && mention.publishDate.getTime() >= recentSince,
    );
    const reviewedAt = (publishDate: Date) => {
      const at = addMinutes(publishDate, random.integer(60, 3 * 24 * 60));
      return at.getTime() < dayStart.getTime() ? at : addMinutes(dayStart, -random.integer(1, 300));
    };
    for (const signal of random.sample(recentSignals, plan.signalFeedback)) {
      const at = reviewedAt(signal.publishDate);
      feedbackRows.push({
        id: random.uuid(),
        userId: plan.userId,
        itemId: signal.id,
        itemKind: 'signal',
        customerName: plan.customerName,
        eventType: signal.eventType,
        feedback: random.chance(0.7) ? 1 : -1,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const mention of random.sample(recentMentions, plan.mentionFeedback)) {
      const at = reviewedAt(mention.publishDate);
      feedbackRows.push({
        id: random.uuid(),
        userId: plan.userId,
        itemId: mention.uuid,
        itemKind: 'mention',
        customerName: plan.customerName,
        eventType: null,
        feedback: random.chance(0.7) ? 1 : -1,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const signal of random.sample(recentSignals, plan.signalFavorites)) {
      favoriteRows.push({
        userId: plan.userId,
        itemId: signal.id,
        itemKind: 'signal',
        customerName: plan.customerName,
        createdAt: reviewedAt(signal.publishDate),
      });
    }
    for (const mention of random.sample(recentMentions, plan.mentionFavorites)) {
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
