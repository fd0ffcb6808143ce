import { targetEntitiesEndpoints, targetEntityTableSchema } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** The first page of the target entities table (the server pages it; the screen asks for more). */
export const targetEntityTableQueryOptions = queryOptions({
  queryKey: ['target-entities', 'table', { page: 1 }],
  queryFn: ({ signal }) => requestApi(targetEntitiesEndpoints.table.path, { signal, parser: targetEntityTableSchema }),
  meta: { errorTitle: 'Target Entities Error' },
});
