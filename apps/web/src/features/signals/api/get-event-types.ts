import { eventTypesResponseSchema, signalsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const eventTypesQueryOptions = queryOptions({
  queryKey: ['event-types'],
  queryFn: ({ signal }) => requestApi(signalsEndpoints.eventTypes.path, { signal, parser: eventTypesResponseSchema }),
  staleTime: Infinity,
  meta: { errorTitle: 'Event Types Error' },
});
