import type { RelevanceKind } from '@argus/contract';
import { useEffect, useMemo, useRef } from 'react';
import type { StreamSort } from '../../../shared/item-stream/stream-sort';
import type { RelevanceRankWith } from '../../../shared/item-stream/use-relevance-ranked';
import { recordRelevanceOpen } from '../api/record-open';
import { useRelevanceModel } from '../api/get-relevance-model';
import { ColdStartNotice } from '../components/cold-start-notice';
import { SortControl } from '../components/sort-control';
import { useStreamSort } from './use-stream-sort';

/**
 * "Most relevant first" for a stream screen (issue 39, ADR 0137): the sort in the URL, its control (disabled where the
 * server filters: it does not rank yet), the model read when the sort is chosen (and read again each time it is
 * chosen again), the cold start's notice, and the opened item's report (`useReportOpens`). Newest first reads and shows nothing new.
 */
export function useRelevanceSort(
  customer: string | null,
  kind: RelevanceKind,
  onServer: boolean,
  /** The item whose details are open (reported, whatever the sort). */
  openId: string | null = null,
) {
  const { sort, setSort } = useStreamSort();
  useReportOpens(customer, kind, openId);
  const ranking = sort === 'relevance' && !onServer;
  const { choice, refetch } = useRelevanceModel(customer, kind, ranking);
  const choose = (next: StreamSort) => {
    setSort(next);
    // Chosen again: the model as the latest reviews left it.
    if (next === 'relevance' && sort !== 'relevance' && customer !== null && !onServer) {
      void refetch({ cancelRefetch: false });
    }
  };
  const rankWith = useMemo(
    (): RelevanceRankWith =>
      ranking && choice.state === 'ranking' ? { model: choice.model, wire: choice.wire } : null,
    [ranking, choice],
  );
  const control = <SortControl value={sort} onChange={choose} disabled={onServer} />;
  const notice = ranking && choice.state === 'cold-start' ? <ColdStartNotice reviewsToGo={choice.reviewsToGo} /> : null;
  return { sort, rankWith, control, notice };
}

/** Reports each item whose details open (fire and forget): an open trains the user's model a little. */
export function useReportOpens(customer: string | null, kind: RelevanceKind, openId: string | null) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (customer === null || openId === null || reported.current === openId) return;
    reported.current = openId;
    recordRelevanceOpen(customer, kind, openId);
  }, [customer, kind, openId]);
}
