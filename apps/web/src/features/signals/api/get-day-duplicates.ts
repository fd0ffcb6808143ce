import {
  SIGNALS_PAGE_MAX_LIMIT,
  signalsEndpoints,
  type DuplicateSignal,
  type SignalsByDateResponse,
} from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from '../../../lib/api-client';
import { fetchInSignalsWorker } from '../lib/signals-worker-client';
import { signalKeys } from './signal-keys';

/**
 * The second reports among a customer's signals of one UTC day, from the by-date read (the latest read does not
 * mark duplicates, so the newest signals of a folder are only known after asking). Fetched in the signals worker,
 * as every signal list is.
 */
export function dayDuplicatesQueryOptions(customer: string, day: string) {
  return queryOptions({
    queryKey: signalKeys.dayDuplicates(customer, day),
    queryFn: async (): Promise<DuplicateSignal[]> => {
      const params = { customer, fromIso: `${day}T00:00:00.000Z`, toIso: `${day}T23:59:59.999Z` };
      const duplicates: DuplicateSignal[] = [];
      let cursor: string | null = null;
      do {
        const query = { limit: SIGNALS_PAGE_MAX_LIMIT, ...(cursor ? { cursor } : {}) };
        const page: SignalsByDateResponse = await fetchInSignalsWorker(
          'byDate',
          endpointUrl(signalsEndpoints.signalsByDate, { params, query }),
        );
        duplicates.push(...page.duplicates);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return duplicates;
    },
    staleTime: 5 * 60_000,
  });
}
