import { SIGNALS_PAGE_MAX_LIMIT, signalsEndpoints, type DuplicateSignal } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchInSignalsWorker } from '../lib/signals-worker-client';

/**
 * The second reports among a customer's signals of one UTC day, from the by-date read (the latest read does not
 * mark duplicates, so the newest signals of a folder are only known after asking). Fetched in the signals worker,
 * as every signal list is.
 */
export function dayDuplicatesQueryOptions(customer: string, day: string) {
  return queryOptions({
    queryKey: ['signals', 'day-duplicates', customer, day],
    queryFn: async (): Promise<DuplicateSignal[]> => {
      const path = signalsEndpoints.signalsByDate.path
        .replace(':customer', encodeURIComponent(customer))
        .replace(':fromIso', encodeURIComponent(`${day}T00:00:00.000Z`))
        .replace(':toIso', encodeURIComponent(`${day}T23:59:59.999Z`));
      const duplicates: DuplicateSignal[] = [];
      let cursor: string | null = null;
      do {
        const query: URLSearchParams = new URLSearchParams({
          limit: String(SIGNALS_PAGE_MAX_LIMIT),
          ...(cursor ? { cursor } : {}),
        });
        const page = await fetchInSignalsWorker('byDate', `${path}?${query.toString()}`);
        duplicates.push(...page.duplicates);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return duplicates;
    },
    staleTime: 5 * 60_000,
  });
}
