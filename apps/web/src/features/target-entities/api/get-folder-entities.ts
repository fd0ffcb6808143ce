import { targetEntitiesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { targetEntityKeys } from './target-entity-keys';

/** The folder's target entities and where they are (the Map); kept under the feature's root so edits refresh it. */
export function folderEntitiesQueryOptions(customer: string) {
  return queryOptions({
    queryKey: targetEntityKeys.folder(customer),
    queryFn: ({ signal }) => callEndpoint(targetEntitiesEndpoints.folderEntities, { params: { customer }, signal }),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Target Entities Error' },
  });
}
