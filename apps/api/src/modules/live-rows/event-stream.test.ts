import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type EventStream } from './event-stream';

type Opened = { stream: EventStream; closedByServer: () => boolean };

/** A real server whose one route opens an event stream and hands it to the test. */
async function serveOneStream(options: { maxBufferedBytes?: number; heartbeatMs?: number } = {}) {
  // The fetches' kept-alive sockets would otherwise hold app.close() for their idle timeout (~4 s).
  const app = Fastify({ forceCloseConnections: true });
  let resolveOpened: (opened: Opened) => void;
  const opened = new Promise<Opened>((resolve) => {
    resolveOpened = resolve;
  });
  app.get('/stream', (request, reply) => {
    let closed = false;
    const stream = openEventStream(reply, {
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
      heartbeatMs: options.heartbeatMs ?? 60_000,
      cursor: () => 42,
      onClose: () => {
        closed = true;
      },
    });
    resolveOpened({ stream, closedByServer: () => closed });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, opened };
}

describe('event streams', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  it('writes messages, multi-line data and heartbeats in the event-stream format', async () => {
    const server = await serveOneStream({ heartbeatMs: 50 });
    cleanups.push(() => server.app.close());
    const response = await fetch(`${server.url}/stream`);
    const { stream } = await server.opened;
    expect(stream.send({ id: '7', event: 'signals', data: '[{"a":1},\n {"a":2}]' })).toBe(true);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += (await reader.read()).value ?? '';
    expect(text).toContain('id: 7\nevent: signals\ndata: [{"a":1},\ndata:  {"a":2}]\n\n');
    expect(text).toContain('id: 42\n: heartbeat 42\n\n');
    stream.close();
    await reader.cancel();
  });

  it('closes the stream of a reader that falls too far behind instead of holding its messages', async () => {
    const server = await serveOneStream({ maxBufferedBytes: 256 * 1024 });
    cleanups.push(() => server.app.close());
    // The client asks and then reads nothing: what the server writes piles up in the socket and then in memory.
    const controller = new AbortController();
    await fetch(`${server.url}/stream`, { signal: controller.signal });
    cleanups.push(async () => controller.abort());
    const { stream, closedByServer } = await server.opened;
    const message = { id: '1', event: 'signals', data: 'x'.repeat(64 * 1024) };
    let sent = 0;
    while (sent < 1000 && stream.send(message)) sent++;
    expect(sent).toBeLessThan(1000);
    expect(stream.closed).toBe(true);
    expect(closedByServer()).toBe(true);
    expect(stream.send(message)).toBe(false);
  });

  it('tells its owner when the client goes away', async () => {
    const server = await serveOneStream();
    cleanups.push(() => server.app.close());
    const controller = new AbortController();
    await fetch(`${server.url}/stream`, { signal: controller.signal });
    const { stream, closedByServer } = await server.opened;
    controller.abort();
    await vi.waitFor(() => expect(closedByServer()).toBe(true));
    expect(stream.closed).toBe(true);
  });
});
