import { parseSchemasWithoutEval } from '@argus/contract';
import type { FolderReplicas } from './folder-replicas';
import type { FolderFetchRequest, FolderWorkerRequest } from './folder-worker-protocol';
import { createFolderWorker, type FolderWorkerKind, type FolderWorkerPost } from './folder-worker-core';

type WorkerScope<Request, T> = {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage: (...message: Parameters<FolderWorkerPost<T>>) => void;
};

/** The requests every folder worker answers (shared/folder-data/folder-worker-protocol.ts). */
const FOLDER_REQUESTS: ReadonlySet<string> = new Set(['fetch', 'change', 'filter', 'live', 'live-stop', 'forget']);

/** What a feature's worker answers besides a folder worker's requests, from the same folder copies. */
export type FolderWorkerExtension<Extra> = {
  handle: (request: Extra) => void;
  /** The page dropped the folder: forget what was kept of it. */
  forget: (customer: string) => void;
};

/**
 * Runs this worker (its global scope) as a folder worker of `kind` (ADR 0047); `extend` adds the requests a feature's
 * worker answers besides (the signals' figures), given the worker's folder copies and its way to post.
 */
export function serveFolderWorker<
  T extends { publishDate: string },
  Criteria,
  Fetch extends FolderFetchRequest,
  Body,
  Extra extends { type: string } = never,
>(
  kind: FolderWorkerKind<T, Criteria, Fetch, Body>,
  extend?: (replicas: FolderReplicas<T>, post: FolderWorkerPost<T>) => FolderWorkerExtension<Extra>,
): void {
  // The page's Content-Security-Policy forbids `eval` in its workers too (packages/contract/src/schema-settings.ts).
  parseSchemasWithoutEval();
  type Request = FolderWorkerRequest<T, Criteria, Fetch>;
  const scope = self as unknown as WorkerScope<Request | Extra, T>;
  const post: FolderWorkerPost<T> = (message, transfer = []) => scope.postMessage(message, transfer);
  const worker = createFolderWorker(kind, post);
  const extension = extend?.(worker.replicas, post);
  scope.onmessage = ({ data: request }) => {
    if (!FOLDER_REQUESTS.has(request.type)) {
      extension?.handle(request as Extra);
      return;
    }
    const folderRequest = request as Request;
    worker.handle(folderRequest);
    if (folderRequest.type === 'forget') extension?.forget(folderRequest.customer);
  };
}
