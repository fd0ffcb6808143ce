import { create } from 'zustand';

/** Spec section 4: loading flags for the admin lists and, per customer, each kind of load. */
export type CustomerLoadingFlags = {
  monitoringRecent: boolean;
  monitoringHistory: boolean;
  discoveryRecent: boolean;
  discoveryHistory: boolean;
  trend: boolean;
};

type LoadingFlagsStore = {
  admin: boolean;
  /**
   * The staff lists of start-up step 4 have been asked for (loaded or failed). Screens that show those lists ask the
   * server again only from then on, so that opening such a screen directly does not move them ahead of the
   * start-up's order (ADR 0012).
   */
  adminListsLoaded: boolean;
  customers: Record<string, CustomerLoadingFlags>;
  setAdminLoading: (loading: boolean) => void;
  setAdminListsLoaded: (loaded: boolean) => void;
  setCustomerFlag: (customer: string, flag: keyof CustomerLoadingFlags, loading: boolean) => void;
};

const IDLE: CustomerLoadingFlags = {
  monitoringRecent: false,
  monitoringHistory: false,
  discoveryRecent: false,
  discoveryHistory: false,
  trend: false,
};

export const useLoadingFlagsStore = create<LoadingFlagsStore>()((set) => ({
  admin: false,
  adminListsLoaded: false,
  customers: {},
  setAdminLoading: (loading) => set({ admin: loading }),
  setAdminListsLoaded: (loaded) => set({ adminListsLoaded: loaded }),
  setCustomerFlag: (customer, flag, loading) =>
    set((state) => ({
      customers: { ...state.customers, [customer]: { ...(state.customers[customer] ?? IDLE), [flag]: loading } },
    })),
}));

/** Runs `load` with the customer's flag raised, lowering it however the load ends. */
export async function withCustomerFlag<T>(
  customer: string,
  flag: keyof CustomerLoadingFlags,
  load: () => Promise<T>,
): Promise<T> {
  const { setCustomerFlag } = useLoadingFlagsStore.getState();
  setCustomerFlag(customer, flag, true);
  try {
    return await load();
  } finally {
    setCustomerFlag(customer, flag, false);
  }
}

/** True while any customer's signal or mention history is loading (the header's hint). */
export function useHistoryLoading(): boolean {
  return useLoadingFlagsStore((state) =>
    Object.values(state.customers).some((flags) => flags.monitoringHistory || flags.discoveryHistory),
  );
}

/** Whether a screen may ask again for what the start-up's staff step loads (see `adminListsLoaded`). */
export function useAdminListsLoaded(): boolean {
  return useLoadingFlagsStore((state) => state.adminListsLoaded);
}
