// The filter pipeline of packages/filtering (ADR 0030): a filter change over synthetic folders of 50,000, 200,000 and
// 1,000,000 signals, each scenario of bench/filtering/scenarios.ts timed after a warm-up, against the straightforward
// reference implementation of the property tests, whose answers must be equal in every scenario. Then keyword
// filtering over 200,000 mentions. BENCH_FILTER_SIZES=50000,200000 makes a quicker run.
import { filterMentions, filterSignals, keywordIndex, prepareMentions, prepareSignals } from '@argus/filtering';
import type { Mention, Signal } from '@argus/contract';
import { referenceFilterMentions } from '../packages/filtering/src/testing/reference-mention-pipeline';
import { referenceFilterSignals } from '../packages/filtering/src/testing/reference-signal-pipeline';
import { medianOfAll, round, scenarioMedians, timeScenarios } from './filtering/measure';
import { MENTION_SCENARIOS, SIGNAL_SCENARIOS } from './filtering/scenarios';
import { syntheticMentions } from './filtering/synthetic-mentions';
import { syntheticReviews, syntheticSignals } from './filtering/synthetic-signals';
import { median, report } from './report';

const SIZES = (process.env.BENCH_FILTER_SIZES ?? '50000,200000,1000000')
  .split(',')
  .map(Number)
  .filter((count) => count > 0);
const MENTIONS = 200_000;
const FILTER_GOAL_MS = 16;
const SPEED_UP_GOAL = 10;
const KEYWORD_GOAL_MS = 30;
/** One card per story (ADR 0134) may cost the mention filter this much over the same folder without stories. */
const STORIES_RATIO_GOAL = 1.3;

function log(message: string) {
  process.stderr.write(`[filtering] ${message}\n`);
}

const label = (count: number) => (count >= 1_000_000 ? `${count / 1_000_000}M` : `${count / 1000}k`);

function sameItems<T>(left: readonly T[], right: readonly T[]) {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

function benchSignals(count: number) {
  const name = `filtering: ${label(count)} signals`;
  const signals: Signal[] = syntheticSignals(count);
  const reviews = syntheticReviews(signals.map((signal) => signal.id));
  const prepareTimes = timeScenarios([signals], prepareSignals, 3, 1)[0]!;
  const prepared = prepareSignals(signals);

  const fast = timeScenarios(SIGNAL_SCENARIOS, ({ criteria }) => filterSignals(prepared, criteria, reviews), 15, 3);
  const referenceRuns = count >= 1_000_000 ? 3 : 5;
  const reference = timeScenarios(
    SIGNAL_SCENARIOS,
    ({ criteria }) => referenceFilterSignals(signals, criteria, reviews),
    referenceRuns,
    1,
  );
  const equal = SIGNAL_SCENARIOS.filter(({ criteria }) => {
    const mine = filterSignals(prepared, criteria, reviews);
    const theirs = referenceFilterSignals(signals, criteria, reviews);
    return (
      sameItems(mine.signals, theirs.signals) &&
      mine.matchedBeforeEventTypes === theirs.matchedBeforeEventTypes &&
      JSON.stringify([mine.topEventTypes, mine.topCompanies]) ===
        JSON.stringify([theirs.topEventTypes, theirs.topCompanies])
    );
  }).length;

  const fastMedians = scenarioMedians(fast);
  const ratios = scenarioMedians(reference).map((time, index) => time / fastMedians[index]!);
  SIGNAL_SCENARIOS.forEach(({ name: scenario }, index) =>
    log(
      `${label(count)} ${scenario}: fast ${round(fastMedians[index]!)} ms, reference ${round(scenarioMedians(reference)[index]!)} ms (×${round(ratios[index]!, 1)}), ${prepared.signals.length ? filterSignals(prepared, SIGNAL_SCENARIOS[index]!.criteria, reviews).signals.length : 0} shown`,
    ),
  );
  const fastMedian = medianOfAll(fast);
  const speedUp = medianOfAll(reference) / fastMedian;
  const slowestRatio = Math.min(...ratios);
  report({
    name: `${name}: prepare (once per folder load)`,
    value: round(median(prepareTimes), 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: filter change, median`,
    value: round(fastMedian),
    unit: 'ms',
    goal: count === 200_000 ? `< ${FILTER_GOAL_MS}` : 'baseline',
    pass: count !== 200_000 || fastMedian < FILTER_GOAL_MS,
  });
  report({
    name: `${name}: filter change, slowest scenario median`,
    value: round(Math.max(...fastMedians)),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: reference, median`,
    value: round(medianOfAll(reference), 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: reference / fast, median`,
    value: round(speedUp, 1),
    unit: 'ratio',
    goal: count >= 1_000_000 ? `≥ ${SPEED_UP_GOAL}` : 'baseline',
    pass: count < 1_000_000 || speedUp >= SPEED_UP_GOAL,
  });
  report({
    name: `${name}: reference / fast, least of the scenarios`,
    value: round(slowestRatio, 1),
    unit: 'ratio',
    goal: count >= 1_000_000 ? `≥ ${SPEED_UP_GOAL}` : 'baseline',
    pass: count < 1_000_000 || slowestRatio >= SPEED_UP_GOAL,
  });
  report({
    name: `${name}: scenarios equal to the reference`,
    value: equal,
    unit: 'scenarios',
    goal: `${SIGNAL_SCENARIOS.length}`,
    pass: equal === SIGNAL_SCENARIOS.length,
  });
}

function benchMentions() {
  const name = `filtering: ${label(MENTIONS)} mentions`;
  const mentions: Mention[] = syntheticMentions(MENTIONS);
  const reviews = syntheticReviews(mentions.map((mention) => mention.uuid));
  const prepared = prepareMentions(mentions);
  const started = performance.now();
  filterMentions(prepared, MENTION_SCENARIOS[0]!.criteria, reviews);
  const firstRun = performance.now() - started;

  // A keyword seen for the first time (its remembered answers dropped before each run), then the same keywords again
  // while other filters change (the answers remembered by the warm-up runs).
  const fresh = timeScenarios(
    MENTION_SCENARIOS,
    ({ criteria }) => {
      keywordIndex(prepared).memos.clear();
      return filterMentions(prepared, criteria, reviews);
    },
    15,
    2,
  );
  const remembered = timeScenarios(
    MENTION_SCENARIOS,
    ({ criteria }) => filterMentions(prepared, criteria, reviews),
    15,
    2,
  );
  const reference = timeScenarios(
    MENTION_SCENARIOS,
    ({ criteria }) => referenceFilterMentions(mentions, criteria, reviews),
    3,
    1,
  );
  const equal = MENTION_SCENARIOS.filter(({ criteria }) =>
    sameItems(
      filterMentions(prepared, criteria, reviews).mentions,
      referenceFilterMentions(mentions, criteria, reviews).mentions,
    ),
  ).length;
  MENTION_SCENARIOS.forEach(({ name: scenario, criteria }, index) =>
    log(
      `mentions ${scenario}: new keyword ${round(scenarioMedians(fresh)[index]!)} ms, remembered ${round(scenarioMedians(remembered)[index]!)} ms, reference ${round(scenarioMedians(reference)[index]!)} ms, ${filterMentions(prepared, criteria, reviews).mentions.length} shown`,
    ),
  );
  const freshMedian = medianOfAll(fresh);
  report({
    name: `${name}: first keyword filter (builds the search texts)`,
    value: round(firstRun, 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: keyword filter after the first, new keywords, median`,
    value: round(freshMedian),
    unit: 'ms',
    goal: `< ${KEYWORD_GOAL_MS}`,
    pass: freshMedian < KEYWORD_GOAL_MS,
  });
  report({
    name: `${name}: new keywords, slowest scenario median`,
    value: round(Math.max(...scenarioMedians(fresh))),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: same keywords, other filters changed, median`,
    value: round(medianOfAll(remembered)),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: reference, median`,
    value: round(medianOfAll(reference), 1),
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `${name}: scenarios equal to the reference`,
    value: equal,
    unit: 'scenarios',
    goal: `${MENTION_SCENARIOS.length}`,
    pass: equal === MENTION_SCENARIOS.length,
  });
  benchStories(mentions, prepared, reviews);
}

/**
 * The synthetic folder holds 30 % of its mentions in stories of three: the filter above collapses them to one card
 * each. The same folder with every mention a story of its own, filtered the same way in the same run, is the baseline.
 */
function benchStories(
  mentions: readonly Mention[],
  prepared: ReturnType<typeof prepareMentions>,
  reviews: ReturnType<typeof syntheticReviews>,
) {
  const alone = prepareMentions(mentions.map((mention) => ({ ...mention, storyId: mention.uuid, storySize: 1 })));
  // Each timed the same way, one after the other, twice: the machine's drift during the run falls on both.
  const time = (folder: typeof prepared) =>
    medianOfAll(timeScenarios(MENTION_SCENARIOS, ({ criteria }) => filterMentions(folder, criteria, reviews), 15, 2));
  const [ungrouped, grouped] = [0, 1]
    .map(() => [time(alone), time(prepared)])
    .reduce(([bestAlone, bestGrouped], [aloneMs, groupedMs]) => [
      Math.min(bestAlone!, aloneMs!),
      Math.min(bestGrouped!, groupedMs!),
    ]) as [number, number];
  const ratio = grouped / ungrouped;
  log(`stories: grouped ${round(grouped)} ms, ungrouped ${round(ungrouped)} ms per filter change (median)`);
  report({
    name: `stories-stream-ratio: ${label(MENTIONS)} mentions, 30 % in stories, filter change grouped / ungrouped`,
    value: Math.round(ratio * 100) / 100,
    unit: '×',
    goal: `≤ ${STORIES_RATIO_GOAL}`,
    pass: ratio <= STORIES_RATIO_GOAL,
  });
}

for (const count of SIZES) {
  log(`${label(count)} signals`);
  benchSignals(count);
}
log(`${label(MENTIONS)} mentions`);
benchMentions();
