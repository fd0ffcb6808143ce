import { targetEntitiesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { targetEntityKeys } from './target-entity-keys';

export function targetEntityQueryOptions(id: string) {
  return queryOptions({
    queryKey: targetEntityKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(targetEntitiesEndpoints.read, { params: { id }, signal }),
  });
}
