import { emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

/** Every schedule of every user and folder (staff): tens to a few hundred, so the screen filters them itself. */
export const emailSchedulesQueryOptions = queryOptions({
  queryKey: emailScheduleKeys.list(),
  queryFn: ({ signal }) => callEndpoint(emailSchedulesEndpoints.list, { query: {}, signal }),
  meta: { errorTitle: 'E-Mail Schedules Error' },
});
