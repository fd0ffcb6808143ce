import { targetEntitiesEndpoints, targetEntityTableSchema } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** The first page of the target entities table (the server pages it; the screen asks for more). */
export const targetEntityTableQueryOptions = queryOptions({
  queryKey: ['target-entities', 'table', { page: 1 }],
  queryFn: ({ signal }) => requestApi(targetEntitiesEndpoints.table.path, { signal, parser: targetEntityTableSchema }),
  meta: { errorTitle: 'Target Entities Error' },
});

/** The entities whose name, alias or D-U-N-S number contains `search` (the server's first 50 matches). */
export function targetEntitySearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['target-entities', 'table', { page: 1, search }],
    queryFn: ({ signal }) =>
      requestApi(targetEntitiesEndpoints.table.path, { signal, query: { search }, parser: targetEntityTableSchema }),
    meta: { errorTitle: 'Target Entities Error' },
  });
}
