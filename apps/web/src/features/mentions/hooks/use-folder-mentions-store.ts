import type { Mention } from '@argus/contract';
import { create } from 'zustand';
import { applyFolderChange, type FolderChange } from '../../../lib/folder-change';

/**
 * A customer's loaded mentions, newest first. `version`: which version of the mentions worker's copy of the folder
 * `mentions` equals (ADR 0051), so the worker may filter it; null once a change reached the store without passing
 * through the worker (then the page filters it itself until the copy is brought up to date).
 */
export type FolderMentions = { mentions: Mention[]; historyLoaded: boolean; version: number | null };

type FolderUpdate = FolderChange<Mention> & {
  /** The worker's version after it applied the same change. */
  version?: number;
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
  changeMentions: (customer, { version, historyLoaded, ...change }) =>
    set((state) => {
      const current = state.folders[customer] ?? EMPTY;
      return {
        folders: {
          ...state.folders,
          [customer]: {
            mentions: applyFolderChange(current.mentions, change, idOf),
            historyLoaded: historyLoaded ?? current.historyLoaded,
            version: version ?? null,
          },
        },
      };
    }),
}));

/** The selected folder's mentions (empty until they arrive). */
export function useFolderMentions(customer: string | null): FolderMentions {
  return useFolderMentionsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
}
