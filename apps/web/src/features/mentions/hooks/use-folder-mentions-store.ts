import type { Mention } from '@argus/contract';
import { useMemo } from 'react';
import { create } from 'zustand';
import { useHistoryCoversLoadRange } from '../../../shared/state/load-range';
import { useDeferredFolder } from '../../../shared/folder-data/use-deferred-folder';
import { applyFolderChange, applyFolderChangePlan, type FolderChange } from '../../../shared/folder-data/folder-change';

/**
 * A customer's loaded mentions, newest first. `version`: which version of the mentions worker's copy of the folder
 * `mentions` equals (ADR 0051), so the worker may filter it; null once a change reached the store without passing
 * through the worker (then the page filters it itself until the copy is brought up to date).
 */
export type FolderMentions = {
  mentions: Mention[];
  /** The start of the range whose history the folder holds whole (ISO); null while none is, or after a replace. */
  historyFrom: string | null;
  version: number | null;
};

/** What the screens read: the folder, and whether its history covers the current load range. */
export type FolderMentionsView = FolderMentions & {
  historyLoaded: boolean;
  /**
   * The store holds the folder but this render shows it empty: the screen's first render of a folder, whose deferred
   * pass brings it (ADR 0118). A count of this render would be no answer ("0 of N").
   */
  arriving: boolean;
};

type FolderUpdate = FolderChange<Mention> & {
  /** The worker's version after it applied the same change. */
  version?: number;
  /** How the worker's copy after the change is made of its copy before it and `upsert` (shared/folder-data/folder-change.ts). */
  plan?: Uint32Array;
  historyFrom?: string | null;
};

type FolderMentionsStore = {
  folders: Record<string, FolderMentions>;
  /** Mentions merged by uuid (the incoming copy wins), ids removed, or with `replace` the folder's list replaced. */
  changeMentions: (customer: string, update: FolderUpdate) => void;
};

const EMPTY: FolderMentions = { mentions: [], historyFrom: null, version: 0 };
const idOf = (mention: Mention) => mention.uuid;

export const useFolderMentionsStore = create<FolderMentionsStore>()((set) => ({
  folders: {},
  changeMentions: (customer, { version, plan, historyFrom, ...change }) =>
    set((state) => {
      const current = state.folders[customer] ?? EMPTY;
      // The plan holds when the store equals the worker's copy before the change, i.e. is one version behind.
      const planned = plan !== undefined && version !== undefined && current.version === version - 1;
      return {
        folders: {
          ...state.folders,
          [customer]: {
            mentions: planned
              ? applyFolderChangePlan(current.mentions, change.upsert, plan)
              : applyFolderChange(current.mentions, change, idOf),
            historyFrom: historyFrom === undefined ? current.historyFrom : historyFrom,
            version: version ?? null,
          },
        },
      };
    }),
}));

/** The selected folder's mentions (empty until they arrive). */
export function useFolderMentions(customer: string | null): FolderMentionsView {
  const stored = useFolderMentionsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
  const folder = useDeferredFolder(customer, stored, EMPTY);
  const historyLoaded = useHistoryCoversLoadRange(folder.historyFrom);
  const arriving = folder === EMPTY && stored !== EMPTY;
  return useMemo(() => ({ ...folder, historyLoaded, arriving }), [folder, historyLoaded, arriving]);
}
