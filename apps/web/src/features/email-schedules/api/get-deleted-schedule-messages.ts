import { emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

/** The mails of deleted schedules, newest first (the server keeps the last 100 in view). */
export const deletedScheduleMessagesQueryOptions = queryOptions({
  queryKey: emailScheduleKeys.deletedMessages(),
  queryFn: ({ signal }) => callEndpoint(emailSchedulesEndpoints.deletedMessages, { signal }),
  meta: { errorTitle: 'Deleted Schedules Error' },
});
