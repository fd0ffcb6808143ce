/**
 * A folder worker that can be started before its client's code has loaded (ADR 0148): a page opened with a stored
 * session starts it from the first script, so that the worker's script downloads and its modules evaluate beside the
 * first screens' code, and the folder's latest items leave with the start-up's other calls instead of ~300 ms later.
 * The client then takes that worker instead of starting one.
 */
export type EarlyWorker = {
  /** Starts the worker now unless it already runs (or its client has taken it). */
  startNow: () => void;
  /** The worker started early, handed over once; else a new one. */
  take: () => Worker;
};

export function earlyWorker(spawn: () => Worker): EarlyWorker {
  let started: Worker | undefined;
  // Once the client has its worker, a late `startNow` would start one that nobody takes.
  let taken = false;
  return {
    startNow: () => {
      if (!taken) started ??= spawn();
    },
    take: () => {
      const worker = started ?? spawn();
      started = undefined;
      taken = true;
      return worker;
    },
  };
}
