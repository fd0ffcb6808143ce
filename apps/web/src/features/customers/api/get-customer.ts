import { customerDetailSchema, customersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const customerPath = (path: string, customerName: string) =>
  path.replace(':id', encodeURIComponent(customerName));

/** One customer with its discoveries and their search terms (the editor's record). */
export function customerQueryOptions(customerName: string) {
  return queryOptions({
    queryKey: ['customers', 'detail', customerName],
    queryFn: ({ signal }) =>
      requestApi(customerPath(customersEndpoints.read.path, customerName), { signal, parser: customerDetailSchema }),
  });
}
