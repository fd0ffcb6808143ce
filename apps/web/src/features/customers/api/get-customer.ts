import { customersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';

/** One customer with its discoveries and their search terms (the editor's record). */
export function customerQueryOptions(customerName: string) {
  return queryOptions({
    queryKey: customerKeys.detail(customerName),
    queryFn: ({ signal }) => callEndpoint(customersEndpoints.read, { params: { id: customerName }, signal }),
  });
}
