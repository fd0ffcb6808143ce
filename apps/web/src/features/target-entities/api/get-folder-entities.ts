import { folderEntitiesResponseSchema, targetEntitiesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** The folder's target entities and where they are (the Map); kept under 'target-entities' so edits refresh it. */
export function folderEntitiesQueryOptions(customer: string) {
  return queryOptions({
    queryKey: ['target-entities', 'folder', customer],
    queryFn: ({ signal }) =>
      requestApi(targetEntitiesEndpoints.folderEntities.path.replace(':customer', encodeURIComponent(customer)), {
        signal,
        parser: folderEntitiesResponseSchema,
      }),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Target Entities Error' },
  });
}
