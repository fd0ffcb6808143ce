import type { LoginRequest } from '@argus/contract';
import { create } from 'zustand';
import { isEmbedded } from '../../lib/is-embedded';

/** Per tab (session storage), so that a reload inside the sister product's frame stays compact. */
const ESG_MODE_STORAGE_KEY = 'argus-esg-mode';

function readStoredEsgMode(): boolean {
  try {
    return isEmbedded() && window.sessionStorage.getItem(ESG_MODE_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function storeEsgMode(): void {
  try {
    window.sessionStorage.setItem(ESG_MODE_STORAGE_KEY, 'on');
  } catch {
    // Storage may be blocked in a third-party frame; ESG mode then lasts until the next reload only.
  }
}

type EmbeddingStore = {
  /** ESG mode (spec section 4): the compact layout without footer of the embedded app. Never on outside a frame. */
  esgMode: boolean;
  /** Credentials of an accepted login message, waiting for the login form to fill in and submit them. */
  pendingLogin: LoginRequest | null;
  turnOnEsgMode: () => void;
  /** An accepted login message: ESG mode on, and the login form signs in with these credentials. */
  requestLogin: (credentials: LoginRequest) => void;
  /** Hands the waiting credentials to the login form once, and forgets them. */
  takePendingLogin: () => LoginRequest | null;
};

export const useEmbeddingStore = create<EmbeddingStore>()((set, get) => ({
  esgMode: readStoredEsgMode(),
  pendingLogin: null,
  turnOnEsgMode: () => {
    storeEsgMode();
    set({ esgMode: true });
  },
  requestLogin: (credentials) => {
    storeEsgMode();
    set({ esgMode: true, pendingLogin: credentials });
  },
  takePendingLogin: () => {
    const { pendingLogin } = get();
    if (pendingLogin) set({ pendingLogin: null });
    return pendingLogin;
  },
}));

export function useEsgMode(): boolean {
  return useEmbeddingStore((state) => state.esgMode);
}
