import { LIVE_MENTIONS_EVENTS, liveMentionsChangeSchema, liveMentionsEndpoints } from '@argus/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createLiveStreams } from './live-stream';

// When a live stream connects again (ADR 0046): at once after a stream that stayed live ends (an instance lost), but
// backing off when streams end right after going live (a server closing them because it is overloaded).

const KIND = {
  endpoint: liveMentionsEndpoints.liveMentions,
  event: LIVE_MENTIONS_EVENTS.mentions,
  what: 'mentions',
  schema: liveMentionsChangeSchema,
};

/** A stream that says `ready` and then ends at once, or when `end` is called. */
function readyStream(endAtOnce: boolean) {
  let end = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('id: 1\nevent: ready\ndata: {}\n\n'));
      if (endAtOnce) controller.close();
      else end = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), end: () => end() };
}

function startStream() {
  const streams = createLiveStreams(KIND, {
    resumePoint: async () => ({ from: null, cursor: undefined }),
    saveCursor: () => undefined,
    onChange: () => undefined,
    onReload: () => undefined,
    onRefused: () => undefined,
  });
  streams.start('northwind', 'token', 0);
  return streams;
}

describe('a live stream reconnecting', () => {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('backs off when each stream ends right after going live: 0.25, 1, 2, 4 s', async () => {
    const connectedAt: number[] = [];
    fetchMock.mockImplementation(async () => {
      connectedAt.push(Date.now());
      return readyStream(true).response;
    });
    const streams = startStream();
    await vi.advanceTimersByTimeAsync(10_000);
    streams.stop('northwind');
    const gaps = connectedAt.slice(1).map((at, index) => at - connectedAt[index]!);
    expect(gaps.slice(0, 4)).toEqual([250, 1_000, 2_000, 4_000]);
  });

  it('connects again at once when a stream that stayed live ends, whatever failed before', async () => {
    const lasting = readyStream(false);
    const connectedAt: number[] = [];
    const connect = (response: () => Response) => async () => {
      connectedAt.push(Date.now());
      return response();
    };
    // Two streams end right after going live (the back-off grows), the third stays live for 30 s and then ends.
    fetchMock
      .mockImplementationOnce(connect(() => readyStream(true).response))
      .mockImplementationOnce(connect(() => readyStream(true).response))
      .mockImplementationOnce(connect(() => lasting.response))
      .mockImplementation(connect(() => readyStream(false).response));
    const streams = startStream();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connectedAt).toHaveLength(3);
    lasting.end();
    await vi.advanceTimersByTimeAsync(1_000);
    streams.stop('northwind');
    expect(connectedAt).toHaveLength(4);
    expect(connectedAt[3]! - Date.now() + 1_000).toBeLessThanOrEqual(500);
  });
});
