import { extendKeywordIndex, type PreparedMentions } from '@argus/filtering';

// Rows per call of extendKeywordIndex: ~0.5 ms of work (bench figures, ADR 0050), so a slice stops close to its budget.
const ROWS_PER_STEP = 256;
// The work of one slice when a keyword waits for the index: half a frame, so the page still paints and takes input.
const URGENT_SLICE_MS = 8;
// An idle callback waits at most this long for idle time on a busy page.
const IDLE_TIMEOUT_MS = 1000;

/**
 * Builds a folder's keyword index in short slices: in the browser's idle time after a load, or (`urgent`, a keyword
 * is waiting) in back-to-back slices with a pause between them. Never one long task (ADR 0050). Answers a function
 * that stops the building; `onDone` runs once the index is complete.
 */
export function buildKeywordIndexInSlices(prepared: PreparedMentions, urgent: boolean, onDone: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;

  const work = (budgetMs: number) => {
    if (cancelled) return;
    const start = performance.now();
    do {
      if (extendKeywordIndex(prepared, ROWS_PER_STEP)) return onDone();
    } while (performance.now() - start < budgetMs);
    schedule();
  };
  const schedule = () => {
    if (!urgent && typeof requestIdleCallback === 'function') {
      idleHandle = requestIdleCallback(
        (deadline) => work(deadline.didTimeout ? URGENT_SLICE_MS : deadline.timeRemaining() - 1),
        {
          timeout: IDLE_TIMEOUT_MS,
        },
      );
    } else {
      timer = setTimeout(() => work(URGENT_SLICE_MS), 0);
    }
  };

  schedule();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}
