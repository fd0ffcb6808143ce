import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGraphParams, writeGraphParams, type GraphParams } from '../lib/graph-params';

/**
 * A Knowledge Graph view's state kept in the URL. Changes replace the history entry (Back leaves the screen, as on
 * the Signals screen).
 */
export function useGraphParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const params = useMemo(() => readGraphParams(new URLSearchParams(query)), [query]);
  const setParams = useCallback(
    (change: Partial<GraphParams>) =>
      setSearchParams((current) => writeGraphParams({ ...readGraphParams(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
