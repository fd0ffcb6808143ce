import { publicConfigQueryOptions } from '../../lib/public-config';
import { queryClient } from '../../lib/query-client';

let warmed = false;

/**
 * What the first screen after the login answer needs and can have before it (ADR 0103): the signed-in frame's (with its
 * alerts) and the Signals screen's code, the signals worker running (its script and imports fetched and evaluated), and the
 * server's public settings, which need no token. Fetched once, while the login page is idle, so that the login
 * answer is followed by the API calls alone.
 */
export function warmUpSignIn(): void {
  if (warmed) return;
  warmed = true;
  const warmUps: Promise<unknown>[] = [
    import('../layouts/app-layout'),
    import('../../components/alert/notification-container'),
    import('../routes/corporate-intelligence/signal-stream-page'),
    import('../../features/signals/lib/signals-worker-client').then((client) => client.startSignalsWorker()),
    queryClient.prefetchQuery(publicConfigQueryOptions),
  ];
  // A warm-up that fails costs nothing: the same loads run again after the login answer and show their own errors.
  for (const warmUp of warmUps) warmUp.catch(() => undefined);
}

/** Runs the warm-up when the browser is next idle (at once where it cannot tell); the answer cancels a pending one. */
export function warmUpSignInWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(warmUpSignIn, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(warmUpSignIn, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}
