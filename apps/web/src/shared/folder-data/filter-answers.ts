import type { FolderWorkerAnswer } from './folder-worker-protocol';
import { createNewestRequestQueue } from './newest-request-queue';

/** How a folder worker answers a computed request (a filter, the signals' figures). */
export type FilterAnswer = Extract<FolderWorkerAnswer<unknown>, { type: 'filtered' | 'filter-failed' }>;

/** The buffer of the rows a result names, which moves to the page without a copy (ADR 0047); none for figures. */
function transferOf(result: unknown): Transferable[] {
  const rows = (result as { rows?: unknown }).rows;
  return rows instanceof Uint32Array ? [rows.buffer as ArrayBuffer] : [];
}

/**
 * A folder worker's computed answers (ADR 0047): of the requests waiting under one key only the newest is computed
 * (shared/folder-data/newest-request-queue.ts) and answered as `filtered` (`filter-failed` when it throws, so that the
 * page's promise never hangs); the skipped ones are answered as `filtered` with null.
 */
export function createFilterAnswers<Request extends { id: number }>(
  compute: (request: Request) => unknown,
  post: (message: FilterAnswer, transfer?: Transferable[]) => void,
) {
  return createNewestRequestQueue<Request>(
    (request) => {
      try {
        const result = compute(request);
        post({ type: 'filtered', id: request.id, result }, transferOf(result));
      } catch (error) {
        post({
          type: 'filter-failed',
          id: request.id,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    (skipped) => post({ type: 'filtered', id: skipped.id, result: null }),
  );
}
