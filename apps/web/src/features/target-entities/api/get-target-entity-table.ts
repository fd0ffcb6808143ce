import {
  targetEntitiesEndpoints,
  targetEntityTableSchema,
  type TargetEntityRecord,
  type TargetEntityTableQuery,
} from '@argus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestApi, requestApiPage } from '../../../lib/api-client';

/** The first page of the target entities table, as the start-up loads it (spec section 4, step 4). */
export const targetEntityTableQueryOptions = queryOptions({
  queryKey: ['target-entities', 'table', { page: 1 }],
  queryFn: ({ signal }) => requestApi(targetEntitiesEndpoints.table.path, { signal, parser: targetEntityTableSchema }),
  meta: { errorTitle: 'Target Entities Error' },
});

export type TargetEntityPageQuery = Pick<TargetEntityTableQuery, 'page' | 'size' | 'sort'> & {
  search?: string;
  customer?: string;
};

/** One page of the table, searched and sorted by the server, with how many match in all. */
export function targetEntityPageQueryOptions(query: TargetEntityPageQuery) {
  return queryOptions({
    queryKey: ['target-entities', 'page', query],
    queryFn: ({ signal }) =>
      requestApiPage<TargetEntityRecord>(targetEntitiesEndpoints.table.path, {
        signal,
        query: { ...query, search: query.search || undefined },
        parser: targetEntityTableSchema,
      }),
    // The previous page stays on screen (dimmed) while the next one loads, so the table never blinks empty.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Target Entities Error' },
  });
}
