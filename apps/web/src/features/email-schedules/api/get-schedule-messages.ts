import { emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

/** The mails one schedule sent, newest first (the server keeps the last 100 in view). */
export function scheduleMessagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: emailScheduleKeys.messages(id),
    queryFn: ({ signal }) => callEndpoint(emailSchedulesEndpoints.messages, { params: { id }, signal }),
    meta: { errorTitle: 'Send History Error' },
  });
}
