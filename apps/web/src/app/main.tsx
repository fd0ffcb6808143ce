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
  // The start-up's reads, the signed-in frame's code and the first screen's folder worker start now, beside the first
  // screens' code, not once the router has matched the address or the start-up's code has loaded (ADRs 0148, 0150,
  // 0153); the other worker with its first load (ADR 0157).
  askStartupReadsEarly(storedUser);
  preloadSignedInFrame().catch(() => undefined);
  if (startsWithFirstScreen(window.location.pathname, 'signals')) signalsWorkerSpawn.startNow();
  if (startsWithFirstScreen(window.location.pathname, 'mentions')) mentionsWorkerSpawn.startNow();
  void import('./startup/use-startup').then((startup) => startup.startStoredSession(storedUser));
  warmUpLocaleDataWhenIdle();
}

// The first script's modules are evaluated in one task; the router's creation (it matches the address and starts the
// screen's load) and the first render each take a task of their own, so that on a slow machine none of the three
// blocks the page for long (ADR 0138).
await nextTask();
const router = createAppRouter();
await nextTask();
createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
