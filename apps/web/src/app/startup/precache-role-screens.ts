import { isModerator } from '@argus/contract';

/** Written by the build (apps/web/scripts/precache-by-role.ts): privilege → the files only its screens load. */
const ROLE_PRECACHE_PATH = '/precache-by-privilege.json';

async function fetchRoleScreens(privilege: number): Promise<void> {
  try {
    const response = await fetch(ROLE_PRECACHE_PATH, { priority: 'low' });
    if (!response.ok) return;
    const byPrivilege = (await response.json()) as Record<string, string[]>;
    for (const file of byPrivilege[String(privilege)] ?? []) {
      await fetch(file, { priority: 'low' });
    }
  } catch (error) {
    // Offline, or a new build meanwhile: the screens load from the server when opened, as without a worker.
    console.warn('Keeping the staff screens for offline use failed.', error);
  }
}

/**
 * The service worker precaches the shell and everyone's screens (ADR 0103); a staff session adds its own screens by
 * fetching their files through the worker, which keeps every built file it serves. One file at a time, at low
 * priority, after the start-up, so that nothing the user waits for queues behind them; on a first visit, once the
 * new worker is in charge. Without a worker (blocked, or `vite dev`) nothing happens.
 */
export function precacheRoleScreens(privilege: number): void {
  if (!isModerator(privilege) || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) {
    void fetchRoleScreens(privilege);
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => void fetchRoleScreens(privilege), { once: true });
}
