import type { ReviewOption } from '../shared/reviews';
import { defaultDayRange } from '../shared/day';

/** The mention filter of spec section 5 (ADR 0030), as plain data like the signal criteria. */
export type MentionCriteria = {
  /** First day shown, YYYY-MM-DD, inclusive (whole days). */
  dateBegin: string;
  /** Last day shown, YYYY-MM-DD, inclusive (whole days). */
  dateEnd: string;
  /**
   * Target entity names as the mentions carry them (`Mention.companies`, recognised on arrival): a mention shows if
   * it names any of them. Changing the folder clears them (they belong to the old folder).
   */
  companies: string[];
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
    companies: [],
    mediaSegments: [],
    reliability: 0,
    languages: [],
    keywords: [],
    reviews: [],
    hideDisliked: true,
  };
}

/** As for signals (spec section 4): changing the folder clears the selected companies. */
export function mentionCriteriaForNewFolder(criteria: MentionCriteria): MentionCriteria {
  return { ...criteria, companies: [] };
}
