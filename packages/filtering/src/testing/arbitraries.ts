import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, RESULT_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import fc from 'fast-check';
import type { MentionCriteria } from '../criteria/mention-criteria';
import type { SignalCriteria } from '../criteria/signal-criteria';
import type { Reviews } from '../shared/reviews';
import { makeMention, makeSignal } from './factories';

// Random folders for the property tests: small pools of values, so that filters, ties and review states collide
// often; a quarter of days, with several signals on one instant; ids unique, as in a folder.

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2025, 0, 30);
const DAYS = 70;
const COMPANIES = ['Acme', 'Beta Corp', 'BASF SE', 'acme', 'Zeta'];
const EVENT_TYPES = Array.from({ length: 14 }, (_, index) => `Event ${String.fromCharCode(65 + index)}`);
const RELIABILITIES = RELIABILITY_LABELS.slice(1) as Exclude<(typeof RELIABILITY_LABELS)[number], 'No Filter'>[];
const WORDS = ['Merger', 'merger', 'BANK', 'Straße', 'ünïcode', 'x', 'Insolvenz', 'bank run', '中文'];

const publishDate = fc
  .tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.constantFrom(0, 1, 43_200_000, DAY_MS - 1))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time).toISOString());

const day = fc
  .integer({ min: -2, max: DAYS + 1 })
  .map((offset) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10));

const id = fc.stringMatching(/^[0-9a-f]{1,3}$/);

const signal = fc
  .record({
    id,
    publishDate,
    targetEntityName: fc.constantFrom(...COMPANIES),
    mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
    reliability: fc.constantFrom(...RELIABILITIES),
    language: fc.constantFrom(...LANGUAGES),
    result: fc.option(fc.constantFrom(...RESULT_LABELS)),
    eventType: fc.constantFrom(...EVENT_TYPES),
  })
  .map((fields) => makeSignal(fields));

export const signalsArbitrary = fc.uniqueArray(signal, { selector: (item) => item.id, maxLength: 80 });

const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

const mention = fc
  .record({
    uuid: id,
    publishDate,
    mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
    reliability: fc.constantFrom(...RELIABILITIES),
    language: fc.constantFrom(...LANGUAGES),
    title: text,
    sentence: text,
    translatedSentence: fc.option(text),
    authors: fc.option(text),
    // Mostly none, as most mentions name no monitored company; names once each, in any order.
    companies: fc.oneof(
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
      { weight: 3, arbitrary: fc.uniqueArray(fc.constantFrom(...COMPANIES), { minLength: 1, maxLength: 3 }) },
    ),
    // Mostly a story of its own; else a copy of one of a few stories (ADR 0134), so that copies meet often.
    story: fc.option(fc.constantFrom('story-1', 'story-2', 'story-3', 'story-4'), { freq: 2 }),
  })
  .map(({ story, ...fields }) => makeMention({ ...fields, storyId: story ?? fields.uuid }));

/** Each mention's story size: how many of the folder's mentions share its story, as the server counts them. */
export function withStorySizes<T extends { storyId: string }>(items: readonly T[]): T[] {
  const sizes = new Map<string, number>();
  for (const item of items) sizes.set(item.storyId, (sizes.get(item.storyId) ?? 0) + 1);
  return items.map((item) => ({ ...item, storySize: sizes.get(item.storyId)! }));
}

export const mentionsArbitrary = fc
  .uniqueArray(mention, { selector: (item) => item.uuid, maxLength: 80 })
  .map((mentions) => withStorySizes(mentions));

/** Reviews over ids drawn from the same pool, so that some reviewed ids are in the folder and some are not. */
export const reviewsArbitrary: fc.Arbitrary<Reviews> = fc
  .tuple(
    fc.uniqueArray(id, { maxLength: 40 }),
    fc.uniqueArray(fc.tuple(id, fc.constantFrom(1 as const, -1 as const)), { selector: ([key]) => key, maxLength: 40 }),
  )
  .map(([bookmarked, feedback]) => ({ bookmarked: new Set(bookmarked), feedback: new Map(feedback) }));

/** A selection: usually small, sometimes with a value the folder does not hold. */
const selection = (values: readonly string[]) => fc.subarray([...values, 'Unknown value'], { maxLength: 3 });

export const signalCriteriaArbitrary: fc.Arbitrary<SignalCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companyNames: selection(COMPANIES),
  mediaSegments: selection(MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: selection(LANGUAGES),
  results: fc.subarray([...RESULT_LABELS], { maxLength: 3 }),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  eventTypes: selection(EVENT_TYPES),
  hideDisliked: fc.boolean(),
});

export const mentionCriteriaArbitrary: fc.Arbitrary<MentionCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companies: selection(COMPANIES),
  mediaSegments: selection(MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: selection(LANGUAGES),
  keywords: fc.array(
    fc.constantFrom('merger', 'BANK', 'STRASSE', 'straße', 'Ü', 'ünï', ' x ', '', 'k r', 'Insolvenz bank'),
    { maxLength: 3 },
  ),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  hideDisliked: fc.boolean(),
});
