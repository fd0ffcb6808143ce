import type { FastifyBaseLogger } from 'fastify';

/** A piece of work waiting on the line, and when its notification (or its stream's request) arrived. */
export type LineItem<T> = { at: number; work: T };

/**
 * The one line in which an instance's reads and pushes run, one batch at a time, in the order their notifications
 * came, so that a stream never receives an older state of a row after a newer one; a reconnecting stream's catch-up
 * joins the same line. Everything that waits while a batch runs becomes the next batch, taken whole: the line's work
 * grows with the reads it makes, not with the notifications it hears (ADR 0046).
 *
 * A catch-up need not wait for the batch that runs when it comes (`runBeside`): that batch took its streams before the
 * new one opened and sends it nothing, and the next batch starts only once every catch-up beside the line has sent
 * its rows, so it reads after them. While the next batch waits for them, further catch-ups join it instead, so a run
 * of reconnects cannot hold the line up.
 */
export function createPushLine<T>(log: FastifyBaseLogger, runBatch: (batch: LineItem<T>[]) => Promise<void>) {
  let queued: LineItem<T>[] = [];
  let running: LineItem<T>[] = [];
  let active = false;
  // Catch-ups running beside the line, and whether the next batch waits for them.
  const beside = new Set<Promise<void>>();
  let holding = false;

  async function drain() {
    while (queued.length > 0) {
      holding = true;
      while (beside.size > 0) await Promise.all(beside);
      holding = false;
      running = queued;
      queued = [];
      try {
        await runBatch(running);
      } catch (error: unknown) {
        log.error({ err: error }, 'live streams: a push failed');
      }
      running = [];
    }
    active = false;
  }

  function enqueue(at: number, work: T) {
    queued.push({ at, work });
    if (active) return;
    active = true;
    // Notifications heard in the same turn of the event loop (one packet of the listener's) make one batch.
    queueMicrotask(() => void drain());
  }

  return {
    /** Runs `work` in a batch after every batch before it; `at` is when its notification arrived. */
    enqueue,
    /** Runs `work` at once, as a batch of its own beside the running one; in the line when a batch waits to start. */
    runBeside(at: number, work: T) {
      if (holding) {
        enqueue(at, work);
        return;
      }
      const run: Promise<void> = runBatch([{ at, work }])
        .catch((error: unknown) => log.error({ err: error }, 'live streams: a catch-up failed'))
        .finally(() => beside.delete(run));
      beside.add(run);
    },
    /** Where a stream would resume now: everything heard before it has been pushed. */
    cursor: () => {
      const oldest = (running[0] ?? queued[0])?.at;
      return oldest === undefined ? Date.now() : oldest - 1;
    },
    /** Items waiting, those of the running batch included. */
    get waiting() {
      return running.length + queued.length;
    },
  };
}
