import { customerListSchema, customersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const customerListQueryOptions = queryOptions({
  queryKey: ['customers', 'list'],
  queryFn: ({ signal }) => requestApi(customersEndpoints.list.path, { signal, parser: customerListSchema }),
  meta: { errorTitle: 'Customer List Error' },
});
