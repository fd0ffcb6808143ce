import type { EmailScheduleRecord } from '@argus/contract';

/** The schedules of one owner and/or one folder (either may be absent: all). */
export function filterSchedules(
  schedules: readonly EmailScheduleRecord[],
  owner: string | null,
  folder: string | null,
): EmailScheduleRecord[] {
  const ownerKey = owner?.toLowerCase();
  return schedules.filter(
    (schedule) =>
      (!ownerKey || schedule.username.toLowerCase() === ownerKey) && (!folder || schedule.customerName === folder),
  );
}

/** The distinct values of the schedules' owners, sorted, for the list's owner filter. */
export function ownersOf(schedules: readonly EmailScheduleRecord[]): string[] {
  return [...new Set(schedules.map((schedule) => schedule.username))].sort((a, b) => a.localeCompare(b));
}
