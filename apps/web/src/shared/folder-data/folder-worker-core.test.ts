import { liveMentionsEndpoints } from '@argus/contract';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_PART_SIZE } from './answer-parts';
import type { FolderReplica } from './folder-replicas';
import { createFolderWorker, type FolderWorkerKind } from './folder-worker-core';
import type { FolderFetchRequest, FolderWorkerMessage } from './folder-worker-protocol';
import type { WorkerFetched } from './worker-fetch';

// The requests every folder worker answers, over a made-up item: loads merged into the copy (whole or in parts),
// answers for the page alone, the page's changes, filters of the copy (the newest per folder), forgetting a folder.

type Item = { id: string; publishDate: string };
type Body = { items: Item[] };

const item = (id: string): Item => ({ id, publishDate: '2026-01-01T00:00:00.000Z' });
const items = (count: number) => Array.from({ length: count }, (_, index) => item(`id-${index}`));
const FOLDER = { customer: 'acme', from: '2026-01-01T00:00:00.000Z' };
const NO_REVIEWS = { bookmarked: new Set<string>(), feedback: new Map<string, 1 | -1>() };
/** No stream starts in these tests: the schema of its changes only needs to be one. */
const LIVE = {
  endpoint: liveMentionsEndpoints.liveMentions,
  event: 'items',
  schema: {
    safeParse: (input: unknown) => ({ success: true as const, data: input as { upsert: Item[]; remove: string[] } }),
  },
  what: 'live items',
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: { inParts: boolean; fetched: WorkerFetched<Body> }) {
  const posted: FolderWorkerMessage<Item, unknown>[] = [];
  const forgotten: string[] = [];
  const kind: FolderWorkerKind<Item, string, FolderFetchRequest, Body> = {
    idOf: (item) => item.id,
    live: LIVE,
    fetch: vi.fn(() => Promise.resolve(options.fetched)),
    itemsOf: (body) => body.items,
    setsRange: () => true,
    inParts: options.inParts,
    filter: {
      filter: (_customer: string, folder: FolderReplica<Item>, criteria: string) => {
        if (criteria === 'fails') throw new Error('no such criteria');
        const rows = Uint32Array.from(folder.items.keys());
        return { rows, version: folder.version, count: folder.items.length, criteria };
      },
      forget: (customer) => forgotten.push(customer),
    },
  };
  const worker = createFolderWorker(kind, (message) => posted.push(message));
  const fetch = (id: number, folder?: typeof FOLDER) =>
    worker.handle({ type: 'fetch', id, path: '/x', token: 't', folder });
  const filter = (id: number, criteria: string) =>
    worker.handle({ type: 'filter', id, customer: 'acme', criteria, reviews: NO_REVIEWS, facetsVersion: -1 });
  return { worker, posted, forgotten, fetch, filter };
}

describe('a folder worker', () => {
  it('merges a load into its copy and answers the body whole with the version', async () => {
    const body = { items: items(3) };
    const { worker, posted, fetch } = setUp({ inParts: false, fetched: { ok: true, body, serverTime: null } });
    fetch(1, FOLDER);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ type: 'answer', id: 1, ok: true, body, version: 1 });
    expect(worker.replicas.get('acme').items).toHaveLength(3);
  });

  it('answers a long load in parts, with the plan of its merge', async () => {
    const body = { items: items(ANSWER_PART_SIZE * 2 + 1) };
    const { worker, posted, fetch } = setUp({ inParts: true, fetched: { ok: true, body, serverTime: null } });
    fetch(1, FOLDER);
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(posted.slice(0, 2).map((message) => message.type)).toEqual(['answer-part', 'answer-part']);
    expect(posted[2]).toMatchObject({ type: 'answer', id: 1, ok: true, body: [body.items.at(-1)], version: 1 });
    expect((posted[2] as { plan: Uint32Array }).plan).toBeInstanceOf(Uint32Array);
    expect(worker.replicas.get('acme').items).toHaveLength(body.items.length);
  });

  it('answers a fetch for the page alone without touching its copies, and a failure as it came', async () => {
    const body = { items: items(2) };
    const fetched = setUp({ inParts: false, fetched: { ok: true, body, serverTime: null } });
    fetched.fetch(1);
    await vi.waitFor(() => expect(fetched.posted).toEqual([{ type: 'answer', id: 1, ok: true, body }]));
    expect(fetched.worker.replicas.get('acme').version).toBe(0);

    const failed = setUp({ inParts: true, fetched: { ok: false, status: 0, message: 'offline' } });
    failed.fetch(2, FOLDER);
    await vi.waitFor(() =>
      expect(failed.posted).toEqual([{ type: 'answer', id: 2, ok: false, status: 0, message: 'offline' }]),
    );
  });

  it("answers the page's changes with the version, and the newest filter of a folder only", async () => {
    const { worker, posted, filter } = setUp({ inParts: false, fetched: { ok: false, status: 0, message: '' } });
    worker.handle({ type: 'change', id: 1, customer: 'acme', change: { upsert: items(2) } });
    filter(2, 'older');
    filter(3, 'newer');
    filter(4, 'fails');
    await nextTask();
    expect(posted).toMatchObject([
      { type: 'changed', id: 1, version: 1 },
      { type: 'filtered', id: 2, result: null },
      { type: 'filtered', id: 3, result: null },
      { type: 'filter-failed', id: 4, message: 'no such criteria' },
    ]);
    filter(5, 'all');
    await nextTask();
    expect(posted.at(-1)).toMatchObject({ type: 'filtered', id: 5, result: { version: 1, count: 2, criteria: 'all' } });
  });

  it('forgets a folder: its copy, its prepared filter, and a filter still waiting (answered null)', () => {
    const { worker, posted, forgotten, filter } = setUp({
      inParts: false,
      fetched: { ok: false, status: 0, message: '' },
    });
    worker.handle({ type: 'change', id: 1, customer: 'acme', change: { upsert: items(2) } });
    filter(2, 'all');
    worker.handle({ type: 'forget', customer: 'acme' });
    expect(posted.at(-1)).toEqual({ type: 'filtered', id: 2, result: null });
    expect(forgotten).toEqual(['acme']);
    expect(worker.replicas.get('acme').version).toBe(0);
  });
});
