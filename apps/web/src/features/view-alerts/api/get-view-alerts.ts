import { ALERT_POLL_MS, alertsEndpoints, type AlertList } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { mergeAlerts, newestAlertTime } from '../lib/merge-alerts';
import { viewAlertKeys } from './view-alert-keys';

/** The first read: the bell's list. */
export const ALERTS_FIRST_PAGE = 20;
/** A poll's most: more than this within one poll is rare (bursts become summaries on the server). */
const ALERTS_POLL_PAGE = 100;
/** After a failed poll, the next waits longer: no alert, and no flood of failing calls. */
const ALERT_POLL_AFTER_FAILURE_MS = 6 * ALERT_POLL_MS;

/**
 * The user's alerts (ADR 0136), newest first, with the server's unread count. Polled every ALERT_POLL_MS while the page
 * is visible (TanStack Query does not poll a hidden page) and at once when it is shown again; each poll asks only for
 * what came after the newest alert held, and merges it into the list held.
 */
export function viewAlertsQueryOptions(username: string) {
  return queryOptions({
    queryKey: viewAlertKeys.list(username),
    queryFn: async ({ client, queryKey, signal }): Promise<AlertList> => {
      const after = newestAlertTime(client.getQueryData<AlertList>(queryKey));
      const answer = await callEndpoint(alertsEndpoints.listAlerts, {
        query: { after, limit: after ? ALERTS_POLL_PAGE : ALERTS_FIRST_PAGE },
        signal,
      });
      // Merged into the list as it is now, not as it was when the poll left: a mark read meanwhile stays.
      return mergeAlerts(client.getQueryData<AlertList>(queryKey), answer);
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? ALERT_POLL_AFTER_FAILURE_MS : ALERT_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in user's alerts, polled while mounted; undefined until the first answer. */
export function useViewAlerts(username: string): AlertList | undefined {
  return useQuery(viewAlertsQueryOptions(username)).data;
}
