import { create } from 'zustand';

type TriageHelpStore = { opened: boolean; open: () => void; close: () => void };

/**
 * Whether the keyboard help is open: the list opens it on `?`, the hint in the list's header on a click, and the one
 * dialog reads it (a store, because the header and the list are siblings).
 */
export const useTriageHelpStore = create<TriageHelpStore>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
