import { Worker } from 'node:worker_threads';
import type { FeedJob, FeedJobAnswer } from './feed-worker';
import { FeedError, type ParsedFeed, type ParseFeedInput } from './feed-types';

/** A feed that needs more than this to parse is refused, and only its worker is lost, never the server. */
const WORKER_HEAP_MB = 768;

export type FeedReader = { read: (input: ParseFeedInput) => Promise<ParsedFeed>; close: () => Promise<void> };

/**
 * Feeds parsed on a worker thread, one at a time, so that a large feed never holds the server's requests back
 * (ADR 0122). The worker starts with the first feed and is started again after it dies (a feed over its
 * memory limit): that feed is refused with a FeedError, the next one gets a fresh worker.
 */
export function createFeedReader(): FeedReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (feed: ParsedFeed) => void; reject: (error: Error) => void }>();

  const start = () => {
    // The server runs bundled (apps/api/dist, where the build writes feed-worker.mjs beside server.mjs); tests and
    // `npm run dev` run the TypeScript sources through tsx.
    const fromSources = import.meta.url.endsWith('.ts');
    const entry = fromSources ? './feed-worker-from-sources.mjs' : './feed-worker.mjs';
    const started = new Worker(new URL(entry, import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    started.on('message', (answer: FeedJobAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('feed' in answer) job.resolve(answer.feed);
      else if ('feedError' in answer) job.reject(new FeedError(answer.feedError));
      else job.reject(new Error(`the feed worker failed: ${answer.failure}`));
    });
    const lose = (reason: string) => {
      if (worker === started) worker = undefined;
      for (const job of pending.values()) job.reject(new FeedError(reason));
      pending.clear();
    };
    started.on('error', (error) => lose(`the feed could not be read: ${error.message}`));
    started.on('exit', () => lose('the feed took more memory to read than Argus allows; it is too large'));
    // An idle worker does not keep the process alive.
    started.unref();
    return started;
  };

  return {
    read(input) {
      worker ??= start();
      const id = nextId++;
      const job: FeedJob = { id, input };
      return new Promise<ParsedFeed>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(job);
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}
