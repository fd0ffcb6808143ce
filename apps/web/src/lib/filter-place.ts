import type { DayRange } from '@argus/filtering';

/**
 * How many signals, or mentions, of its load range a folder may hold in the browser (ADR 0033). Above it the folder
 * keeps only its latest page and every filter of it runs on the server. About 3 KB per signal across the page and
 * the signals worker (2 KB per mention with its keyword index): 50,000 are ~150 MB of the tab's memory.
 */
export const HOLD_AT_MOST = 50_000;

/** What the browser holds of a folder's items: every item from `firstDay` (YYYY-MM-DD) on, or (not whole) too many. */
export type FolderHolding = { firstDay: string; whole: boolean };

/**
 * Where a stream screen filters (ADR 0033). `browser`: the held items answer the criteria (on the page or in the
 * folder's worker). `server-range`: the date range starts before the first day held. `server-size`: the folder is too
 * large to hold whole.
 */
export type FilterPlace = 'browser' | 'server-range' | 'server-size';
export type ServerPlace = Exclude<FilterPlace, 'browser'>;

/** A folder of this many items over its load range is held whole. */
export function holdsWhole(count: number): boolean {
  return count <= HOLD_AT_MOST;
}

/** A range whose first day comes after its last shows no day: nothing to ask the server for. */
export function filterPlace({ dateBegin, dateEnd }: DayRange, holding: FolderHolding): FilterPlace {
  // Days are YYYY-MM-DD: their text order is the calendar's.
  if (dateBegin > dateEnd) return 'browser';
  if (!holding.whole) return 'server-size';
  return dateBegin < holding.firstDay ? 'server-range' : 'browser';
}
