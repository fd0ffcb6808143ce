import type { Signal } from '@argus/contract';
import { create } from 'zustand';

/** The moderator dialog on screen: the editor (new or for a signal), or the reason asked before a hide or delete. */
export type ModerationDialog =
  | { kind: 'create' }
  | { kind: 'edit'; signal: Signal }
  | { kind: 'hide'; signal: Signal }
  | { kind: 'delete'; signal: Signal };

type ModerationDialogStore = {
  dialog: ModerationDialog | null;
  openDialog: (dialog: ModerationDialog) => void;
  closeDialog: () => void;
};

/**
 * A store rather than props: the menus sit in memoised cards of a virtual list, and opening a dialog from one must
 * not re-render the others.
 */
export const useModerationDialogStore = create<ModerationDialogStore>()((set) => ({
  dialog: null,
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
