import { emailScheduleListSchema, emailSchedulesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Every schedule of every user and folder (staff): tens to a few hundred, so the screen filters them itself. */
export const emailSchedulesQueryOptions = queryOptions({
  queryKey: ['email-schedules', 'list'],
  queryFn: ({ signal }) => requestApi(emailSchedulesEndpoints.list.path, { signal, parser: emailScheduleListSchema }),
  meta: { errorTitle: 'E-Mail Schedules Error' },
});

/** `/email-schedules/:id/…` for one schedule. */
export function schedulePath(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}
