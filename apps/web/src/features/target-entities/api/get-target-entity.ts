import { targetEntitiesEndpoints, targetEntityRecordSchema } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const targetEntityPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export function targetEntityQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['target-entities', 'detail', id],
    queryFn: ({ signal }) =>
      requestApi(targetEntityPath(targetEntitiesEndpoints.read.path, id), { signal, parser: targetEntityRecordSchema }),
  });
}
