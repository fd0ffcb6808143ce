import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { DateRange } from '../../../lib/default-date-range';

dayjs.extend(utc);

/** Spec section 7: mentions are asked for from the start date to the day after the end date, in UTC whole days. */
export function mentionRequestRange(range: DateRange): { fromIso: string; toIso: string } {
  return {
    fromIso: dayjs(range.start).utc().startOf('day').toISOString(),
    toIso: dayjs(range.end).utc().startOf('day').add(1, 'day').toISOString(),
  };
}
