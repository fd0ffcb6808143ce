import { targetEntitiesEndpoints, type TargetEntityTableQuery } from '@argus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, callEndpointPage } from '../../../lib/api-client';
import { targetEntityKeys } from './target-entity-keys';

/** The first page of the target entities table, as the start-up loads it (spec section 4, step 4). */
export const targetEntityTableQueryOptions = queryOptions({
  queryKey: targetEntityKeys.firstPage(),
  queryFn: ({ signal }) => callEndpoint(targetEntitiesEndpoints.table, { query: {}, signal }),
  meta: { errorTitle: 'Target Entities Error' },
});

export type TargetEntityPageQuery = Pick<TargetEntityTableQuery, 'page' | 'size' | 'sort'> & {
  search?: string;
  customer?: string;
};

/** One page of the table, searched and sorted by the server, with how many match in all. */
export function targetEntityPageQueryOptions(query: TargetEntityPageQuery) {
  return queryOptions({
    queryKey: targetEntityKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpointPage(targetEntitiesEndpoints.table, {
        query: { ...query, search: query.search || undefined },
        signal,
      }),
    // The previous page stays on screen (dimmed) while the next one loads, so the table never blinks empty.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Target Entities Error' },
  });
}
