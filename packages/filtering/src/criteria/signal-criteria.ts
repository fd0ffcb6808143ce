import type { ReviewOption } from '../shared/reviews';
import { defaultDayRange } from '../shared/day';

/**
 * The signal filter of spec sections 4 and 5, as plain data: it lives in the URL and will compile to SQL on the
 * server. Spec filter-state names: selectedDateBegin/End → dateBegin/dateEnd, selectedCompanyNames → companyNames,
 * selectedMedia → mediaSegments, selectedReliability → reliability, selectedLanguages → languages,
 * selectedResults → results, selected reviews → reviews, selectedEventTypes → eventTypes.
 * An empty list selects nothing and so filters nothing.
 */
export type SignalCriteria = {
  /** First day shown, YYYY-MM-DD, inclusive. */
  dateBegin: string;
  /** Last day shown, YYYY-MM-DD, inclusive. */
  dateEnd: string;
  /** Target entity names as loaded (start-cased). */
  companyNames: string[];
  mediaSegments: string[];
  /** 0 (No Filter) to 5 (Very High): keeps signals whose reliability label is at or above it. */
  reliability: number;
  languages: string[];
  /** Result labels; a signal without a result matches no selected label. */
  results: string[];
  reviews: ReviewOption[];
  /** Applied after the top 10 event types are counted. */
  eventTypes: string[];
  /** Hides signals the user disliked unless 'Disliked' is a selected review option (ADR 0030). */
  hideDisliked: boolean;
};

export function defaultSignalCriteria(now: Date = new Date()): SignalCriteria {
  return {
    ...defaultDayRange(now),
    companyNames: [],
    mediaSegments: [],
    reliability: 0,
    languages: [],
    results: [],
    reviews: [],
    eventTypes: [],
    hideDisliked: true,
  };
}

/** Spec section 4: changing the folder clears the selected company names (they belong to the old folder). */
export function criteriaForNewFolder(criteria: SignalCriteria): SignalCriteria {
  return { ...criteria, companyNames: [] };
}
