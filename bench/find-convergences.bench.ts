// The Converging Timelines view's search (ADR 0101, apps/web/src/features/knowledge-graph/lib/find-convergences.ts)
// over six lanes of 2,000 signals: it runs on the page when the picked entities or N change, so it must fit in a
// frame. Two cases: seven event types spread over the year at N = 7, and one event type with each lane in its own
// part of the year at N = 90 (the widest N: every signal looks through all within reach). Median of 20 runs after 5,
// against a baseline of the same run: sorting the same signals by publish date, which any such search does at least.
// On a quiet machine the search takes ~3 ms; the goal is a frame, and at most 8 times the sort (a quadratic search
// takes hundreds of times as long).
import type { TimelineSignal } from '@argus/contract';
import { findConvergences } from '../apps/web/src/features/knowledge-graph/lib/find-convergences';
import { median, report } from './report';

const FRAME_MS = 16;
const SORT_RATIO = 8;
const DAY_MS = 86_400_000;
const YEAR_START = Date.UTC(2026, 0, 1);

let sequence = 0;
const signal = (entityId: string, dayNumber: number, eventType: string): TimelineSignal => ({
  id: `s${++sequence}`,
  entityId,
  role: 'subject',
  publishDate: new Date(YEAR_START + dayNumber * DAY_MS).toISOString(),
  eventType,
  category: 'Finance',
  reliability: 4,
  title: null,
});

const eventTypes = ['Acquisition', 'Layoffs', 'Lawsuit', 'Merger', 'Insolvency', 'Partnership', 'Rating Change'];
const lanes = (make: (lane: number, index: number) => TimelineSignal) =>
  Array.from({ length: 6 }, (_, lane) => Array.from({ length: 2000 }, (_, index) => make(lane, index))).flat();

const cases = [
  {
    name: 'find-convergences: six lanes of 2,000 signals, seven event types, N = 7',
    signals: lanes((lane, index) =>
      signal(`e${lane}`, (index * 7919 + lane * 104729) % 365, eventTypes[(index + lane) % eventTypes.length]!),
    ),
    days: 7,
  },
  {
    name: 'find-convergences: six lanes of 2,000 signals, one event type, N = 90',
    signals: lanes((lane, index) => signal(`e${lane}`, lane * 60 + (index % 50), 'Acquisition')),
    days: 90,
  },
];

const medianOf = (work: () => unknown) => {
  for (let run = 0; run < 5; run++) work();
  const timings = Array.from({ length: 20 }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return median(timings);
};
const round = (value: number) => Math.round(value * 100) / 100;

for (const { name, signals, days } of cases) {
  const search = medianOf(() => findConvergences(signals, days));
  const sort = medianOf(() => [...signals].sort((a, b) => a.publishDate.localeCompare(b.publishDate)));
  report({ name, value: round(search), unit: 'ms', goal: `< ${FRAME_MS}`, pass: search < FRAME_MS });
  const ratio = round(search / sort);
  report({
    name: `${name} / sorting them`,
    value: ratio,
    unit: 'ratio',
    goal: `<= ${SORT_RATIO}`,
    pass: ratio <= SORT_RATIO,
  });
}
