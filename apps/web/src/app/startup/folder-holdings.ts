import type { DateRangePreset } from '@argus/contract';
import { dayRangeOfPreset, type DayRange } from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { filterPlace, type FilterPlace, type FolderHolding } from '../../lib/filter-place';
import { useLoadRangeStore } from './load-range';

/** The two kinds of items a folder holds, each loaded (or not) on its own. */
export type ItemKind = 'signals' | 'mentions';

/**
 * The folders whose items of the load range are too many to hold (ADR 0033): their history is not loaded, they keep
 * their latest page, and their screens filter on the server. Keyed `kind:customer`.
 */
const useOversizedStore = create<{ oversized: Record<string, true> }>()(() => ({ oversized: {} }));

const keyOf = (kind: ItemKind, customer: string) => `${kind}:${customer}`;

export function markOversized(kind: ItemKind, customer: string): void {
  useOversizedStore.setState((state) => ({ oversized: { ...state.oversized, [keyOf(kind, customer)]: true } }));
}

export function isOversized(kind: ItemKind, customer: string): boolean {
  return useOversizedStore.getState().oversized[keyOf(kind, customer)] === true;
}

export function forgetOversized(): void {
  useOversizedStore.setState({ oversized: {} });
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

/** Where the Signals or Mentions screen filters the criteria's date range (ADR 0033). */
export function useFilterPlace(customer: string | null, kind: ItemKind, days: DayRange): FilterPlace {
  return filterPlace(days, useFolderHolding(customer, kind));
}

/** Where a screen that reads several ranges (the Overview's range and the period before it) counts each one. */
export function useFilterPlaceOf(customer: string | null, kind: ItemKind): (days: DayRange) => FilterPlace {
  const holding = useFolderHolding(customer, kind);
  return useCallback((days: DayRange) => filterPlace(days, holding), [holding]);
}
