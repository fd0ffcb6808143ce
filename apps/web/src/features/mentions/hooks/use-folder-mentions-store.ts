import type { Mention } from '@argus/contract';
import { create } from 'zustand';
import { mergeNewestFirst } from '../../../lib/merge-newest-first';

export type FolderMentions = { mentions: Mention[]; historyLoaded: boolean };

type FolderMentionsStore = {
  folders: Record<string, FolderMentions>;
  mergeMentions: (customer: string, mentions: Mention[], historyLoaded?: boolean) => void;
};

const EMPTY: FolderMentions = { mentions: [], historyLoaded: false };

export const useFolderMentionsStore = create<FolderMentionsStore>()((set) => ({
  folders: {},
  mergeMentions: (customer, mentions, historyLoaded) =>
    set((state) => {
      const current = state.folders[customer] ?? EMPTY;
      return {
        folders: {
          ...state.folders,
          [customer]: {
            mentions: mergeNewestFirst(current.mentions, mentions, (mention) => mention.uuid),
            historyLoaded: historyLoaded ?? current.historyLoaded,
          },
        },
      };
    }),
}));

/** The selected folder's mentions (empty until they arrive). */
export function useFolderMentions(customer: string | null): FolderMentions {
  return useFolderMentionsStore((state) => (customer ? state.folders[customer] : undefined) ?? EMPTY);
}
