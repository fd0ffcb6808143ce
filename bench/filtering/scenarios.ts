import type { MentionCriteria, SignalCriteria } from '@argus/filtering';
import { companyName, eventTypeName } from './synthetic-signals';
import { word } from './synthetic-mentions';

// The filter changes an analyst makes on the signal stream, from the default month to whole-year views (the
// heaviest: every row is scanned). The synthetic year is 2025, so "today" is its last day.

const YEAR = { dateBegin: '2025-01-01', dateEnd: '2025-12-31' };
const base: SignalCriteria = {
  dateBegin: '2025-12-01',
  dateEnd: '2025-12-31',
  companyNames: [],
  mediaSegments: [],
  reliability: 0,
  languages: [],
  results: [],
  reviews: [],
  eventTypes: [],
  hideDisliked: true,
};

export const SIGNAL_SCENARIOS: { name: string; criteria: SignalCriteria }[] = [
  { name: 'default month', criteria: base },
  { name: 'year', criteria: { ...base, ...YEAR } },
  { name: 'year, show disliked', criteria: { ...base, ...YEAR, hideDisliked: false } },
  {
    name: 'year, 3 companies',
    criteria: { ...base, ...YEAR, companyNames: [companyName(0), companyName(17), companyName(900)] },
  },
  { name: 'year, 2 media segments', criteria: { ...base, ...YEAR, mediaSegments: ['news', 'blog'] } },
  { name: 'year, reliability High', criteria: { ...base, ...YEAR, reliability: 4 } },
  { name: 'year, language de', criteria: { ...base, ...YEAR, languages: ['de'] } },
  { name: 'year, result relevant', criteria: { ...base, ...YEAR, results: ['relevant'] } },
  { name: 'year, bookmarked or liked', criteria: { ...base, ...YEAR, reviews: ['Bookmarked', 'Liked'] } },
  {
    name: 'year, neither reviewed',
    criteria: { ...base, ...YEAR, reviews: ['Neither bookmarked, liked, nor disliked'] },
  },
  {
    name: 'year, 3 event types',
    criteria: { ...base, ...YEAR, eventTypes: [eventTypeName(0), eventTypeName(5), eventTypeName(30)] },
  },
  {
    name: 'quarter, everything',
    criteria: {
      ...base,
      dateBegin: '2025-07-01',
      dateEnd: '2025-09-30',
      mediaSegments: ['news', 'blog', 'forum'],
      reliability: 3,
      languages: ['en', 'de'],
      results: [],
      eventTypes: [eventTypeName(1), eventTypeName(2)],
    },
  },
];

const mentionBase: MentionCriteria = {
  ...YEAR,
  companies: [],
  mediaSegments: [],
  reliability: 0,
  languages: [],
  keywords: [],
  reviews: [],
  hideDisliked: true,
};

/** Keyword changes over a whole year of mentions: common, rare and absent words, several at once, mixed case. */
export const MENTION_SCENARIOS: { name: string; criteria: MentionCriteria }[] = [
  { name: 'common word', criteria: { ...mentionBase, keywords: [word(3)] } },
  { name: 'rare word', criteria: { ...mentionBase, keywords: [word(2500)] } },
  { name: 'absent word', criteria: { ...mentionBase, keywords: ['kernfusion'] } },
  { name: 'three words', criteria: { ...mentionBase, keywords: [word(40), word(400), word(1400)] } },
  { name: 'upper case', criteria: { ...mentionBase, keywords: [word(70).toUpperCase()] } },
  { name: 'author', criteria: { ...mentionBase, keywords: ['author 42,'] } },
  { name: 'word and filters', criteria: { ...mentionBase, keywords: [word(20)], languages: ['de'], reliability: 3 } },
];

/** Mention filter changes without keywords: the default month, then whole-year views with one kind of selection. */
export const MENTION_FILTER_SCENARIOS: { name: string; criteria: MentionCriteria }[] = [
  { name: 'default month', criteria: { ...mentionBase, dateBegin: '2025-12-01' } },
  { name: 'year', criteria: mentionBase },
  { name: 'year, 2 media segments', criteria: { ...mentionBase, mediaSegments: ['news', 'blog'] } },
  { name: 'year, reliability High', criteria: { ...mentionBase, reliability: 4 } },
  { name: 'year, language de', criteria: { ...mentionBase, languages: ['de'] } },
  { name: 'year, bookmarked or liked', criteria: { ...mentionBase, reviews: ['Bookmarked', 'Liked'] } },
];
