import type { DuplicateSignal, Signal } from '@argus/contract';
import { useMemo } from 'react';
import { create } from 'zustand';
import { useHistoryCoversLoadRange } from '../../../shared/state/load-range';
import { useDeferredFolder } from '../../../shared/folder-data/use-deferred-folder';
import { applyFolderChange, type FolderChange } from '../../../shared/folder-data/folder-change';

/**
 * Spec section 3: events are held per customer name, with the event count and duplicate events. `version`: which
 * version of the signals worker's copy of the folder `events` equals (ADR 0047), so the worker may filter it; null
 * once a change reached the store without passing through the worker (then the page filters it itself).
 */
export type FolderSignals = {
  events: Signal[];
  total: number;
  duplicates: DuplicateSignal[];
  /** The start of the range whose history the folder holds whole (ISO); null while none is, or after a replace. */
  historyFrom: string | null;
  version: number | null;
};

/** What the screens read: the folder, and whether its history covers the current load range. */
export type FolderSignalsView = FolderSignals & {
  historyLoaded: boolean;
  /**
   * The store holds the folder but this render shows it empty: the screen's first render of a folder, whose deferred
   * pass brings it (ADR 0118). A count of this render would be no answer ("0 of N").
   */
  arriving: boolean;
};

type FolderUpdate = Partial<Omit<FolderSignals, 'events' | 'version'>> & {
  events: Signal[];
  /** The worker's version after it applied the same change. */
  version?: number;
  /** A reload: these events instead of the folder's. */
  replace?: boolean;
};

type FolderSignalsStore = {
  folders: Record<string, FolderSignals>;
  mergeSignals: (customer: string, update: FolderUpdate) => void;
  /** Hidden or deleted signals leave the folder. */
  removeSignals: (customer: string, ids: readonly string[], version?: number) => void;
  /** Both in one change (a live update). */
  changeSignals: (customer: string, change: FolderChange<Signal>, version?: number) => void;
};

const EMPTY: FolderSignals = { events: [], total: 0, duplicates: [], historyFrom: null, version: 0 };
const idOf = (signal: Signal) => signal.id;

/** The folder after one change, with the other fields of the answer that brought it (total, duplicates, history). */
function changeFolder(
  current: FolderSignals,
  change: FolderChange<Signal>,
  version: number | undefined,
  rest: Partial<Omit<FolderSignals, 'events' | 'version'>> = {},
): FolderSignals {
  const events = applyFolderChange(current.events, change, idOf);
  const removed = new Set(change.remove ?? []);
  const removedCount = removed.size === 0 ? 0 : current.events.filter((event) => removed.has(event.id)).length;
  const duplicates = rest.duplicates ?? current.duplicates;
  return {
    ...current,
    ...rest,
    events,
    total: Math.max((rest.total ?? current.total) - removedCount, events.length),
    duplicates: removed.size === 0 ? duplicates : duplicates.filter((entry) => !removed.has(entry.id)),
    version: version ?? null,
  };
}

export const useFolderSignalsStore = create<FolderSignalsStore>()((set) => ({
  folders: {},
  mergeSignals: (customer, { events, version, replace, ...rest }) =>
    set((state) => ({
      folders: {
        ...state.folders,
        [customer]: changeFolder(state.folders[customer] ?? EMPTY, { upsert: events, replace }, version, rest),
      },
    })),
  removeSignals: (customer, ids, version) =>
    set((state) => ({
      folders: {
        ...state.folders,
        [customer]: changeFolder(state.folders[customer] ?? EMPTY, { upsert: [], remove: ids }, version),
      },
    })),
  changeSignals: (customer, change, version) =>
    set((state) => ({
      folders: { ...state.folders, [customer]: changeFolder(state.folders[customer] ?? EMPTY, change, version) },
    })),
}));

/** The selected folder's signals (empty until they arrive). */
export function useFolderSignals(customer: string | null): FolderSignalsView {
  const stored = useFolderSignalsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
  const folder = useDeferredFolder(customer, stored, EMPTY);
  const historyLoaded = useHistoryCoversLoadRange(folder.historyFrom);
  const arriving = folder === EMPTY && stored !== EMPTY;
  return useMemo(() => ({ ...folder, historyLoaded, arriving }), [folder, historyLoaded, arriving]);
}
