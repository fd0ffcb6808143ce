import type { DuplicateSignal, Signal } from '@argus/contract';
import { create } from 'zustand';
import { mergeNewestFirst } from '../../../lib/merge-newest-first';

/** Spec section 3: events are held per customer name, with the event count and duplicate events. */
export type FolderSignals = { events: Signal[]; total: number; duplicates: DuplicateSignal[]; historyLoaded: boolean };

type FolderSignalsStore = {
  folders: Record<string, FolderSignals>;
  mergeSignals: (customer: string, update: Partial<Omit<FolderSignals, 'events'>> & { events: Signal[] }) => void;
  /** A hidden or deleted signal leaves the folder at once, without waiting for a reload. */
  removeSignal: (customer: string, id: string) => void;
};

const EMPTY: FolderSignals = { events: [], total: 0, duplicates: [], historyLoaded: false };

export const useFolderSignalsStore = create<FolderSignalsStore>()((set) => ({
  folders: {},
  mergeSignals: (customer, { events, ...rest }) =>
    set((state) => {
      const current = state.folders[customer] ?? EMPTY;
      const merged = mergeNewestFirst(current.events, events, (event) => event.id);
      return {
        folders: {
          ...state.folders,
          [customer]: {
            ...current,
            ...rest,
            events: merged,
            total: Math.max(rest.total ?? current.total, merged.length),
          },
        },
      };
    }),
  removeSignal: (customer, id) =>
    set((state) => {
      const current = state.folders[customer];
      if (!current?.events.some((event) => event.id === id)) return state;
      const events = current.events.filter((event) => event.id !== id);
      const duplicates = current.duplicates.filter((duplicate) => duplicate.id !== id);
      const folder = { ...current, events, duplicates, total: Math.max(events.length, current.total - 1) };
      return { folders: { ...state.folders, [customer]: folder } };
    }),
}));

/** The selected folder's signals (empty until they arrive). */
export function useFolderSignals(customer: string | null): FolderSignals {
  return useFolderSignalsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
}
