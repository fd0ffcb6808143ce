import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutgoingCallError } from './outgoing-call-error';
import { fetchOutgoing, type OutgoingRequest } from './outgoing-fetch';
import { parsePrivateHostsPolicy } from './private-hosts-policy';

const maxBytes = 1000;
const bombSize = 50 * 1024 * 1024;
const timers = new Set<NodeJS.Timeout>();
let bomb: Buffer;
let endlessHungUp = false;

function route(request: http.IncomingMessage, response: http.ServerResponse): void {
  switch (request.url) {
    case '/exactly-max':
      return void response.writeHead(200, { 'content-length': maxBytes }).end('x'.repeat(maxBytes));
    case '/one-over-with-length':
      return void response.writeHead(200, { 'content-length': maxBytes + 1 }).end('x'.repeat(maxBytes + 1));
    case '/one-over-chunked':
      response.writeHead(200);
      response.write('x'.repeat(maxBytes));
      return void response.end('x');
    case '/endless': {
      // Keeps sending until the client hangs up: the call must stop reading at the cap, not wait for the end.
      response.writeHead(200);
      response.once('close', () => (endlessHungUp = true));
      const pump = (): void => {
        while (!response.destroyed && response.write(Buffer.alloc(16 * 1024, 120)));
        if (!response.destroyed) response.once('drain', pump);
      };
      return pump();
    }
    case '/bomb':
      return void response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb);
    case '/bomb-chunked':
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return void response.end(bomb);
    case '/slow': {
      const timer = setTimeout(() => response.end('too late'), 3000);
      timers.add(timer);
      return;
    }
    case '/slow-body': {
      response.writeHead(200, { 'content-length': 100 });
      response.write('x'.repeat(10));
      const timer = setTimeout(() => response.end('x'.repeat(90)), 3000);
      timers.add(timer);
      return;
    }
    default:
      return void response.writeHead(404).end();
  }
}

let origin = '';
let server: http.Server;
const call = (path: string, more: Partial<OutgoingRequest> = {}) =>
  fetchOutgoing({
    url: `${origin}${path}`,
    maxBytes,
    connectTimeoutMs: 10_000,
    totalTimeoutMs: 20_000,
    maxRedirects: 5,
    privateHosts: parsePrivateHostsPolicy('127.0.0.1/32'),
    ...more,
  });
async function failure(promise: Promise<unknown>): Promise<OutgoingCallError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutgoingCallError);
  return error as OutgoingCallError;
}

beforeAll(async () => {
  bomb = zlib.gzipSync(Buffer.alloc(bombSize), { level: 9 });
  server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchOutgoing: size cap', () => {
  it('accepts a body of exactly maxBytes', async () => {
    expect((await call('/exactly-max')).body.length).toBe(maxBytes);
  });

  it.each(['/one-over-with-length', '/one-over-chunked'])('refuses maxBytes + 1 (%s) with too-large', async (path) => {
    const error = await failure(call(path));
    expect(error.code).toBe('too-large');
    expect(error.message).toContain(`${maxBytes} bytes`);
    expect(error.message).toContain('127.0.0.1');
  });

  it('stops reading an endless body at the cap and hangs up', async () => {
    const error = await failure(call('/endless', { maxBytes: 100_000 }));
    expect(error.code).toBe('too-large');
    // The server sees the hang-up instead of sending forever.
    await expect.poll(() => endlessHungUp, { timeout: 10_000 }).toBe(true);
  });

  it.each(['/bomb', '/bomb-chunked'])(
    'refuses a gzip bomb (%s: 50 MB of zeros) once the decoded size passes the cap',
    async (path) => {
      const cap = 1024 * 1024;
      expect(bomb.length).toBeLessThan(cap);
      const error = await failure(call(path, { maxBytes: cap }));
      expect(error.code).toBe('too-large');
      expect(error.message).toContain('after gzip decoding');
    },
  );
});

describe('fetchOutgoing: time-outs', () => {
  it('gives up on a server whose headers come after 3 s when the whole call may take 500 ms', async () => {
    const started = Date.now();
    const error = await failure(call('/slow', { totalTimeoutMs: 500 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('within 500 ms');
    expect(error.message).toContain('whole call');
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('counts the body against the total time-out too', async () => {
    const error = await failure(call('/slow-body', { totalTimeoutMs: 500 }));
    expect(error.code).toBe('timeout');
  });
});
