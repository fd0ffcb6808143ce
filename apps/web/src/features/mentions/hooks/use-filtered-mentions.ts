import type { Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  normalizeKeywords,
  pickPositions,
  prepareMentions,
  type MentionCriteria,
  type MentionFilterResult,
  type MentionOptions,
  type Reviews,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import type { FilterPlace } from '../../../lib/filter-place';
import { useKeptResult } from '../../../shared/folder-data/use-kept-result';
import { useServerFilter } from '../../../shared/folder-data/use-server-filter';
import { useServerOptions } from '../../../shared/folder-data/use-server-options';
import { useWorkerFilter } from '../../../shared/folder-data/use-worker-filter';
import {
  useRelevanceRanked,
  useScoredRelevance,
  type RelevanceRankWith,
} from '../../../shared/item-stream/use-relevance-ranked';
import { filteredMentionsQuery } from '../api/get-filtered-mentions';
import { mentionOptionsRead } from '../api/get-mention-options';
import { FILTER_IN_WORKER_ABOVE } from '../lib/filter-threshold';
import { filterInMentionsWorker, rankInMentionsWorker } from '../lib/mentions-worker-client';
import { useFolderMentions } from './use-folder-mentions-store';
import { useKeywordIndexReady } from './use-keyword-index';
import { usePublishStoryCopies } from './use-story-copies';

type Filtered = { result: MentionFilterResult; options: MentionOptions };

const NO_MENTIONS: Mention[] = [];
const mentionIdOf = (mention: Mention) => mention.uuid;
const NOTHING: Filtered = {
  result: { mentions: [], rows: new Uint32Array(0), stories: new Uint32Array(0) },
  options: deriveMentionOptions([]),
};

/**
 * Prepared (and the option lists derived) once per load, refiltered on every criteria or review change (ADR 0050). A
 * keyword filter needs the folder's keyword index, built in idle slices: until it is done, `result` is null.
 */
function useFilterOnPage(
  mentions: readonly Mention[],
  criteria: MentionCriteria,
  reviews: Reviews,
  needsIndex: boolean,
) {
  const prepared = useMemo(() => prepareMentions(mentions), [mentions]);
  const options = useMemo(() => deriveMentionOptions(mentions), [mentions]);
  const indexReady = useKeywordIndexReady(prepared, needsIndex);
  const output = useMemo(
    () => (needsIndex && !indexReady ? null : { result: filterMentions(prepared, criteria, reviews), options }),
    [needsIndex, indexReady, prepared, criteria, reviews, options],
  );
  return { output, options };
}

/**
 * Spec section 5 for the folder's mentions: small folders are filtered on the page, large ones (and their keyword
 * index) in the mentions worker (ADR 0051); both answer the same. `searching`: a keyword waits for its answer (the
 * keyword index on the page, the worker's answer), while the folder's last result stays on screen; `filtering`: any
 * answer for the present criteria is on its way. In the worker path `result.rows` are positions in the folder's list,
 * not in a prepared list of the page. Where the browser lacks the mentions (`place`), the list and its count are the
 * server's (`server`), and so are the option lists of its days (ADR 0110; the held folder's until they arrive).
 * `result.mentions`: one per story (ADR 0134); `result.copies`: every matching mention.
 */
export function useFilteredMentions(
  folder: string | null,
  criteria: MentionCriteria,
  reviews: Reviews,
  placeOrSizing: FilterPlace | null,
  /** "Most relevant first" (ADR 0137): the model to rank the held folder's stories with; null: newest first. */
  rankWith: RelevanceRankWith = null,
) {
  // While the folder's size is counted (place null, ADR 0110) nothing is shown: it may go to the server.
  const sizing = placeOrSizing === null;
  const customer = sizing ? null : folder;
  const place = placeOrSizing ?? 'browser';
  const { mentions, version, arriving } = useFolderMentions(customer);
  const inWorker = customer !== null && version !== null && mentions.length > FILTER_IN_WORKER_ABOVE;
  const hasKeywords = useMemo(() => normalizeKeywords(criteria.keywords).length > 0, [criteria.keywords]);
  const onPage = useFilterOnPage(inWorker ? NO_MENTIONS : mentions, criteria, reviews, hasKeywords);
  const request = useCallback(
    (customer: string, facetsVersion: number) => filterInMentionsWorker(customer, criteria, reviews, facetsVersion),
    [criteria, reviews],
  );
  const { filtered, pending } = useWorkerFilter(inWorker ? customer : null, mentions, version, request, 'mentions');
  const inWorkerOutput = useMemo(
    () =>
      filtered && {
        result: { mentions: filtered.items, rows: filtered.answer.rows, stories: filtered.answer.stories },
        options: filtered.facets,
      },
    [filtered],
  );
  const current = inWorker ? inWorkerOutput : onPage.output;
  const shown = useKeptResult(customer, current) ?? NOTHING;
  const searching = inWorker ? pending && hasKeywords : current === null;
  const server = useServerFilter(customer, criteria, place, filteredMentionsQuery, rankWith ? 'relevance' : 'newest');
  const serverOptions = useServerOptions(mentionOptionsRead, server ? customer : null, criteria);
  const options = serverOptions ?? (inWorker ? shown.options : onPage.options);
  const fromServer = server?.items;
  // The held folder's list shows each story once (ADR 0134); `copies` are every matching mention, counted and
  // exported. The server's filter answers one mention per story itself, so its pages are shown as they come.
  const result = useMemo(() => {
    if (server) return { mentions: fromServer ?? NO_MENTIONS, copies: fromServer ?? NO_MENTIONS };
    const { mentions, stories } = shown.result;
    const collapsed = stories.length === mentions.length ? mentions : pickPositions(mentions, stories);
    return { mentions: collapsed, copies: mentions };
  }, [server, fromServer, shown.result]);
  // Each story's shown mention ranked (in the worker path by its row of the folder); the server ranks its own pages
  // (ADR 0137), whose mentions the page only scores for their marks.
  const storyRows = useMemo(() => {
    if (!inWorker || server) return null;
    const { rows, stories } = shown.result;
    return stories.length === rows.length ? rows : Uint32Array.from(stories, (position) => rows[position]!);
  }, [inWorker, server, shown.result]);
  const ranked = useRelevanceRanked({
    kind: 'mention',
    customer,
    folderItems: mentions,
    version,
    shown: result.mentions,
    workerRows: storyRows,
    rankInWorker: rankInMentionsWorker,
    idOf: mentionIdOf,
    rankWith: server ? null : rankWith,
  });
  const scored = useScoredRelevance('mention', server ? rankWith : null, mentionIdOf);
  const rankedResult = useMemo(
    () => (ranked.items === result.mentions ? result : { ...result, mentions: ranked.items as Mention[] }),
    [ranked.items, result],
  );
  usePublishStoryCopies(customer, mentions);
  // On the server: until the first answer, and while new criteria's answer replaces the one on show. In the browser:
  // while the answer is on its way, and in the render before the folder arrives on screen.
  const filtering =
    sizing || (server ? !fromServer || server.updating : arriving || (inWorker ? pending : current === null));
  return {
    result: rankedResult,
    options,
    searching: server ? false : searching,
    filtering,
    server,
    relevanceOf: server ? scored : ranked.relevanceOf,
  };
}
