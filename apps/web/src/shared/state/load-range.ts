import { DATE_RANGE_PRESETS, type DateRangePreset } from '@argus/contract';
import { create } from 'zustand';
import { dayRangeOfPreset, type DayRange } from '@argus/filtering';
import { dateRangeOfPreset, type DateRange } from '../../lib/default-date-range';

/**
 * How far back the folders are loaded (ADR 0070): the spec's month, or the user's default date range when it
 * reaches further, so that the range Signals and Mentions open with is all there. It only grows during a session:
 * choosing a shorter default later drops nothing already loaded.
 */
type LoadRangeStore = { preset: DateRangePreset };

const SPEC_PRESET: DateRangePreset = 'last-month';

export const useLoadRangeStore = create<LoadRangeStore>()(() => ({ preset: SPEC_PRESET }));

/** The wider of two presets (the list is ordered from the shortest). */
function widerPreset(left: DateRangePreset, right: DateRangePreset): DateRangePreset {
  return DATE_RANGE_PRESETS.indexOf(left) >= DATE_RANGE_PRESETS.indexOf(right) ? left : right;
}

/** Widens the range to a user's default; true when it grew. */
export function widenLoadRange(preferred: DateRangePreset): boolean {
  const current = useLoadRangeStore.getState().preset;
  const next = widerPreset(current, preferred);
  if (next === current) return false;
  useLoadRangeStore.setState({ preset: next });
  return true;
}

export function currentLoadRange(now: Date = new Date()): DateRange {
  return dateRangeOfPreset(useLoadRangeStore.getState().preset, now);
}

/** The same range as whole days, as the server's filter reads take them. */
export function currentLoadDays(now: Date = new Date()): DayRange {
  return dayRangeOfPreset(useLoadRangeStore.getState().preset, now);
}

export function resetLoadRange(): void {
  useLoadRangeStore.setState({ preset: SPEC_PRESET });
}

const LOADED_RANGE_TEXT: Record<DateRangePreset, string> = {
  'last-week': 'the last week',
  'last-month': 'the last month',
  'last-3-months': 'the last 3 months',
  'last-year': 'the last year',
};

/** "the last month", "the last year": what the screens' status lines say is loaded. */
export function useLoadedRangeText(): string {
  return LOADED_RANGE_TEXT[useLoadRangeStore((state) => state.preset)];
}

/**
 * Whether a folder's history, whole from the instant `historyFrom` on (null: not yet), covers the current load
 * range. The range only widens, so after a user chose a longer default this is false until the older days are
 * held, and the status lines say "so far" meanwhile instead of naming a range the folder does not hold yet.
 */
export function useHistoryCoversLoadRange(historyFrom: string | null): boolean {
  const preset = useLoadRangeStore((state) => state.preset);
  return historyFrom !== null && historyFrom <= dateRangeOfPreset(preset).start.toISOString();
}
