import { useCallback } from 'react';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { SORT_PARAM, streamSortOf, type StreamSort } from '../../../shared/item-stream/stream-sort';

/** The stream's order in the URL: `sort=relevance`, or no parameter for newest first (the filter stays as it is). */
export function useStreamSort() {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const sort = streamSortOf(searchParams);
  const setSort = useCallback(
    (next: StreamSort) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'relevance') params.set(SORT_PARAM, 'relevance');
          else params.delete(SORT_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { sort, setSort };
}
