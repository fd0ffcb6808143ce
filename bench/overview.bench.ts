// The Overview's figures (ADR 0095): `summariseSignals` over a prepared folder of 200,000 synthetic signals (with ten
// categories), for each filter scenario of bench/filtering/scenarios.ts (a month counts per day, a year per week),
// after a warm-up. This is the work the signals worker does after a criteria change; the Signals screen's filter of
// the same folder and criteria is the baseline measured in the same run.
import { filterSignals, prepareSignals, summariseSignals } from '@argus/filtering';
import { round, scenarioMedians, timeScenarios } from './filtering/measure';
import { SIGNAL_SCENARIOS } from './filtering/scenarios';
import { syntheticReviews, syntheticSignals } from './filtering/synthetic-signals';
import { median, report } from './report';

const COUNT = Number(process.env.BENCH_OVERVIEW_SIGNALS ?? 200_000);
const GOAL_MS = 50;

const signals = syntheticSignals(COUNT).map((signal) => ({
  ...signal,
  category: `Category ${Number(signal.eventType.slice(-2)) % 10}`,
}));
const reviews = syntheticReviews(signals.map((signal) => signal.id));
const prepared = prepareSignals(signals);

const overview = scenarioMedians(
  timeScenarios(SIGNAL_SCENARIOS, ({ criteria }) => summariseSignals(prepared, criteria, reviews), 15, 3),
);
const filter = scenarioMedians(
  timeScenarios(SIGNAL_SCENARIOS, ({ criteria }) => filterSignals(prepared, criteria, reviews), 15, 3),
);
SIGNAL_SCENARIOS.forEach(({ name }, index) =>
  process.stderr.write(
    `[overview] ${name}: figures ${round(overview[index]!)} ms, filter ${round(filter[index]!)} ms, ${summariseSignals(prepared, SIGNAL_SCENARIOS[index]!.criteria, reviews).total} shown\n`,
  ),
);

const label = `${COUNT / 1000}k signals`;
const slowest = Math.max(...overview);
report({
  name: `overview: figures over ${label} after a criteria change, median of the scenarios`,
  value: round(median(overview)),
  unit: 'ms',
  goal: `< ${GOAL_MS}`,
  pass: median(overview) < GOAL_MS,
});
report({
  name: `overview: figures over ${label}, slowest scenario (${SIGNAL_SCENARIOS[overview.indexOf(slowest)]!.name})`,
  value: round(slowest),
  unit: 'ms',
  goal: `< ${GOAL_MS}`,
  pass: slowest < GOAL_MS,
});
report({
  name: `overview: figures / the Signals filter of the same criteria over ${label}, median`,
  value: round(median(overview.map((time, index) => time / filter[index]!)), 2),
  unit: '×',
  goal: 'baseline',
  pass: true,
});
