import { LIVE_MENTIONS_EVENTS, liveMentionsChangeSchema, liveMentionsEndpoints, type Mention } from '@argus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFolderReplicas } from './folder-replicas';
import type { LiveFolderMessage } from './folder-worker-protocol';
import { createLiveFolders } from './live-folders';

// The live side of a folder worker (ADR 0126), over mentions: a stream of server-sent events stands in for the API.

const TEXT = { title: 'A mention', sentence: 'A sentence.', translatedSentence: null, authors: null };
const ORIGIN = { url: null, source: null, companies: [], discoveryId: null, searchTermId: null };
const mention = (uuid: string, publishDate: string): Mention => ({
  ...{ uuid, publishDate, mediaSegment: 'news', reliability: 'High', language: 'en' },
  ...TEXT,
  ...ORIGIN,
  storyId: uuid,
  storySize: 1,
});

/** An answer whose body is the events, written as the server writes them, then held open. */
function eventStream(...events: { event: string; id: string; data: unknown }[]): Response {
  const text = events.map(({ event, id, data }) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text.join('')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const KIND = { endpoint: liveMentionsEndpoints.liveMentions, event: LIVE_MENTIONS_EVENTS.mentions, what: 'mentions' };

function setUp() {
  const idOf = (item: Mention) => item.uuid;
  const replicas = createFolderReplicas<Mention>(idOf);
  const posted: LiveFolderMessage<Mention>[] = [];
  const post = (message: LiveFolderMessage<Mention>) => posted.push(message);
  const live = createLiveFolders<Mention>({
    kind: { ...KIND, schema: liveMentionsChangeSchema },
    replicas,
    idOf,
    post,
  });
  return { replicas, posted, live };
}

const FROM = '2026-07-01T00:00:00.000Z';

describe('the live folders of a worker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resumes from the load, applies a change to the copy first and hands it over with its version', async () => {
    const { replicas, posted, live } = setUp();
    const loaded = mention('a', '2026-07-10T00:00:00.000Z');
    await live.load(
      { customer: 'northwind', from: FROM, first: true },
      Promise.resolve({ ok: true, serverTime: 1_000 }),
      () => replicas.apply('northwind', { upsert: [loaded] }),
    );
    const arrived = mention('b', '2026-07-20T00:00:00.000Z');
    const older = mention('c', '2026-06-20T00:00:00.000Z');
    fetchMock.mockResolvedValueOnce(
      eventStream(
        { event: 'mentions', id: '2000', data: { upsert: [arrived, older], remove: ['a'] } },
        { event: 'ready', id: '2000', data: {} },
      ),
    );
    live.handle({ type: 'live', customer: 'northwind', token: 'token', from: FROM, shownFrom: null });
    // The page's first stream waits for the start-up's other calls.
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(posted).toHaveLength(1));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/discovery/live/northwind?from=${encodeURIComponent(FROM)}`);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token', 'Last-Event-ID': '1000' });
    // A mention before the folder's range leaves it instead of joining it.
    expect(posted[0]).toEqual({
      type: 'live-change',
      customer: 'northwind',
      version: 2,
      change: { upsert: [arrived], remove: ['a', 'c'] },
    });
    expect(replicas.get('northwind')).toEqual({ items: [arrived], version: 2 });
    live.forget('northwind');
  });

  it('applies what arrived during a reload again after it, and asks for a reload when the stream says so', async () => {
    const { replicas, posted, live } = setUp();
    let answerReload: (fetched: { ok: true; serverTime: number }) => void = () => undefined;
    const reloading = new Promise<{ ok: true; serverTime: number }>((resolve) => (answerReload = resolve));
    const reloaded = live.load({ customer: 'northwind', from: FROM, first: true, replace: true }, reloading, () =>
      replicas.apply('northwind', { upsert: [mention('a', '2026-07-10T00:00:00.000Z')], replace: true }),
    );
    const byPage = { upsert: [mention('p', '2026-07-11T00:00:00.000Z')] };
    replicas.apply('northwind', byPage);
    live.changedByPage('northwind', byPage);
    answerReload({ ok: true, serverTime: 5_000 });
    await reloaded;
    expect(replicas.get('northwind').items.map((item) => item.uuid)).toEqual(['p', 'a']);
    expect(posted.map((message) => message.type)).toEqual(['live-change']);

    fetchMock.mockResolvedValueOnce(eventStream({ event: 'reload', id: '6000', data: {} }));
    live.handle({ type: 'live', customer: 'northwind', token: null, from: FROM, shownFrom: null });
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(posted.at(-1)).toEqual({ type: 'live-reload', customer: 'northwind' }));
    live.forget('northwind');
  });
});
