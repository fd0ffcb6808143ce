import { SERVICE_WORKER_UPDATE_MS } from '@argus/contract';

/** How long a guest's page waits before the worker installs: a login typed at once reaches its first screen first. */
const GUEST_PAGE_DELAY_MS = 3_000;
let registered = false;

async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  // Offline or mid-install a check can only fail; the next one comes an hour later.
  if (!navigator.onLine || registration.installing) return;
  try {
    await registration.update();
  } catch (error) {
    console.warn('Service worker update check failed.', error);
  }
}

/**
 * Spec sections 4 and 9 (ADR 0021): the worker built by vite-plugin-pwa, registered from /sw.js with root scope,
 * precaches the app's shell. When a new worker activates (our update or one another tab installed) the page
 * reloads; updates are looked for every 60 minutes. Not in `vite dev`, where the plugin builds no worker.
 *
 * Registered once the first screen is drawn (the start-up calls this), never during it: installing fetches and stores
 * every screen's files (100 files, 3.2 MB), which on a 2-core machine took half a second of a first visit's login to
 * first card (ADR 0021). Its module loads then too, out of the login page's first script.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      // The page's load event has passed by now: register at once instead of waiting for it.
      immediate: true,
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        window.setInterval(() => void checkForUpdate(registration), SERVICE_WORKER_UPDATE_MS);
      },
      onRegisterError(error: unknown) {
        // A warning, not an error: the app works, only not offline (and browsers may forbid workers, as in tests).
        console.warn('Service worker registration failed; the app works, but not offline.', error);
      },
    }),
  );
}

/** A guest's page (login, sign-up, the public pages) registers the worker once it has been open a few seconds. */
export function registerServiceWorkerOnGuestPages(isGuest: () => boolean): void {
  window.setTimeout(() => {
    if (isGuest()) registerServiceWorker();
  }, GUEST_PAGE_DELAY_MS);
}
