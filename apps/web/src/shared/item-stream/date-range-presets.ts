import { addDays, dayRangeOfPreset, type DayRange } from '@argus/filtering';

export type DateRangePresetChoice = DayRange & { label: string };

/**
 * The date picker's presets, in whole UTC days ending today, both ends included as the filters read them:
 * seven days, and the same day a month, a quarter and a year ago as the user's default ranges count them.
 */
export function dateRangePresetChoices(now: Date = new Date()): DateRangePresetChoice[] {
  const month = dayRangeOfPreset('last-month', now);
  return [
    { label: 'Last 7 days', dateBegin: addDays(month.dateEnd, -6), dateEnd: month.dateEnd },
    { label: 'Last month', ...month },
    { label: 'Last quarter', ...dayRangeOfPreset('last-3-months', now) },
    { label: 'Last year', ...dayRangeOfPreset('last-year', now) },
  ];
}
