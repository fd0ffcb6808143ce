import { create } from 'zustand';
import { useSessionStore } from '../../../lib/session-store';

type FolderStore = {
  /** The selected folder's customer name; it decides which signals and mentions show (spec section 4). */
  selectedCustomerName: string | null;
  selectCustomer: (customerName: string | null) => void;
};

export const useFolderStore = create<FolderStore>()((set) => ({
  selectedCustomerName: null,
  selectCustomer: (customerName) => set({ selectedCustomerName: customerName }),
}));

// A different user (or none, after logout) must not inherit the previous user's folder.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.username !== previous.user?.username) {
    useFolderStore.setState({ selectedCustomerName: null });
  }
});
