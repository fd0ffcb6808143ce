import type { ReviewOption } from '../shared/reviews';
import { defaultDayRange } from '../shared/day';

/** The mention filter of spec section 5 (issue 6), as plain data like the signal criteria. */
export type MentionCriteria = {
  /** First day shown, YYYY-MM-DD, inclusive (whole days). */
  dateBegin: string;
  /** Last day shown, YYYY-MM-DD, inclusive (whole days). */
  dateEnd: string;
  mediaSegments: string[];
  /** 0 (No Filter) to 5 (Very High). */
  reliability: number;
  languages: string[];
  /** Any of them, contained case-insensitively in title, sentence, translated sentence or authors. */
  keywords: string[];
  reviews: ReviewOption[];
  /** As for signals (ADR 0030). */
  hideDisliked: boolean;
};

export function defaultMentionCriteria(now: Date = new Date()): MentionCriteria {
  return {
    ...defaultDayRange(now),
    mediaSegments: [],
    reliability: 0,
    languages: [],
    keywords: [],
    reviews: [],
    hideDisliked: true,
  };
}
