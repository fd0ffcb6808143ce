import { vi, expect } from 'vitest';
import {
  endpointPath,
  LIVE_MENTIONS_EVENTS,
  LIVE_SIGNALS_EVENTS,
  liveMentionsChangeSchema,
  liveMentionsEndpoints,
  liveSignalsChangeSchema,
  liveSignalsEndpoints,
} from '@argus/contract';

type Message = { event: string; id: string; data: string };
type StreamOptions = { lastEventId?: string; from?: string };

/** What differs between the kinds of live stream (ADR 0126): where, the change's event, its schema, an item's id. */
type StreamKind<Item> = {
  path: (customer: string) => string;
  event: string;
  schema: { parse: (data: unknown) => { upsert: Item[]; remove: string[] } };
  idOf: (item: Item) => string;
};

const SIGNALS = {
  path: (customer: string) => endpointPath(liveSignalsEndpoints.liveSignals, { customer }),
  event: LIVE_SIGNALS_EVENTS.signals,
  schema: liveSignalsChangeSchema,
  idOf: (signal: { id: string }) => signal.id,
};

const MENTIONS = {
  path: (customer: string) => endpointPath(liveMentionsEndpoints.liveMentions, { customer }),
  event: LIVE_MENTIONS_EVENTS.mentions,
  schema: liveMentionsChangeSchema,
  idOf: (mention: { uuid: string }) => mention.uuid,
};

/** A live signals stream read the way the web app's worker reads it: fetch with the bearer header, messages as they come. */
export function openLiveStream(baseUrl: string, customer: string, token: string | null, options: StreamOptions = {}) {
  return openStream(SIGNALS, baseUrl, customer, token, options);
}

/** The same of a live mentions stream. */
export function openLiveMentionStream(
  baseUrl: string,
  customer: string,
  token: string | null,
  options: StreamOptions = {},
) {
  return openStream(MENTIONS, baseUrl, customer, token, options);
}

async function openStream<Item>(
  kind: StreamKind<Item>,
  baseUrl: string,
  customer: string,
  token: string | null,
  options: StreamOptions,
) {
  const controller = new AbortController();
  const query = options.from ? `?from=${encodeURIComponent(options.from)}` : '';
  const response = await fetch(`${baseUrl}${kind.path(customer)}${query}`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const messages: Message[] = [];
  const heartbeats: string[] = [];
  let ended = false;
  if (response.ok) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              lines.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
            const [event] = field('event');
            if (event) messages.push({ event, id: field('id')[0]!, data: field('data').join('\n') });
            else heartbeats.push(field('id')[0]!);
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
    })();
  }
  const changes = () =>
    messages
      .filter((message) => message.event === kind.event)
      .map((message) => kind.schema.parse(JSON.parse(message.data)));
  return {
    response,
    messages,
    heartbeats,
    changes,
    upsertedIds: () => changes().flatMap((change) => change.upsert.map(kind.idOf)),
    removedIds: () => changes().flatMap((change) => change.remove),
    /** What a folder holds after applying every change in order: the item, or 'removed'. */
    finalState: () => {
      const state = new Map<string, Item | 'removed'>();
      for (const change of changes()) {
        change.upsert.forEach((item) => state.set(kind.idOf(item), item));
        change.remove.forEach((id) => state.set(id, 'removed'));
      }
      return state;
    },
    ended: () => ended,
    close: () => controller.abort(),
    /** Resolves once the catch-up is over and the stream is live. */
    ready: () => vi.waitFor(() => expect(messages.map((message) => message.event)).toContain('ready')),
  };
}
