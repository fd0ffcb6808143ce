import { currentToken, reportUnauthorized, toApiError } from '../../lib/api-client';
import { NetworkError } from '../../lib/errors';
import type { FolderWorkerAnswer } from './folder-worker-protocol';

/** `token`: the session's token the request carried, if any. */
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; token: string | null };

/**
 * The page's side of a worker's requests (ADR 0012, ADR 0047): each request gets an id and a promise; the worker's
 * answers settle them, a failed fetch as the error `requestApi` would throw (a 401 on a request that carried a token
 * ends the session as on any other call).
 */
export function createWorkerRequests<Request>(post: (request: Request) => void) {
  let lastId = 0;
  const pending = new Map<number, Pending>();
  /** The leading parts of long list answers, by request. */
  const parts = new Map<number, unknown[][]>();

  function settle(id: number, outcome: { value: unknown } | { error: unknown }) {
    const waiting = pending.get(id);
    parts.delete(id);
    if (!waiting) return;
    pending.delete(id);
    if ('value' in outcome) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  }

  return {
    nextId: () => ++lastId,
    /** Posts the request; `hadToken`: it carries the session's token, so a 401 means the session is over. */
    ask<T>(request: Request & { id: number }, hadToken = false): Promise<T> {
      return new Promise<unknown>((resolve, reject) => {
        pending.set(request.id, { resolve, reject, token: hadToken ? currentToken() : null });
        post(request);
      }) as Promise<T>;
    },
    /**
     * Settles the request a folder worker's answer is for; a fetch settles with `{ body, version, plan }`, a list that
     * came in parts put together again.
     */
    receive(message: FolderWorkerAnswer<unknown>): void {
      switch (message.type) {
        case 'answer-part': {
          const received = parts.get(message.id) ?? [];
          received.push(message.items);
          parts.set(message.id, received);
          break;
        }
        case 'answer':
          if (message.ok) {
            const leading = parts.get(message.id);
            const body = leading && Array.isArray(message.body) ? leading.concat([message.body]).flat() : message.body;
            settle(message.id, { value: { body, version: message.version, plan: message.plan } });
          } else if ('message' in message) {
            settle(message.id, {
              error: message.status === 0 ? new NetworkError({ cause: message.message }) : new Error(message.message),
            });
          } else {
            if (message.status === 401) reportUnauthorized(pending.get(message.id)?.token ?? null);
            settle(message.id, { error: toApiError(message.status, message.body, message.statusText) });
          }
          break;
        case 'changed':
          settle(message.id, { value: message.version });
          break;
        case 'filtered':
          settle(message.id, { value: message.result });
          break;
        case 'filter-failed':
          settle(message.id, { error: new Error(message.message) });
          break;
      }
    },
  };
}
