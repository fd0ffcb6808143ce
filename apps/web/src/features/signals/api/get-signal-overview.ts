import { signalOverviewEndpoints, type SignalOverview } from '@argus/contract';
import { defaultSignalCriteria, signalCriteriaToSearchParams, type SignalCriteria } from '@argus/filtering';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { queryValuesOf } from '../../../shared/folder-data/server-filter-read';
import { serverFilterScope } from '../../../shared/folder-data/use-server-filter';
import { signalKeys } from './signal-keys';

/** The criteria as the server reads them; the days always written (left out, they would be the server's month). */
function overviewQuery(criteria: SignalCriteria): URLSearchParams {
  const query = signalCriteriaToSearchParams({ ...criteria, eventTypes: [] }, defaultSignalCriteria());
  query.set('from', criteria.dateBegin);
  query.set('to', criteria.dateEnd);
  return query;
}

/**
 * The Overview's figures computed by the server, for a folder or a period the browser does not hold. Keyed
 * under the folder's server filter scope, so that a review or a live change asks again (`refreshServerFilters`).
 */
export function signalOverviewQueryOptions(customer: string, criteria: SignalCriteria) {
  const query = overviewQuery(criteria);
  const scope = serverFilterScope('signals', customer);
  return queryOptions({
    queryKey: signalKeys.overview(scope, query.toString()),
    queryFn: ({ signal }): Promise<SignalOverview> =>
      callEndpoint(signalOverviewEndpoints.signalOverview, {
        params: { customer },
        query: queryValuesOf(query),
        signal,
      }),
    // The figures of the folder's criteria before stay on screen until these arrive; another folder's never.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[scope.length - 1] === customer ? previous : undefined,
    meta: { errorTitle: 'Overview Error' },
  });
}
