import { signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { signalKeys } from './signal-keys';

export const highlightTemplatesQueryOptions = queryOptions({
  queryKey: signalKeys.highlightTemplates(),
  queryFn: ({ signal }) => callEndpoint(signalsEndpoints.highlightTemplates, { signal }),
  staleTime: Infinity,
});
