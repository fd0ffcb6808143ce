import { customersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';

export const customerListQueryOptions = queryOptions({
  queryKey: customerKeys.list(),
  queryFn: ({ signal }) => callEndpoint(customersEndpoints.list, { signal }),
  meta: { errorTitle: 'Customer List Error' },
});
