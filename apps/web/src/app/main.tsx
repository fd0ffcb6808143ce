import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { parseSchemasWithoutEval } from '@argus/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { mentionsWorkerSpawn } from '../features/mentions/lib/mentions-worker-spawn';
import { signalsWorkerSpawn } from '../features/signals/lib/signals-worker-spawn';
import { isEmbedded } from '../lib/is-embedded';
import { nextTask } from '../lib/next-task';
import { warmUpLocaleDataWhenIdle } from '../lib/warm-up-locale-data';
import { useSessionStore, watchStoredTokenChanges } from '../shared/state/session-store';
import { preloadSignedInFrame } from './layouts/signed-in-frame';
import { Providers } from './providers';
import { askStartupReadsEarly } from './startup/ask-startup-reads';
import { startsWithFirstScreen } from './startup/first-screen-items';
import { registerServiceWorkerOnGuestPages } from './register-service-worker';
import { createAppRouter } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

parseSchemasWithoutEval();
watchStoredTokenChanges();
// Only a framed app talks to a parent page; the bridge (and its validation) loads only then.
if (isEmbedded()) {
  void import('../features/embedding/lib/start-embedding-bridge').then((bridge) => bridge.startEmbeddingBridge());
}
// A signed-in start-up registers it after its first screen (run-startup.ts).
registerServiceWorkerOnGuestPages(() => useSessionStore.getState().user === null);
const storedUser = useSessionStore.getState().user;
if (storedUser) {
  // The start-up's reads start now, beside the first screens' code, not once the router has matched the address or the
  // start-up's code has loaded (ADR 0150).
  askStartupReadsEarly(storedUser);
  void import('./startup/use-startup').then((startup) => startup.startStoredSession(storedUser));
  warmUpLocaleDataWhenIdle();
}

// The first script's modules are evaluated in one task; the signed-in frame's preload, the first screen's folder
// worker, the router's creation (it matches the address and starts the screen's load) and the first render each take
// a task of their own, so that on a slow machine none of them blocks the page for long (ADR 0138). The frame's
// and the screen's files are on their way already (index.html's preload links, ADR 0156): a task later costs nothing.
await nextTask();
if (storedUser) {
  // Vite's loader links each of the frame's files once more (2-70 ms on a slow machine); the frame then shows without
  // its Suspense fallback (ADR 0153).
  preloadSignedInFrame().catch(() => undefined);
  await nextTask();
  // The first screen's folder worker (ADR 0148); the other starts with its first load (ADR 0157).
  if (startsWithFirstScreen(window.location.pathname, 'signals')) signalsWorkerSpawn.startNow();
  if (startsWithFirstScreen(window.location.pathname, 'mentions')) mentionsWorkerSpawn.startNow();
  await nextTask();
}
const router = createAppRouter();
await nextTask();
createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
