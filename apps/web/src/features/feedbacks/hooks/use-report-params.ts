import { useCallback, useMemo } from 'react';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { readReportParams, writeReportParams, type ReportFilters, type ReportParams } from '../lib/report-params';

/**
 * The Feedbacks screen's filters, sort and page kept in the URL. Changes replace the history entry (Back leaves the
 * screen, as on the Signals screen); a new filter or sort goes back to the first page.
 */
export function useReportParams() {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const query = searchParams.toString();
  const params = useMemo(() => readReportParams(new URLSearchParams(query)), [query]);

  const update = useCallback(
    (change: (current: ReportParams) => ReportParams) =>
      setSearchParams((current) => writeReportParams(change(readReportParams(current))), { replace: true }),
    [setSearchParams],
  );
  const setFilters = useCallback(
    (filters: ReportFilters) =>
      update((current) => ({ ...current, filters: { ...current.filters, ...filters }, page: 1 })),
    [update],
  );
  const setSort = useCallback((sort: string) => update((current) => ({ ...current, sort, page: 1 })), [update]);
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update]);
  const resetFilters = useCallback(() => update((current) => ({ ...current, filters: {}, page: 1 })), [update]);
  return { params, setFilters, setSort, setPage, resetFilters };
}
