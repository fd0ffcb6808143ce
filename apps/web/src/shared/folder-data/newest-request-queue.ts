/**
 * A worker's filter requests, per folder (ADR 0047): a request waits for the messages already queued, and of several
 * for one folder (a burst of loads, each a new version; criteria typed quickly) only the newest is computed, the
 * others are answered as skipped. Preparing stale versions never holds up the fetches behind them.
 */
export function createNewestRequestQueue<Request>(
  compute: (request: Request) => void,
  skip: (request: Request) => void,
) {
  const waiting = new Map<string, Request>();

  function run(key: string) {
    const request = waiting.get(key);
    if (request === undefined) return;
    waiting.delete(key);
    compute(request);
  }

  return {
    push(key: string, request: Request) {
      const skipped = waiting.get(key);
      if (skipped !== undefined) skip(skipped);
      else setTimeout(() => run(key), 0);
      waiting.set(key, request);
    },
    /** The folder was forgotten: its waiting request is answered as skipped. */
    drop(key: string) {
      const skipped = waiting.get(key);
      waiting.delete(key);
      if (skipped !== undefined) skip(skipped);
    },
  };
}
