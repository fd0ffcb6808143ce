import { signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { signalKeys } from './signal-keys';

/** Spec section 3: documents analysed for the customer from a UTC day on; 0 when the read fails. */
export function documentsCountQueryOptions(customer: string, firstDay: string) {
  return queryOptions({
    queryKey: signalKeys.documentsCount(customer, firstDay),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(signalsEndpoints.documentsCount, {
          params: { customer, startDateUTC: `${firstDay}T00:00:00.000Z` },
          signal,
        });
      } catch {
        return 0;
      }
    },
    staleTime: 60_000,
  });
}
