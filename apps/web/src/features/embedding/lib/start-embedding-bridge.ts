import type { LoginRequest } from '@argus/contract';
import { useEmbeddingStore } from '../../../shared/state/embedding-store';
import { isEmbedded } from '../../../lib/is-embedded';
import { queryClient } from '../../../shared/state/query-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { getPublicConfig } from '../../../shared/state/public-config';
import { readLoginMessage, readyMessage } from './embedding-messages';
import { isAllowedParentOrigin } from './is-allowed-parent-origin';

async function readSisterDomain(): Promise<string | null> {
  try {
    return (await getPublicConfig()).sisterDomain;
  } catch (error) {
    // Without the server's answer only this machine's pages may log the app in.
    console.warn('Could not read the sister domain; only localhost may log the embedded app in.', error);
    return null;
  }
}

function acceptLogin(credentials: LoginRequest): void {
  const { user, clearSession } = useSessionStore.getState();
  const embedding = useEmbeddingStore.getState();
  if (user?.username === credentials.username) {
    // Already signed in as this user (a reload in the frame): no second login, just the compact layout.
    embedding.turnOnEsgMode();
    return;
  }
  if (user) {
    // The sister product signed someone else in: never show them the previous user's data.
    clearSession();
    queryClient.clear();
  }
  // The login page (where a signed-out user is sent) fills in the form and submits it.
  embedding.requestLogin(credentials);
}

/**
 * Spec section 4, embedded mode: inside a frame, listen for the parent's login message, then tell the parent
 * we are ready. Outside a frame nothing happens and ESG mode stays off. Call once, before the first render.
 */
export function startEmbeddingBridge(): void {
  if (!isEmbedded()) return;
  void readSisterDomain().then((sisterDomain) => {
    window.addEventListener('message', (event: MessageEvent) => {
      // Only the page that embeds us, not another frame or a window we opened.
      if (event.source !== window.parent) return;
      const credentials = readLoginMessage(event.data);
      if (!credentials) return;
      if (!isAllowedParentOrigin(event.origin, sisterDomain)) {
        console.warn(`Ignored a login message from ${event.origin}: that origin may not log Argus in.`);
        return;
      }
      acceptLogin(credentials);
    });
    // The ready message carries nothing secret, and a parent's origin cannot be read everywhere: any target.
    window.parent.postMessage(readyMessage, '*');
  });
}
