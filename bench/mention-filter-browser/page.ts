// The page side of the benchmark, run in Chromium. Loading: the history's JSON parsed and validated on the page (as
// before ADR 0051) against the worker's answer arriving (the structured clone read and merged into the store's list).
// Filtering: the page path (prepare, option lists, filter, keyword index, as useFilteredMentions does below the
// threshold) against the worker path (criteria over, row numbers back, mapped to the page's mentions).
import { mentionListSchema, type Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  keywordIndex,
  prepareMentions,
  type MentionCriteria,
} from '@argus/filtering';
import type { WorkerMentionFilterResult } from '../../apps/web/src/features/mentions/worker/mentions-worker-protocol';
import { applyFolderChange, applyFolderChangePlan } from '../../apps/web/src/shared/folder-data/folder-change';
import { exposeRunBench, median, time } from '../browser-bench/page-harness';
import { MENTION_FILTER_SCENARIOS, MENTION_SCENARIOS } from '../filtering/scenarios';
import { syntheticReviews } from '../filtering/synthetic-signals';
import type { MentionBenchRequest } from './worker';

export type SizeFigures = {
  size: number;
  /** Loading, page path: JSON.parse + contract validation of the history on the page. */
  pageParseMs: number;
  /** Loading, worker path: the page reads the worker's answer (structured clones, in parts) and builds its list. */
  workerArrivalMs: number;
  /** Of that, the longest task: the slowest part's read, or the last part with the list built by the plan. */
  workerArrivalLongestMs: number;
  /** Building the list by the worker's plan, and (for comparison) by merging and sorting on the page. */
  workerArrivalMergeMs: number;
  pageMergeMs: number;
  /** Page path: a folder change (each load): prepare + option lists + one filter. */
  pageFolderChangeMs: number;
  pagePrepareMs: number;
  pageOptionsMs: number;
  /** Page path: the keyword index in one piece (the page builds it in idle slices instead). */
  pageIndexMs: number;
  /** Page path: a criteria change without keywords, median of the scenarios' medians, and the slowest scenario. */
  pageFilterMs: number;
  pageFilterWorstMs: number;
  /** Page path: a new keyword once the index exists, median of the scenarios' medians, and the slowest scenario. */
  pageKeywordMs: number;
  pageKeywordWorstMs: number;
  /** Worker path: criteria posted → rows back → mapped to mentions (what the user waits for), without / with a new keyword. */
  workerRoundTripMs: number;
  workerKeywordRoundTripMs: number;
  /** Worker path: the page's own share of that (posting and mapping), all that can block it. */
  workerPageMs: number;
  /** Worker path after a folder change: the worker prepares the folder again before it answers. */
  workerAfterChangeMs: number;
  /** Worker path: a keyword right after a folder change (prepare and the whole keyword index, then the filter). */
  workerFirstKeywordMs: number;
};

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let nextId = 1;
type Received = { data: unknown; readMs: number };
const waiting = new Map<number | string, (received: Received) => void>();
/** The history's leading parts as they arrive, each read in its own task, and the longest of those reads. */
let parts: Mention[][] = [];
let partsReadMs = 0;
let longestPartMs = 0;
worker.onmessage = (event: MessageEvent) => {
  // Chromium deserialises a message when its data is first read: that read is the page's cost of the clone.
  const started = performance.now();
  const data = event.data as { type: string; id?: number; part?: Mention[] };
  const readMs = performance.now() - started;
  if (data.type === 'part') {
    parts.push(data.part!);
    partsReadMs += readMs;
    longestPartMs = Math.max(longestPartMs, readMs);
    return;
  }
  const key = data.type === 'filtered' ? data.id! : data.type;
  waiting.get(key)?.({ data, readMs });
  waiting.delete(key);
};
const send = (request: MentionBenchRequest, key: number | string) =>
  new Promise<Received>((resolve) => {
    waiting.set(key, resolve);
    worker.postMessage(request);
  });

/** The worker loads a folder and posts its latest page, then its history in parts; the page's cost of taking them in. */
async function load(size: number) {
  const idOf = (mention: Mention) => mention.uuid;
  const latestArrived = new Promise<Received>((resolve) => waiting.set('latest', resolve));
  [parts, partsReadMs, longestPartMs] = [[], 0, 0];
  const historyArrived = send({ type: 'load', size }, 'loaded');
  const { latest } = (await latestArrived).data as { latest: Mention[] };
  const before = applyFolderChange<Mention>([], { upsert: latest }, idOf);
  const { data, readMs } = await historyArrived;
  const started = performance.now();
  const { version, last, plan } = data as { version: number; last: Mention[]; plan: Uint32Array };
  const upsert = parts.concat([last]).flat();
  const mentions = applyFolderChangePlan(before, upsert, plan);
  const mergeMs = performance.now() - started;
  if (mentions.length !== size) throw new Error('the plan lost mentions');
  return {
    version,
    mentions,
    arrivalMs: partsReadMs + readMs + mergeMs,
    longestTaskMs: Math.max(longestPartMs, readMs + mergeMs),
    mergeMs,
    mergeWithoutPlanMs: time(() => applyFolderChange(before, { upsert }, idOf)),
  };
}

async function measureSize(size: number, runs: number): Promise<SizeFigures> {
  const loads = [await load(size), await load(size), await load(size)];
  const { version, mentions } = loads.at(-1)!;
  const reviews = syntheticReviews(mentions.map((mention) => mention.uuid));

  const text = JSON.stringify(mentions);
  const parseTimes = Array.from({ length: size > 50_000 ? 1 : 3 }, () =>
    time(() => mentionListSchema.parse(JSON.parse(text))),
  );

  const prepareTimes: number[] = [];
  const optionsTimes: number[] = [];
  const folderChange = Array.from({ length: 5 }, () => {
    const started = performance.now();
    const fresh = prepareMentions(mentions);
    const prepared = performance.now();
    deriveMentionOptions(mentions);
    const derived = performance.now();
    filterMentions(fresh, MENTION_FILTER_SCENARIOS[0]!.criteria, reviews);
    prepareTimes.push(prepared - started);
    optionsTimes.push(derived - prepared);
    return performance.now() - started;
  });
  const prepared = prepareMentions(mentions);
  const indexMs = time(() => keywordIndex(prepared));
  const scenarioMedians = (scenarios: { criteria: MentionCriteria }[]) =>
    scenarios.map(({ criteria }) => {
      filterMentions(prepared, criteria, reviews);
      return median(
        Array.from({ length: runs }, () => {
          // A new keyword each time: the remembered answers are dropped, as for a keyword just typed.
          prepared.keywordIndex!.memos.clear();
          return time(() => filterMentions(prepared, criteria, reviews));
        }),
      );
    });
  const filterMedians = scenarioMedians(MENTION_FILTER_SCENARIOS);
  const keywordMedians = scenarioMedians(MENTION_SCENARIOS);

  const roundTrip = async (criteria: MentionCriteria, facetsVersion: number) => {
    const id = nextId++;
    const started = performance.now();
    const answer = send({ type: 'filter', id, criteria, reviews, facetsVersion }, id);
    const postMs = performance.now() - started;
    const received = await answer;
    const { result } = received.data as { result: WorkerMentionFilterResult };
    const mapStarted = performance.now();
    const shown = Array.from(result.rows, (row) => mentions[row]!);
    const mapMs = performance.now() - mapStarted;
    if (shown.length !== result.rows.length || result.count !== mentions.length) throw new Error('rows out of range');
    return { total: performance.now() - started, page: postMs + received.readMs + mapMs };
  };
  const firstKeyword = (await roundTrip(MENTION_SCENARIOS[0]!.criteria, -1)).total;
  const trips: { total: number; page: number }[] = [];
  const keywordTrips: number[] = [];
  for (const { criteria } of MENTION_FILTER_SCENARIOS) {
    await roundTrip(criteria, version);
    for (let run = 0; run < runs; run++) trips.push(await roundTrip(criteria, version));
  }
  // Each keyword once: the worker remembers a keyword's answers per folder version, as the page path does.
  for (const { criteria } of MENTION_SCENARIOS.slice(1)) keywordTrips.push((await roundTrip(criteria, version)).total);
  const afterChange: number[] = [];
  const keywordAfterChange: number[] = [firstKeyword];
  for (let run = 0; run < 3; run++) {
    const { version: edited } = (await send({ type: 'edit' }, 'edited')).data as { version: number };
    afterChange.push((await roundTrip(MENTION_FILTER_SCENARIOS[0]!.criteria, edited)).total);
    await send({ type: 'edit' }, 'edited');
    keywordAfterChange.push((await roundTrip(MENTION_SCENARIOS[1]!.criteria, edited + 1)).total);
  }
  return {
    size,
    pageParseMs: median(parseTimes),
    workerArrivalMs: median(loads.map((loaded) => loaded.arrivalMs)),
    workerArrivalLongestMs: median(loads.map((loaded) => loaded.longestTaskMs)),
    workerArrivalMergeMs: median(loads.map((loaded) => loaded.mergeMs)),
    pageMergeMs: median(loads.map((loaded) => loaded.mergeWithoutPlanMs)),
    pageFolderChangeMs: median(folderChange),
    pagePrepareMs: median(prepareTimes),
    pageOptionsMs: median(optionsTimes),
    pageIndexMs: indexMs,
    pageFilterMs: median(filterMedians),
    pageFilterWorstMs: Math.max(...filterMedians),
    pageKeywordMs: median(keywordMedians),
    pageKeywordWorstMs: Math.max(...keywordMedians),
    workerRoundTripMs: median(trips.map((trip) => trip.total)),
    workerKeywordRoundTripMs: median(keywordTrips),
    workerPageMs: median(trips.map((trip) => trip.page)),
    workerAfterChangeMs: median(afterChange),
    workerFirstKeywordMs: median(keywordAfterChange),
  };
}

exposeRunBench(measureSize);
