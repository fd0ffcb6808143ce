import { signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { signalKeys } from './signal-keys';

export const eventTypesQueryOptions = queryOptions({
  queryKey: signalKeys.eventTypes(),
  queryFn: ({ signal }) => callEndpoint(signalsEndpoints.eventTypes, { signal }),
  staleTime: Infinity,
  meta: { errorTitle: 'Event Types Error' },
});
