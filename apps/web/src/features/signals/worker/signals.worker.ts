// The signals worker (ADR 0012, ADR 0047): fetches folders' signals, keeps a copy of each folder the page holds,
// filters large folders, sums up the Overview's and the Map's figures, and runs their live streams, so that none of
// this blocks the page. A folder worker (shared/folder-data/folder-worker-core.ts) over signals, with the figures.
import { LIVE_SIGNALS_EVENTS, liveSignalsChangeSchema, liveSignalsEndpoints, type Signal } from '@argus/contract';
import type { SignalCriteria } from '@argus/filtering';
import { createRelevanceRanker, type RelevanceRankRequest } from '../../../shared/folder-data/relevance-ranker';
import { serveFolderWorker } from '../../../shared/folder-data/serve-folder-worker';
import { fetchSignals, normaliseSignals, type SignalsBody } from './fetch-signals';
import { createFolderFilter } from './filter-folder';
import { createSignalFigures } from './signal-figures';
import type { SignalsFetchRequest, SignalFiguresRequest } from './signals-worker-protocol';

const filter = createFolderFilter();

serveFolderWorker<
  Signal,
  SignalCriteria,
  SignalsFetchRequest,
  SignalsBody,
  SignalFiguresRequest | RelevanceRankRequest
>(
  {
    idOf: (signal) => signal.id,
    live: {
      endpoint: liveSignalsEndpoints.liveSignals,
      event: LIVE_SIGNALS_EVENTS.signals,
      schema: liveSignalsChangeSchema,
      what: 'live signals',
    },
    normalise: normaliseSignals,
    fetch: ({ kind, path, token }) => fetchSignals(kind, path, token),
    itemsOf: (body) => body.events,
    // The latest page sets the range and the cursor of the folder's stream (ADR 0046).
    setsRange: (request) => request.kind === 'latest',
    // Signals come in pages (ADR 0005), each answered whole; the page's store merges them itself.
    inParts: false,
    filter,
  },
  (replicas, post) => {
    const figures = createSignalFigures(filter, replicas, post);
    // "Most relevant first" (ADR 0137): the list's filtered rows ranked here, only once the sort is chosen.
    const ranker = createRelevanceRanker('signal', replicas, post);
    return {
      handle: (request) => (request.type === 'rank' ? ranker.handle(request) : figures.handle(request)),
      forget(customer) {
        figures.forget(customer);
        ranker.forget(customer);
      },
    };
  },
);
