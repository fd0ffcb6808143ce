import { highlightTemplatesResponseSchema, signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const highlightTemplatesQueryOptions = queryOptions({
  queryKey: ['highlight-templates'],
  queryFn: ({ signal }) =>
    requestApi(signalsEndpoints.highlightTemplates.path, { signal, parser: highlightTemplatesResponseSchema }),
  staleTime: Infinity,
});
