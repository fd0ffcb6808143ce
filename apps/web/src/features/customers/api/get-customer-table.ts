import { customersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { readCachedCustomers, writeCachedCustomers } from '../lib/customers-cache';
import { customerKeys } from '../../../lib/customer-keys';

/** The customers table: shown at once from the browser's cache, then refreshed from the server and re-cached. */
export const customerTableQueryOptions = queryOptions({
  queryKey: customerKeys.table(),
  queryFn: async ({ signal }) => {
    const customers = await callEndpoint(customersEndpoints.table, { signal });
    writeCachedCustomers(customers);
    return customers;
  },
  initialData: () => readCachedCustomers(),
  // The cached copy is shown but counts as stale, so the start-up still asks the server.
  initialDataUpdatedAt: 0,
  meta: { errorTitle: 'Customer Error' },
});
