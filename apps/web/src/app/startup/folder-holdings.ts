import type { DateRangePreset } from '@argus/contract';
import { dayRangeOfPreset, type DayRange } from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { filterPlace, type FilterPlace, type FolderHolding } from '../../lib/filter-place';
import { useLoadRangeStore } from '../../shared/state/load-range';

/** The two kinds of items a folder holds, each loaded (or not) on its own. */
export type ItemKind = 'signals' | 'mentions';

/**
 * The folders whose items of the load range are too many to hold (ADR 0033): their history is not loaded, they keep
 * their latest page, and their screens filter on the server. And those whose first count is on its way (`sizing`,
 * ADR 0110): their screens wait for it rather than show the latest page they may replace. Keyed `kind:customer`.
 */
const useOversizedStore = create<{ oversized: Record<string, true>; sizing: Record<string, true> }>()(() => ({
  oversized: {},
  sizing: {},
}));

const keyOf = (kind: ItemKind, customer: string) => `${kind}:${customer}`;

export function markOversized(kind: ItemKind, customer: string): void {
  useOversizedStore.setState((state) => ({ oversized: { ...state.oversized, [keyOf(kind, customer)]: true } }));
}

/** The folder's first count is on its way. */
export function markSizing(kind: ItemKind, customer: string): void {
  useOversizedStore.setState((state) => ({ sizing: { ...state.sizing, [keyOf(kind, customer)]: true } }));
}

/** The folder's first count has its answer (a failed count holds it whole): one update, so no screen shows between. */
export function markSized(kind: ItemKind, customer: string, whole: boolean): void {
  const key = keyOf(kind, customer);
  useOversizedStore.setState((state) => {
    const { [key]: _answered, ...sizing } = state.sizing;
    return { sizing, oversized: whole ? state.oversized : { ...state.oversized, [key]: true } };
  });
}

export function isOversized(kind: ItemKind, customer: string): boolean {
  return useOversizedStore.getState().oversized[keyOf(kind, customer)] === true;
}

export function forgetOversized(): void {
  useOversizedStore.setState({ oversized: {}, sizing: {} });
}

/**
 * What the browser holds of the folder's items of this kind: the load range from its first day on (loaded, or on its
 * way: the status line says "so far" meanwhile), or not whole.
 */
export function folderHolding(loadRange: DateRangePreset, oversized: boolean, now = new Date()): FolderHolding {
  return { firstDay: dayRangeOfPreset(loadRange, now).dateBegin, whole: !oversized };
}

function useFolderHolding(customer: string | null, kind: ItemKind): FolderHolding {
  const preset = useLoadRangeStore((state) => state.preset);
  const oversized = useOversizedStore((state) => customer !== null && state.oversized[keyOf(kind, customer)] === true);
  return useMemo(() => folderHolding(preset, oversized), [preset, oversized]);
}

/**
 * Where the Signals or Mentions screen filters the criteria's date range (ADR 0033); null while the folder's first
 * count is on its way (ADR 0110): the screen shows its loading state, not the latest page the server's list may
 * replace.
 */
export function useFilterPlace(customer: string | null, kind: ItemKind, days: DayRange): FilterPlace | null {
  const place = filterPlace(days, useFolderHolding(customer, kind));
  const sizing = useOversizedStore((state) => customer !== null && state.sizing[keyOf(kind, customer)] === true);
  return sizing ? null : place;
}

/** Where a screen that reads several ranges (the Overview's range and the period before it) counts each one. */
export function useFilterPlaceOf(customer: string | null, kind: ItemKind): (days: DayRange) => FilterPlace {
  const holding = useFolderHolding(customer, kind);
  return useCallback((days: DayRange) => filterPlace(days, holding), [holding]);
}
