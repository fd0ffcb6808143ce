import { useCallback, useMemo } from 'react';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { readGraphParams, writeGraphParams, type GraphParams } from '../lib/graph-params';

/**
 * A Knowledge Graph view's state kept in the URL. Changes replace the history entry (Back leaves the screen, as on
 * the Signals screen).
 */
export function useGraphParams() {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const query = searchParams.toString();
  const params = useMemo(() => readGraphParams(new URLSearchParams(query)), [query]);
  /** A change given as a function builds on the parameters as the changes before it left them (two quick picks). */
  const setParams = useCallback(
    (change: Partial<GraphParams> | ((current: GraphParams) => Partial<GraphParams>)) =>
      setSearchParams(
        (current) => {
          const before = readGraphParams(current);
          return writeGraphParams({ ...before, ...(typeof change === 'function' ? change(before) : change) });
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { params, setParams };
}
