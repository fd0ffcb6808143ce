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

/** The schedules' owners, sorted, with the one a link names: the list's owner filter offers them. */
export function ownersOf(schedules: readonly EmailScheduleRecord[], named: string | null = null): string[] {
  const owners = new Set(schedules.map((schedule) => schedule.username));
  if (named) owners.add(named);
  return [...owners].sort((a, b) => a.localeCompare(b));
}

/** The schedules' folders (customer names) with the one a link names. */
export function foldersOf(schedules: readonly EmailScheduleRecord[], named: string | null = null): string[] {
  const folders = new Set(schedules.map((schedule) => schedule.customerName));
  if (named) folders.add(named);
  return [...folders];
}
