import { signalOverviewEndpoints, signalOverviewSchema, type SignalOverview } from '@argus/contract';
import { defaultSignalCriteria, signalCriteriaToSearchParams, type SignalCriteria } from '@argus/filtering';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { serverFilterScope } from '../../../lib/use-server-filter';

/** The criteria as the server reads them; the days always written (left out, they would be the server's month). */
function overviewQuery(criteria: SignalCriteria): string {
  const query = signalCriteriaToSearchParams({ ...criteria, eventTypes: [] }, defaultSignalCriteria());
  query.set('from', criteria.dateBegin);
  query.set('to', criteria.dateEnd);
  return query.toString();
}

/**
 * The Overview's figures computed by the server (issue 12), for a folder or a period the browser does not hold. Keyed
 * under the folder's server filter scope, so that a review or a live change asks again (`refreshServerFilters`).
 */
export function signalOverviewQueryOptions(customer: string, criteria: SignalCriteria) {
  const query = overviewQuery(criteria);
  const scope = serverFilterScope('signals', customer);
  return queryOptions({
    queryKey: [...scope, 'overview', query],
    queryFn: ({ signal }): Promise<SignalOverview> =>
      requestApi(
        `${signalOverviewEndpoints.signalOverview.path.replace(':customer', encodeURIComponent(customer))}?${query}`,
        { signal, parser: signalOverviewSchema },
      ),
    // The figures of the folder's criteria before stay on screen until these arrive; another folder's never.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[scope.length - 1] === customer ? previous : undefined,
    meta: { errorTitle: 'Overview Error' },
  });
}
