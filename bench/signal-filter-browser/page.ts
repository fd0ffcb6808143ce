// The page side of the benchmark, run in Chromium: the page path (prepare, option lists, filter, as
// useFilteredSignals does below the threshold) and the worker path (criteria over, row numbers back, mapped to the
// page's signals) over synthetic folders of several sizes.
import type { Signal } from '@argus/contract';
import { filterSignals, prepareSignals } from '@argus/filtering';
import { applyFolderChange } from '../../apps/web/src/shared/folder-data/folder-change';
import { facetsOf } from '../../apps/web/src/features/signals/lib/signal-facets';
import type { WorkerFilterResult } from '../../apps/web/src/features/signals/worker/signals-worker-protocol';
import { exposeRunBench, median, time } from '../browser-bench/page-harness';
import { SIGNAL_SCENARIOS } from '../filtering/scenarios';
import { syntheticReviews, syntheticSignals } from '../filtering/synthetic-signals';
import type { SignalBenchRequest } from './worker';

export type SizeFigures = {
  size: number;
  /** Page path: a folder change (load or live update): prepare + option lists + one filter. */
  pageFolderChangeMs: number;
  /** Its parts. */
  pagePrepareMs: number;
  pageFacetsMs: number;
  /** Page path: a criteria change. */
  pageFilterMs: number;
  pageFilterWorstMs: number;
  /** Worker path: criteria posted → rows back → mapped to signals (what the user waits for). */
  workerRoundTripMs: number;
  /** Worker path: the page's own share of that (posting and mapping), all that can block it. */
  workerPageMs: number;
  /** Worker path after a live update: the worker prepares the folder again before it answers. */
  workerAfterChangeMs: number;
};

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let nextId = 1;
const waiting = new Map<number | string, (value: unknown) => void>();
worker.onmessage = ({ data }: MessageEvent<{ type: string; id?: number }>) => {
  const key = data.type === 'filtered' ? data.id! : data.type;
  waiting.get(key)?.(data);
  waiting.delete(key);
};
const send = <T>(request: SignalBenchRequest, key: number | string) =>
  new Promise<T>((resolve) => {
    waiting.set(key, resolve as (value: unknown) => void);
    worker.postMessage(request);
  });

async function measureSize(size: number, runs: number): Promise<SizeFigures> {
  const events = applyFolderChange<Signal>([], { upsert: syntheticSignals(size) }, (signal) => signal.id);
  const reviews = syntheticReviews(events.map((signal) => signal.id));

  const prepareTimes: number[] = [];
  const facetsTimes: number[] = [];
  const folderChange = Array.from({ length: 5 }, () => {
    const started = performance.now();
    const fresh = prepareSignals(events);
    const prepared = performance.now();
    facetsOf(events);
    const faceted = performance.now();
    filterSignals(fresh, SIGNAL_SCENARIOS[0]!.criteria, reviews);
    prepareTimes.push(prepared - started);
    facetsTimes.push(faceted - prepared);
    return performance.now() - started;
  });
  const prepared = prepareSignals(events);
  const scenarioMedians = SIGNAL_SCENARIOS.map(({ criteria }) => {
    filterSignals(prepared, criteria, reviews);
    return median(Array.from({ length: runs }, () => time(() => filterSignals(prepared, criteria, reviews))));
  });

  const { version } = await send<{ version: number }>({ type: 'load', size }, 'loaded');
  const roundTrip = async (criteria: (typeof SIGNAL_SCENARIOS)[number]['criteria'], facetsVersion: number) => {
    const id = nextId++;
    const started = performance.now();
    const posted = performance.now();
    const answer = send<{ result: WorkerFilterResult }>({ type: 'filter', id, criteria, reviews, facetsVersion }, id);
    const postMs = performance.now() - posted;
    const { result } = await answer;
    const mapStarted = performance.now();
    const signals = Array.from(result.rows, (row) => events[row]!);
    const mapMs = performance.now() - mapStarted;
    if (signals.length !== result.rows.length) throw new Error('rows out of range');
    return { total: performance.now() - started, page: postMs + mapMs };
  };
  await roundTrip(SIGNAL_SCENARIOS[0]!.criteria, -1);
  const trips: { total: number; page: number }[] = [];
  for (const { criteria } of SIGNAL_SCENARIOS) {
    await roundTrip(criteria, version);
    for (let run = 0; run < runs; run++) trips.push(await roundTrip(criteria, version));
  }
  const afterChange: number[] = [];
  for (let run = 0; run < 5; run++) {
    const { version: edited } = await send<{ version: number }>({ type: 'edit' }, 'edited');
    afterChange.push((await roundTrip(SIGNAL_SCENARIOS[0]!.criteria, edited)).total);
  }
  return {
    size,
    pageFolderChangeMs: median(folderChange),
    pagePrepareMs: median(prepareTimes),
    pageFacetsMs: median(facetsTimes),
    pageFilterMs: median(scenarioMedians),
    pageFilterWorstMs: Math.max(...scenarioMedians),
    workerRoundTripMs: median(trips.map((trip) => trip.total)),
    workerPageMs: median(trips.map((trip) => trip.page)),
    workerAfterChangeMs: median(afterChange),
  };
}

exposeRunBench(measureSize);
