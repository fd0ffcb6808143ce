import { DATE_RANGE_PRESETS, type DateRangePreset } from '@argus/contract';
import { dayRangeOfPreset, type DayRange } from '@argus/filtering';
import type { GraphParams } from './graph-params';

// The network's window: the presets the other screens offer (a week, a month, 3 months, a year) or any days. The
// month is the server's default, so choosing it leaves the address without days.

export type WindowChoice = DateRangePreset | 'custom';

export const DEFAULT_WINDOW_PRESET: DateRangePreset = 'last-month';

export const WINDOW_PRESET_LABELS: Record<DateRangePreset, string> = {
  'last-week': 'Week',
  'last-month': 'Month',
  'last-3-months': '3 months',
  'last-year': 'Year',
};

/** The days a window covers: the address's, or the server's default month. */
export function windowDaysOf(params: Pick<GraphParams, 'from' | 'to'>, now: Date = new Date()): DayRange {
  const month = dayRangeOfPreset(DEFAULT_WINDOW_PRESET, now);
  return { dateBegin: params.from ?? month.dateBegin, dateEnd: params.to ?? month.dateEnd };
}

/** Which preset the address's window is, if any (days written out that equal a preset count as that preset). */
export function windowChoiceOf(params: Pick<GraphParams, 'from' | 'to'>, now: Date = new Date()): WindowChoice {
  if (!params.from && !params.to) return DEFAULT_WINDOW_PRESET;
  const days = windowDaysOf(params, now);
  return (
    DATE_RANGE_PRESETS.find((preset) => {
      const range = dayRangeOfPreset(preset, now);
      return range.dateBegin === days.dateBegin && range.dateEnd === days.dateEnd;
    }) ?? 'custom'
  );
}

/** The address's window for a preset: none for the default month, the preset's days otherwise. */
export function windowOfPreset(preset: DateRangePreset, now: Date = new Date()): Pick<GraphParams, 'from' | 'to'> {
  if (preset === DEFAULT_WINDOW_PRESET) return { from: undefined, to: undefined };
  const { dateBegin, dateEnd } = dayRangeOfPreset(preset, now);
  return { from: dateBegin, to: dateEnd };
}
