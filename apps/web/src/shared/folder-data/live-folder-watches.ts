import { currentToken, reportUnauthorized } from '../../lib/api-client';
import type { FolderChange } from './folder-change';
import type { LiveFolderMessage, LiveFolderRequest } from './folder-worker-protocol';

/**
 * A customer whose live stream the page watches: what to do when it asks for a reload, and the first instant of the
 * days the screen shows (null: the folder's range), which the stream covers too (ADR 0110).
 */
type LiveWatch = { onReload: (customer: string) => void; shownFrom: string | null };

const LIVE_MESSAGES: ReadonlySet<string> = new Set(['live-change', 'live-reload', 'live-refused']);

/** Whether a folder worker's message is one of its live streams'. */
export function isLiveFolderMessage<M extends { type: string }>(
  message: M,
): message is Extract<M, { type: LiveFolderMessage<unknown>['type'] }> {
  return LIVE_MESSAGES.has(message.type);
}

/**
 * The page's side of a folder worker's live streams (ADRs 0046, 0126), the same for signals and mentions: which
 * folders' streams the page watches, the worker's live messages (changes handed to the store with the worker's
 * version, reloads, refusals) and the session's token for the next connection.
 */
export function createLiveFolderWatches<T>(options: {
  post: (request: LiveFolderRequest) => void;
  /** The folder's range, until a load tells the worker (an ISO instant). */
  rangeStart: () => string;
  /** A change the worker applied to its copy first (`version`): the store applies the same. */
  apply: (customer: string, change: FolderChange<T>, version: number) => void;
}) {
  const { post } = options;
  const watched = new Map<string, LiveWatch>();

  /** The message that starts a watched stream, or hands it a new token or days. */
  function liveRequest(customer: string, token: string | null): LiveFolderRequest {
    const shownFrom = watched.get(customer)?.shownFrom ?? null;
    return { type: 'live', customer, token, from: options.rangeStart(), shownFrom };
  }

  return {
    /** Handles one of the worker's live messages. */
    receive(message: LiveFolderMessage<T>): void {
      switch (message.type) {
        case 'live-change':
          options.apply(message.customer, message.change, message.version);
          break;
        case 'live-reload':
          watched.get(message.customer)?.onReload(message.customer);
          break;
        case 'live-refused': {
          const token = currentToken();
          // The token was refreshed meanwhile: the stream tries again with the new one; otherwise the session is over.
          if (message.status === 401 && token && token !== message.token && watched.has(message.customer)) {
            post(liveRequest(message.customer, token));
          } else if (message.status === 401) {
            reportUnauthorized(message.token);
          }
          break;
        }
      }
    },
    /**
     * Keeps the customer's live stream open until the answered function is called; `onReload` hears when the stream
     * cannot replay what the folder missed. The stream uses the session's token of the moment it (re)connects.
     */
    watch(customer: string, onReload: (customer: string) => void): () => void {
      const watch: LiveWatch = { onReload, shownFrom: null };
      watched.set(customer, watch);
      post(liveRequest(customer, currentToken()));
      return () => {
        if (watched.get(customer) !== watch) return;
        watched.delete(customer);
        post({ type: 'live-stop', customer });
      };
    },
    /**
     * The watched stream also covers the days the screen shows from `shownFrom` (an ISO instant; null: the folder's
     * range): changes to older items then reach the server's list of those days (ADR 0110).
     */
    showFrom(customer: string, shownFrom: string | null): void {
      const watch = watched.get(customer);
      if (!watch || watch.shownFrom === shownFrom) return;
      watch.shownFrom = shownFrom;
      post(liveRequest(customer, currentToken()));
    },
    /** Hands the watched streams the session's new token (after a refresh), for their next connection. */
    updateToken(token: string | null): void {
      for (const customer of watched.keys()) post(liveRequest(customer, token));
    },
  };
}
export type LiveFolderWatches = Pick<ReturnType<typeof createLiveFolderWatches>, 'watch' | 'showFrom' | 'updateToken'>;
