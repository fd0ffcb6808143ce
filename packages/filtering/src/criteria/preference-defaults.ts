import type { UserPreferences } from '@argus/contract';
import { dayRangeOfPreset } from '../shared/day';
import type { MentionCriteria } from './mention-criteria';
import type { SignalCriteria } from './signal-criteria';

/** The criteria fields a user's preferences set; signals and mentions have every one of them. */
export type PreferredCriteria = Pick<
  SignalCriteria & MentionCriteria,
  'dateBegin' | 'dateEnd' | 'reliability' | 'languages' | 'mediaSegments' | 'hideDisliked'
>;

/**
 * A user's default filters as criteria fields (ADR 0070): spread over `defaultSignalCriteria()` or
 * `defaultMentionCriteria()` they make the baseline the URL is read against and written relative to.
 */
export function preferredCriteria(preferences: UserPreferences, now: Date = new Date()): PreferredCriteria {
  return {
    ...dayRangeOfPreset(preferences.dateRange, now),
    reliability: preferences.reliability,
    languages: [...preferences.languages],
    mediaSegments: [...preferences.mediaSegments],
    hideDisliked: preferences.hideDisliked,
  };
}
