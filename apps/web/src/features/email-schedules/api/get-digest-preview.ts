import { emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

/** The digest the schedule would send if it fired now; asked again whenever the screen asks for it. */
export function digestPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: emailScheduleKeys.preview(id),
    queryFn: ({ signal }) => callEndpoint(emailSchedulesEndpoints.preview, { params: { id }, signal }),
    staleTime: 0,
    meta: { errorTitle: 'Digest Preview Error' },
  });
}
