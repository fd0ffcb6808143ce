// The failover drill's live streams: clients of GET /api/events/live/:customer through the balancer that reconnect
// as the web app does (apps/web/src/shared/folder-data/live-stream.ts and `liveStreamRetryDelayMs`: a stream that stayed
// live at once, then 1, 2, 4 … 30 s with ±25 % jitter, from the last id received, sent as Last-Event-ID), and record
// every signal id each stream was sent.
import { LIVE_STREAM_STABLE_MS, liveStreamRetryDelayMs } from '@argus/contract';
import { Agent, request } from 'undici';

export type StreamClient = {
  /** Signal ids this stream was sent as upserts, and when each first arrived. */
  seen: Map<string, number>;
  /** Milliseconds from a stream's end to the `ready` of the stream that replaced it. */
  gaps: number[];
  /** For each gap: the retry's wait, and from the request to its answer's headers (the rest is the replay). */
  gapParts: { waitMs: number; headersMs: number }[];
  disconnects: number;
  reloads: number;
  /** Answers other than 200 to a (re)connection, status → count. */
  refusals: Record<string, number>;
  ready: Promise<void>;
};

export function startStreams(
  target: { baseUrl: string; customerName: string; token: string },
  count: number,
  stopped: () => boolean,
) {
  const dispatcher = new Agent({ connections: count + 2, headersTimeout: 10_000, bodyTimeout: 65_000 });
  const controller = new AbortController();
  const clients: StreamClient[] = [];
  const runs: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    let markReady!: () => void;
    const client: StreamClient = {
      seen: new Map(),
      gaps: [],
      gapParts: [],
      disconnects: 0,
      reloads: 0,
      refusals: {},
      ready: new Promise((resolve) => (markReady = resolve)),
    };
    clients.push(client);
    runs.push(run(client, markReady));
  }

  async function run(client: StreamClient, markReady: () => void) {
    let lastId: string | undefined;
    let endedAt: number | undefined;
    let failures = 0;
    let liveSince: number | undefined;
    while (!stopped()) {
      const requested = Date.now();
      const waitMs = endedAt === undefined ? 0 : requested - endedAt;
      let headersMs = 0;
      try {
        const answer = await request(`${target.baseUrl}/api/events/live/${target.customerName}`, {
          dispatcher,
          signal: controller.signal,
          headers: {
            authorization: `Bearer ${target.token}`,
            accept: 'text/event-stream',
            ...(lastId ? { 'last-event-id': lastId } : {}),
          },
        });
        headersMs = Date.now() - requested;
        if (answer.statusCode !== 200) {
          client.refusals[answer.statusCode] = (client.refusals[answer.statusCode] ?? 0) + 1;
          await answer.body.dump();
        } else {
          let buffer = '';
          answer.body.setEncoding('utf8');
          for await (const chunk of answer.body as AsyncIterable<string>) {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const message = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let event: string | undefined;
              const data: string[] = [];
              for (const line of message.split('\n')) {
                if (line.startsWith('id: ')) lastId = line.slice(4);
                else if (line.startsWith('event: ')) event = line.slice(7);
                else if (line.startsWith('data: ')) data.push(line.slice(6));
              }
              if (event === 'ready') {
                liveSince = Date.now();
                if (endedAt !== undefined) {
                  client.gaps.push(Date.now() - endedAt);
                  client.gapParts.push({ waitMs, headersMs });
                }
                endedAt = undefined;
                markReady();
              } else if (event === 'reload') {
                client.reloads++;
              } else if (event === 'signals') {
                const change = JSON.parse(data.join('\n')) as { upsert: { id: string }[] };
                const now = Date.now();
                for (const signal of change.upsert) if (!client.seen.has(signal.id)) client.seen.set(signal.id, now);
              }
            }
          }
        }
      } catch {
        // A cut stream (the instance died, the balancer closed it) or a refused connection: reconnect below.
      }
      if (stopped()) break;
      client.disconnects++;
      endedAt ??= Date.now();
      if (liveSince !== undefined && Date.now() - liveSince >= LIVE_STREAM_STABLE_MS) failures = 0;
      liveSince = undefined;
      const delay = liveStreamRetryDelayMs(failures, Math.random());
      failures++;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    clients,
    close: async () => {
      controller.abort();
      await Promise.allSettled(runs);
      await dispatcher.close().catch(() => undefined);
    },
  };
}
