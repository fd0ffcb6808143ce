import { signalsWorkerSpawn } from '../../features/signals/lib/signals-worker-spawn';
import { warmUpLocaleDataWhenIdle } from '../../lib/warm-up-locale-data';
import { preloadSignedInFrame } from '../layouts/signed-in-frame';

let warmed = false;

/**
 * What the first screen after the login answer needs and can have before it (ADR 0103): the code of the signed-in
 * frame (with its alerts; loaded so, they show without a Suspense fallback, ADR 0153) and of the Signals screen, and
 * the signals worker running (its script fetched and evaluated), and the browser's collation and calendar data loaded.
 * Fetched once, so that the login answer is followed by the API calls alone. The server's settings are not among them:
 * their folder and user lists are answered to a signed-in app only, so the start-up reads them with its token.
 */
export function warmUpSignIn(): void {
  if (warmed) return;
  warmed = true;
  // The worker now, from the first script: started by its client, it waited for the first screens' code to arrive and
  // run, and a login within a second of the first key met it still evaluating its modules (220 ms on a slow machine),
  // which held back the folder's latest signals (ADR 0164). The client takes this worker once its code has loaded.
  signalsWorkerSpawn.startNow();
  const warmUps: Promise<unknown>[] = [
    preloadSignedInFrame(),
    import('../routes/corporate-intelligence/signal-stream-page'),
    import('../../features/signals/lib/signals-worker-client').then((client) => client.startSignalsWorker()),
  ];
  // A warm-up that fails costs nothing: the same loads run again after the login answer and show their own errors.
  for (const warmUp of warmUps) warmUp.catch(() => undefined);
  warmUpLocaleDataWhenIdle();
}

const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Runs the warm-up at the person's first key, pointer press or autofill on the login page: from then on the page
 * idles while they type, which takes longer than the warm-up. Not at the page's load, so that the login page's own
 * load (its scripts, its main-thread time) stays what it was and a visitor who never signs in fetches nothing more.
 * The answered function removes the listeners.
 */
export function warmUpSignInOnFirstInput(): () => void {
  const stop = () => FIRST_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
  function start() {
    stop();
    warmUpSignIn();
  }
  FIRST_INPUT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return stop;
}
