// Alerts (issue 38): a written signal or mention is matched against every alerting saved view of its folder with the
// compiled predicates of packages/filtering/src/alerts. 10,000 views with varied random criteria (seeded), stored as
// the screens' query strings as saved views keep them, compiled once; then each write of a pool of synthetic signals
// (mentions) is matched against all 10,000, each view with its owner's reviews, the median of the writes. Every answer
// of a sample of writes must equal the filter itself (`filterSignals` / `filterMentions` over a folder of the item),
// and the filter per view (prepare + filter of a one-item folder) is timed as the baseline it replaces.
import type { Mention, Signal } from '@argus/contract';
import { LANGUAGES, MEDIA_SEGMENTS, RESULT_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import {
  compileMentionAlert,
  compileSignalAlert,
  filterMentions,
  filterSignals,
  mentionCriteriaFromSearchParams,
  mentionCriteriaToSearchParams,
  prepareMentions,
  prepareSignals,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
  type MentionCriteria,
  type Reviews,
  type SignalCriteria,
} from '@argus/filtering';
import { round } from './filtering/measure';
import { seededRandom, type Random } from './filtering/random';
import { syntheticMentions, VOCABULARY_SIZE, word } from './filtering/synthetic-mentions';
import {
  COMPANY_COUNT,
  companyName,
  EVENT_TYPE_COUNT,
  eventTypeName,
  syntheticReviews,
  syntheticSignals,
} from './filtering/synthetic-signals';
import { median, report } from './report';

const VIEWS = 10_000;
const OWNERS = 200;
const WRITES = 400;
const WARM_UP_WRITES = 100;
/** Writes whose every answer is checked against the filter (10,000 filter calls each). */
const CHECKED_WRITES = 20;
const MATCH_GOAL_MS = 2;
const COMPILE_GOAL_MS = 500;

function log(message: string) {
  process.stderr.write(`[alerts-match] ${message}\n`);
}

/** `count` distinct values drawn by `draw` (fewer when it keeps drawing the same). */
function distinct(count: number, draw: () => string) {
  const values = new Set<string>();
  for (let attempt = 0; attempt < count * 3 && values.size < count; attempt++) values.add(draw());
  return [...values];
}

const some = (random: Random, share: number, count: number, draw: () => string) =>
  random.next() < share ? distinct(1 + Math.floor(random.next() * count), draw) : [];

/**
 * A view's date range over the synthetic year (2025): most alerting views span the whole year or a long part of it,
 * some a month or a quarter, so that many writes pass the date step and the rest of the criteria decide.
 */
function dateRange(random: Random) {
  const draw = random.next();
  if (draw < 0.5) return { dateBegin: '2025-01-01', dateEnd: '2025-12-31' };
  const start = Date.UTC(2025, 0, 1) + Math.floor(random.next() * 300) * 86_400_000;
  const days = draw < 0.75 ? 30 : draw < 0.9 ? 91 : 200;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { dateBegin: day(start), dateEnd: day(start + days * 86_400_000) };
}

function common(random: Random) {
  return {
    ...dateRange(random),
    mediaSegments: some(random, 0.3, 3, () => random.pick(MEDIA_SEGMENTS)),
    reliability: random.next() < 0.5 ? 0 : 1 + Math.floor(random.next() * 5),
    languages: some(random, 0.3, 2, () => random.pick(LANGUAGES)),
    reviews: some(random, 0.15, 2, () => random.pick(REVIEW_OPTIONS)) as SignalCriteria['reviews'],
    hideDisliked: random.next() < 0.8,
  };
}

const company = (random: Random) => companyName(random.skewed(COMPANY_COUNT, 3));

function signalViews(random: Random): SignalCriteria[] {
  return Array.from({ length: VIEWS }, () => ({
    ...common(random),
    companyNames: some(random, 0.3, 5, () => company(random)),
    results: some(random, 0.15, 3, () => random.pick(RESULT_LABELS)),
    eventTypes: some(random, 0.4, 5, () => eventTypeName(random.skewed(EVENT_TYPE_COUNT, 2))),
  }));
}

/** Keywords in 70 % of the views: 1-3 words of the mentions' vocabulary, common ones more often, some as phrases. */
function mentionViews(random: Random): MentionCriteria[] {
  const keyword = () => {
    const first = word(random.skewed(VOCABULARY_SIZE, 2));
    return random.next() < 0.2 ? `${first} ${word(random.skewed(VOCABULARY_SIZE, 2))}` : first.toUpperCase();
  };
  return Array.from({ length: VIEWS }, () => ({
    ...common(random),
    companies: some(random, 0.2, 3, () => company(random)),
    keywords: some(random, 0.7, 3, keyword),
  }));
}

/** The owners' reviews of the written items: each view belongs to one of OWNERS users. */
function ownersReviews(ids: readonly string[]): Reviews[] {
  return Array.from({ length: OWNERS }, (_, owner) => syntheticReviews(ids, 100 + owner));
}

type Predicate<T> = (item: T, reviews?: Reviews) => boolean;

/** Times matching each write against every view (after warm-up writes); answers the times and the match counts. */
function timeWrites<T>(writes: readonly T[], predicates: readonly Predicate<T>[], reviews: readonly Reviews[]) {
  const times: number[] = [];
  const matched: number[] = [];
  for (let index = 0; index < WARM_UP_WRITES + WRITES; index++) {
    const item = writes[index % writes.length]!;
    const started = performance.now();
    let count = 0;
    for (let view = 0; view < predicates.length; view++) if (predicates[view]!(item, reviews[view % OWNERS])) count++;
    const elapsed = performance.now() - started;
    if (index >= WARM_UP_WRITES) {
      times.push(elapsed);
      matched.push(count);
    }
  }
  return { times, matched };
}

/** How many answers of the first CHECKED_WRITES writes differ from `shows` (the filter over a folder of the item). */
function differences<T, C>(
  writes: readonly T[],
  predicates: readonly Predicate<T>[],
  criteria: readonly C[],
  reviews: readonly Reviews[],
  shows: (item: T, criteria: C, reviews: Reviews) => boolean,
) {
  let different = 0;
  let checked = 0;
  for (const item of writes.slice(0, CHECKED_WRITES)) {
    for (let view = 0; view < predicates.length; view++) {
      const owner = reviews[view % OWNERS]!;
      if (predicates[view]!(item, owner) !== shows(item, criteria[view]!, owner)) different++;
      checked++;
    }
  }
  return { different, checked };
}

/** The filter per view, as the alerts would run without compiled predicates: a few writes, each against all views. */
function timeBaseline<T, C>(
  writes: readonly T[],
  criteria: readonly C[],
  reviews: readonly Reviews[],
  shows: (item: T, criteria: C, reviews: Reviews) => boolean,
) {
  const times: number[] = [];
  for (const item of writes.slice(0, 5)) {
    const started = performance.now();
    for (let view = 0; view < criteria.length; view++) shows(item, criteria[view]!, reviews[view % OWNERS]!);
    times.push(performance.now() - started);
  }
  return median(times);
}

function timeCompile<C, T>(
  queries: readonly string[],
  compile: (criteria: C) => Predicate<T>,
  read: (params: URLSearchParams) => C,
) {
  const times: number[] = [];
  let predicates: Predicate<T>[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    predicates = queries.map((query) => compile(read(new URLSearchParams(query))));
    times.push(performance.now() - started);
  }
  log(`compile runs: ${times.map((time) => round(time, 1)).join(', ')} ms`);
  return { predicates, time: median(times) };
}

function benchSignals() {
  const random = seededRandom(38);
  const criteria = signalViews(random);
  const queries = criteria.map((view) => signalCriteriaToSearchParams(view).toString());
  const { predicates, time: compileMs } = timeCompile(queries, compileSignalAlert, (params) =>
    signalCriteriaFromSearchParams(params),
  );
  const writes: Signal[] = syntheticSignals(500, 7);
  const reviews = ownersReviews(writes.map((signal) => signal.id));
  const shows = (signal: Signal, view: SignalCriteria, owner: Reviews) =>
    filterSignals(prepareSignals([signal]), view, owner).signals.length === 1;

  const { times, matched } = timeWrites(writes, predicates, reviews);
  // Compiled from the stored query strings, checked against the original criteria: the stored form means the same.
  const check = differences(writes, predicates, criteria, reviews, shows);
  const baseline = timeBaseline(writes, criteria, reviews, shows);
  const matchMs = median(times);
  log(
    `signals: ${VIEWS} views, a write matched ${round(matchMs, 3)} ms median (slowest ${round(Math.max(...times), 3)} ms), ` +
      `${round(median(matched), 0)} views matched per write (median); filter per view ${round(baseline, 1)} ms; ` +
      `${check.checked - check.different} of ${check.checked} answers equal to filterSignals`,
  );
  report({
    name: 'alerts-compile-10k-views',
    value: round(compileMs, 1),
    unit: 'ms',
    goal: `< ${COMPILE_GOAL_MS} ms (informational)`,
    pass: compileMs < COMPILE_GOAL_MS,
  });
  report({
    name: 'alerts-match-10k-views',
    value: round(matchMs, 3),
    unit: 'ms',
    goal: `< ${MATCH_GOAL_MS} ms median, every answer equal to filterSignals`,
    pass: matchMs < MATCH_GOAL_MS && check.different === 0,
  });
  report({
    name: 'alerts-match-10k-views-baseline: prepareSignals + filterSignals per view',
    value: round(baseline, 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
}

/** The synthetic mentions name no company; the written ones name 0-2 of the folder's companies. */
function mentionWrites(): Mention[] {
  const random = seededRandom(9);
  return syntheticMentions(500, 8).map((mention) => ({
    ...mention,
    companies: distinct(Math.floor(random.next() * 3), () => company(random)),
  }));
}

function benchMentions() {
  const random = seededRandom(138);
  const criteria = mentionViews(random);
  const queries = criteria.map((view) => mentionCriteriaToSearchParams(view).toString());
  const { predicates, time: compileMs } = timeCompile(queries, compileMentionAlert, (params) =>
    mentionCriteriaFromSearchParams(params),
  );
  const writes = mentionWrites();
  const reviews = ownersReviews(writes.map((mention) => mention.uuid));
  const shows = (mention: Mention, view: MentionCriteria, owner: Reviews) =>
    filterMentions(prepareMentions([mention]), view, owner).mentions.length === 1;

  const { times, matched } = timeWrites(writes, predicates, reviews);
  const check = differences(writes, predicates, criteria, reviews, shows);
  const baseline = timeBaseline(writes, criteria, reviews, shows);
  const matchMs = median(times);
  const withKeywords = criteria.filter((view) => view.keywords.length > 0).length;
  log(
    `mentions: ${VIEWS} views (${withKeywords} with keywords), compiled in ${round(compileMs, 1)} ms; a write matched ` +
      `${round(matchMs, 3)} ms median (slowest ${round(Math.max(...times), 3)} ms), ${round(median(matched), 0)} views ` +
      `matched per write (median); filter per view ${round(baseline, 1)} ms; ` +
      `${check.checked - check.different} of ${check.checked} answers equal to filterMentions`,
  );
  report({
    name: 'alerts-match-10k-views-mentions',
    value: round(matchMs, 3),
    unit: 'ms',
    goal: `< ${MATCH_GOAL_MS} ms median, every answer equal to filterMentions`,
    pass: matchMs < MATCH_GOAL_MS && check.different === 0,
  });
  report({
    name: 'alerts-match-10k-views-mentions-baseline: prepareMentions + filterMentions per view',
    value: round(baseline, 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
}

benchSignals();
benchMentions();
