import type { FastifyBaseLogger } from 'fastify';

/**
 * The one line in which an instance's reads and pushes run, in the order their notifications came, so that a stream
 * never receives an older state of a row after a newer one; a reconnecting stream's catch-up joins the same line.
 */
export function createPushLine(log: FastifyBaseLogger) {
  let line: Promise<void> = Promise.resolve();
  // When each waiting task's notification arrived (oldest first).
  const waitingSince: number[] = [];
  return {
    /** Runs `task` after every task before it; `at` is when its notification arrived. */
    enqueue(at: number, task: () => Promise<void>) {
      waitingSince.push(at);
      line = line
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'live streams: a push failed'))
        .finally(() => void waitingSince.shift());
    },
    /** Where a stream would resume now: everything heard before it has been pushed. */
    cursor: () => (waitingSince.length > 0 ? waitingSince[0]! - 1 : Date.now()),
    /** Tasks waiting, the one running included. */
    get waiting() {
      return waitingSince.length;
    },
  };
}
