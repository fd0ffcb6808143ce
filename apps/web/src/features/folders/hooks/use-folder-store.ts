import { create } from 'zustand';
import { getLocalStorage } from '../../../lib/local-storage';
import { useSessionStore } from '../../../shared/state/session-store';

// The selected folder survives a reload and a new tab, for the user who picked it only.
const REMEMBERED_FOLDER_KEY = 'argus-selected-folder';

function readRememberedFolder(username: string | undefined): string | null {
  if (!username) return null;
  try {
    const stored = JSON.parse(getLocalStorage()?.getItem(REMEMBERED_FOLDER_KEY) ?? 'null') as {
      username?: unknown;
      customerName?: unknown;
    } | null;
    return stored?.username === username && typeof stored.customerName === 'string' ? stored.customerName : null;
  } catch {
    return null;
  }
}

type FolderStore = {
  /** The selected folder's customer name; it decides which signals and mentions show (spec section 4). */
  selectedCustomerName: string | null;
  selectCustomer: (customerName: string | null) => void;
};

export const useFolderStore = create<FolderStore>()((set) => ({
  selectedCustomerName: readRememberedFolder(useSessionStore.getState().user?.username),
  selectCustomer: (customerName) => {
    const username = useSessionStore.getState().user?.username;
    if (username && customerName) {
      try {
        getLocalStorage()?.setItem(REMEMBERED_FOLDER_KEY, JSON.stringify({ username, customerName }));
      } catch {
        // A full or blocked storage only costs remembering the folder.
      }
    }
    set({ selectedCustomerName: customerName });
  },
}));

// A different user (or none, after logout) must not inherit the previous user's folder.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.username !== previous.user?.username) {
    useFolderStore.setState({ selectedCustomerName: readRememberedFolder(state.user?.username) });
  }
});
