import { digestPreviewSchema, emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { schedulePath } from './get-email-schedules';

/** The digest the schedule would send if it fired now; asked again whenever the screen asks for it. */
export function digestPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['email-schedules', 'preview', id],
    queryFn: ({ signal }) =>
      requestApi(schedulePath(emailSchedulesEndpoints.preview.path, id), { signal, parser: digestPreviewSchema }),
    staleTime: 0,
    meta: { errorTitle: 'Digest Preview Error' },
  });
}
