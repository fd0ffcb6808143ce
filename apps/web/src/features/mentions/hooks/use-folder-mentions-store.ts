import type { Mention } from '@argus/contract';
import { create } from 'zustand';
import { useDeferredFolder } from '../../../shared/folder-data/use-deferred-folder';
import { applyFolderChange, applyFolderChangePlan, type FolderChange } from '../../../shared/folder-data/folder-change';

/**
 * A customer's loaded mentions, newest first. `version`: which version of the mentions worker's copy of the folder
 * `mentions` equals (ADR 0051), so the worker may filter it; null once a change reached the store without passing
 * through the worker (then the page filters it itself until the copy is brought up to date).
 */
export type FolderMentions = { mentions: Mention[]; historyLoaded: boolean; version: number | null };

type FolderUpdate = FolderChange<Mention> & {
  /** The worker's version after it applied the same change. */
  version?: number;
  /** How the worker's copy after the change is made of its copy before it and `upsert` (shared/folder-data/folder-change.ts). */
  plan?: Uint32Array;
  historyLoaded?: boolean;
};

type FolderMentionsStore = {
  folders: Record<string, FolderMentions>;
  /** Mentions merged by uuid (the incoming copy wins), ids removed, or with `replace` the folder's list replaced. */
  changeMentions: (customer: string, update: FolderUpdate) => void;
};

const EMPTY: FolderMentions = { mentions: [], historyLoaded: false, version: 0 };
const idOf = (mention: Mention) => mention.uuid;

export const useFolderMentionsStore = create<FolderMentionsStore>()((set) => ({
  folders: {},
  changeMentions: (customer, { version, plan, historyLoaded, ...change }) =>
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
            historyLoaded: historyLoaded ?? current.historyLoaded,
            version: version ?? null,
          },
        },
      };
    }),
}));

/** The selected folder's mentions (empty until they arrive). */
export function useFolderMentions(customer: string | null): FolderMentions {
  const folder = useFolderMentionsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
  return useDeferredFolder(customer, folder, EMPTY);
}
