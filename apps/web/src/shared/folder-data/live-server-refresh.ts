/** What the refresh needs to know of the page: whether it is hidden, and when it is shown again. */
export type PageVisibility = {
  hidden: () => boolean;
  /** Calls `listener` each time the page is shown again; answers the function that stops it. */
  onShown: (listener: () => void) => () => void;
};

/** The tab's own visibility (the Page Visibility API); a page without a document is never hidden. */
const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onShown: (listener) => {
    if (typeof document === 'undefined') return () => undefined;
    const handler = () => {
      if (document.visibilityState !== 'hidden') listener();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};

/**
 * At most one refresh of a folder's server reads per this many milliseconds while its live changes stream in (ADR
 * 0132): an import of many signals would otherwise ask a year's Overview of the server again for each one.
 */
export const LIVE_REFRESH_INTERVAL_MS = 3_000;

/**
 * Coalesces the refreshes a folder's live changes ask for (ADR 0132): the first change of a quiet folder refreshes at
 * once; the changes that follow within `intervalMs` make one refresh when it ends; none runs while the page is hidden,
 * and one runs when it is shown again if a change came meanwhile. Answers the function each live change calls, with its
 * folder (the customer). Each folder is timed on its own.
 */
export function coalescedLiveRefresh(
  refresh: (customer: string) => void,
  {
    intervalMs = LIVE_REFRESH_INTERVAL_MS,
    page = documentVisibility,
  }: { intervalMs?: number; page?: PageVisibility } = {},
): (customer: string) => void {
  /** The folders refreshed less than `intervalMs` ago, and whether a change came since. */
  const recent = new Map<string, { changedSince: boolean }>();
  /** The folders changed while the page was hidden. */
  const whileHidden = new Set<string>();
  let stopListening: (() => void) | undefined;

  function run(customer: string) {
    const slot = { changedSince: false };
    recent.set(customer, slot);
    refresh(customer);
    setTimeout(() => {
      if (recent.get(customer) !== slot) return;
      recent.delete(customer);
      if (slot.changedSince) changed(customer);
    }, intervalMs);
  }

  function shown() {
    stopListening?.();
    stopListening = undefined;
    const customers = [...whileHidden];
    whileHidden.clear();
    customers.forEach(changed);
  }

  function changed(customer: string) {
    if (page.hidden()) {
      whileHidden.add(customer);
      stopListening ??= page.onShown(shown);
      return;
    }
    const slot = recent.get(customer);
    if (slot) slot.changedSince = true;
    else run(customer);
  }

  return changed;
}
