import { emailMessageListSchema, emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { schedulePath } from './get-email-schedules';

/** The mails one schedule sent, newest first (the server keeps the last 100 in view). */
export function scheduleMessagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['email-schedules', 'messages', id],
    queryFn: ({ signal }) =>
      requestApi(schedulePath(emailSchedulesEndpoints.messages.path, id), { signal, parser: emailMessageListSchema }),
    meta: { errorTitle: 'Send History Error' },
  });
}
