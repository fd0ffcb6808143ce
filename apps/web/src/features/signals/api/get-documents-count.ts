import { documentsCountResponseSchema, signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Spec section 3: documents analysed for the customer from a UTC day on; 0 when the read fails. */
export function documentsCountQueryOptions(customer: string, firstDay: string) {
  return queryOptions({
    queryKey: ['documents-count', customer, firstDay],
    queryFn: async ({ signal }) => {
      const path = signalsEndpoints.documentsCount.path
        .replace(':customer', encodeURIComponent(customer))
        .replace(':startDateUTC', encodeURIComponent(`${firstDay}T00:00:00.000Z`));
      try {
        return await requestApi(path, { signal, parser: documentsCountResponseSchema });
      } catch {
        return 0;
      }
    },
    staleTime: 60_000,
  });
}
