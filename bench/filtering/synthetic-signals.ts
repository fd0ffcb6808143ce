import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, RESULT_LABELS, type Signal } from '@argus/contract';
import { publishDatesNewestFirst, seededRandom, type Random } from './random';

// A folder with the cardinalities of a real one: 5,000 companies (a few in most signals), 40 event types (skewed),
// 6 media segments, 3 languages, 5 reliabilities, mostly no result label, a year of publish dates.

export const COMPANY_COUNT = 5000;
export const EVENT_TYPE_COUNT = 40;
const SUFFIXES = ['AG', 'GmbH', 'SE', 'Inc.', 'Ltd', 'Holding', 'Group', 'S.A.'];
const STORED_RELIABILITIES = RELIABILITY_LABELS.slice(1) as Signal['reliability'][];

export const companyName = (index: number) => `Company ${String(index).padStart(4, '0')} ${SUFFIXES[index % 8]}`;
export const eventTypeName = (index: number) => `Event Type ${String(index + 1).padStart(2, '0')}`;

export function syntheticSignals(count: number, seed = 1): Signal[] {
  const random = seededRandom(seed);
  const companies = Array.from({ length: COMPANY_COUNT }, (_, index) => companyName(index));
  const eventTypes = Array.from({ length: EVENT_TYPE_COUNT }, (_, index) => eventTypeName(index));
  return publishDatesNewestFirst(random, count).map((publishDate) => ({
    id: random.uuid(),
    publishDate,
    targetEntityName: companies[random.skewed(COMPANY_COUNT, 3)]!,
    targetEntityId: null,
    mediaSegment: MEDIA_SEGMENTS[random.skewed(MEDIA_SEGMENTS.length, 2)]!,
    reliability: STORED_RELIABILITIES[random.skewed(STORED_RELIABILITIES.length, 0.8)]!,
    language: weightedLanguage(random),
    result: random.next() < 0.7 ? null : random.pick(RESULT_LABELS),
    eventType: eventTypes[random.skewed(EVENT_TYPE_COUNT, 2)]!,
    category: null,
    dunsId: null,
    title: null,
    sentence: null,
    url: null,
    source: null,
    eventArguments: [],
    updatedAt: publishDate,
  }));
}

function weightedLanguage(random: Random) {
  const draw = random.next();
  return draw < 0.6 ? LANGUAGES[0] : draw < 0.9 ? LANGUAGES[1] : LANGUAGES[2];
}

/** An analyst's reviews: some hundreds of bookmarks and likes, a hundred dislikes, spread over the folder. */
export function syntheticReviews(ids: readonly string[], seed = 2) {
  const random = seededRandom(seed);
  const bookmarked = new Set<string>();
  const feedback = new Map<string, 1 | -1>();
  for (let index = 0; index < 300; index++) bookmarked.add(random.pick(ids));
  for (let index = 0; index < 400; index++) feedback.set(random.pick(ids), 1);
  for (let index = 0; index < 100; index++) feedback.set(random.pick(ids), -1);
  return { bookmarked, feedback };
}
