import type { RelevanceKind } from '@argus/contract';
import { entityFactsContext, type EntityFactsEntry } from '@argus/filtering';
import { useEffect, useMemo, useRef } from 'react';
import type { StreamSort } from '../../../shared/item-stream/stream-sort';
import type { RelevanceRankWith } from '../../../shared/item-stream/use-relevance-ranked';
import { useEntityFacts } from '../api/get-entity-facts';
import { recordRelevanceOpen } from '../api/record-open';
import { useRelevanceModel } from '../api/get-relevance-model';
import { ColdStartNotice } from '../components/cold-start-notice';
import { SortControl } from '../components/sort-control';
import { useStreamSort } from './use-stream-sort';

/**
 * "Most relevant first" for a stream screen (issue 39, ADR 0137): the sort in the URL, its control, the model (and for
 * signals the folder's entity facts) read when the sort is chosen (and read again each time it is chosen again), the
 * cold start's notice, and the opened item's report (`useReportOpens`). Newest first reads and shows nothing new. Where
 * the server filters, it ranks too (with the same model and facts); the page scores the shown items for their marks.
 */
export function useRelevanceSort(
  customer: string | null,
  kind: RelevanceKind,
  /** The item whose details are open (reported, whatever the sort). */
  openId: string | null = null,
) {
  const { sort, setSort } = useStreamSort();
  useReportOpens(customer, kind, openId);
  const ranking = sort === 'relevance';
  const { choice, refetch } = useRelevanceModel(customer, kind, ranking);
  const withFacts = kind === 'signals';
  const facts = useEntityFacts(customer, ranking && withFacts);
  // The query's refetch (one function for the query's life), not the query's result: that is a new object on every
  // render, and a handler that read it would be new too, rendering the sort control again with each render of the page.
  const refetchFacts = facts.refetch;
  const choose = (next: StreamSort) => {
    setSort(next);
    // Chosen again: the model as the latest reviews left it.
    if (next === 'relevance' && sort !== 'relevance' && customer !== null) {
      void refetch({ cancelRefetch: false });
      if (withFacts) void refetchFacts({ cancelRefetch: false });
    }
  };
  const entities = withFacts ? facts.data : NO_ENTITIES;
  const rankWith = useMemo((): RelevanceRankWith => {
    if (!ranking || choice.state !== 'ranking' || !entities) return null;
    return {
      model: choice.model,
      context: entityFactsContext(entities),
      wire: { model: choice.wire, entities },
    };
  }, [ranking, choice, entities]);
  const control = <SortControl value={sort} onChange={choose} />;
  const notice = ranking && choice.state === 'cold-start' ? <ColdStartNotice reviewsToGo={choice.reviewsToGo} /> : null;
  return { sort, rankWith, control, notice };
}

const NO_ENTITIES: EntityFactsEntry[] = [];

/** Reports each item whose details open (fire and forget): an open trains the user's model a little. */
export function useReportOpens(customer: string | null, kind: RelevanceKind, openId: string | null) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (customer === null || openId === null || reported.current === openId) return;
    reported.current = openId;
    recordRelevanceOpen(customer, kind, openId);
  }, [customer, kind, openId]);
}
