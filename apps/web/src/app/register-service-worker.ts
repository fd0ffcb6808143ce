import { SERVICE_WORKER_UPDATE_MS } from '@argus/contract';
import { registerSW } from 'virtual:pwa-register';

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
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => void checkForUpdate(registration), SERVICE_WORKER_UPDATE_MS);
    },
    onRegisterError(error: unknown) {
      // A warning, not an error: the app works, only not offline (and browsers may forbid workers, as in tests).
      console.warn('Service worker registration failed; the app works, but not offline.', error);
    },
  });
}
