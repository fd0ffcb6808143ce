import { vi, expect } from 'vitest';
import { liveSignalsChangeSchema, type LiveSignalsChange, type Signal } from '@argus/contract';

type Message = { event: string; id: string; data: string };

/** A live stream read the way the web app's worker reads it: fetch with the bearer header, messages as they come. */
export async function openLiveStream(
  baseUrl: string,
  customer: string,
  token: string | null,
  options: { lastEventId?: string; from?: string } = {},
) {
  const controller = new AbortController();
  const query = options.from ? `?from=${encodeURIComponent(options.from)}` : '';
  const response = await fetch(`${baseUrl}/api/events/live/${customer}${query}`, {
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
      .filter((message) => message.event === 'signals')
      .map((message) => liveSignalsChangeSchema.parse(JSON.parse(message.data)));
  return {
    response,
    messages,
    heartbeats,
    changes,
    upsertedIds: () => changes().flatMap((change: LiveSignalsChange) => change.upsert.map((signal) => signal.id)),
    removedIds: () => changes().flatMap((change: LiveSignalsChange) => change.remove),
    /** What a folder holds after applying every change in order: the signal, or 'removed'. */
    finalState: () => {
      const state = new Map<string, Signal | 'removed'>();
      for (const change of changes()) {
        change.upsert.forEach((signal) => state.set(signal.id, signal));
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
