// The worker thread that reads feeds (feed-reader.ts): parsing a 10 MB feed takes seconds of CPU, which on the
// server's own thread would hold every request back. The worker answers each job with the parsed feed or the
// FeedError's words; anything else it throws ends the job as an error of its own.
import { parentPort } from 'node:worker_threads';
import { FeedError, type ParseFeedInput } from './feed-types';
import { parseFeed } from './parse-feed';

export type FeedJob = { id: number; input: ParseFeedInput };
export type FeedJobAnswer =
  | { id: number; feed: ReturnType<typeof parseFeed> }
  | { id: number; feedError: string }
  | { id: number; failure: string };

parentPort?.on('message', (job: FeedJob) => {
  try {
    parentPort!.postMessage({ id: job.id, feed: parseFeed(job.input) } satisfies FeedJobAnswer);
  } catch (error) {
    const answer: FeedJobAnswer =
      error instanceof FeedError
        ? { id: job.id, feedError: error.message }
        : { id: job.id, failure: error instanceof Error ? error.message : String(error) };
    parentPort!.postMessage(answer);
  }
});
