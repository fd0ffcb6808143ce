import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutgoingCallError } from './outgoing-call-error';
import { ARGUS_USER_AGENT, fetchOutgoing, type OutgoingRequest } from './outgoing-fetch';
import { parsePrivateHostsPolicy } from './private-hosts-policy';

// Every test talks to this server on 127.0.0.1 only; the addresses it redirects to elsewhere must be refused
// before any connection, which the refusal tests prove by the error code and the absence of any other server.
const text = 'Hello from a feed. '.repeat(50);
const seen: http.IncomingHttpHeaders[] = [];

function route(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) return void response.end('end of chain');
    // Relative Location, resolved against the current URL.
    return void response.writeHead(302, { location: `./${left - 1}` }).end();
  }
  const redirects: Record<string, [number, string]> = {
    '/loop-a': [301, '/loop-b'],
    '/loop-b': [308, '/loop-a'],
    '/to-metadata': [302, 'http://169.254.169.254/latest/meta-data/'],
    '/to-private': [302, 'http://10.1.2.3/'],
    '/to-mapped': [302, 'http://[::ffff:169.254.169.254]/'],
    '/to-ftp': [302, 'ftp://127.0.0.1/feed'],
    '/see-other': [303, '/echo'],
    '/temporary': [307, '/echo'],
  };
  const redirect = redirects[url.pathname];
  if (redirect) return void response.writeHead(redirect[0], { location: redirect[1] }).end('moved');
  switch (url.pathname) {
    case '/plain':
      return void response.writeHead(200, { 'content-type': 'text/plain', etag: '"v1"' }).end(text);
    case '/etag':
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304, { etag: '"v1"' }).end();
      return void response.writeHead(200, { etag: '"v1"' }).end(text);
    case '/gzip':
      return void response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(text));
    case '/br':
      return void response.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(text));
    case '/deflate':
      return void response.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateSync(text));
    case '/deflate-raw':
      return void response.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateRawSync(text));
    case '/bad-gzip':
      return void response.writeHead(200, { 'content-encoding': 'gzip' }).end('this is not gzip at all');
    case '/echo':
      return void response.end(`${request.method}:${body}`);
    default:
      return void response.writeHead(404).end('not found');
  }
}

let origin = '';
let server: http.Server;
const allowLoopback = parsePrivateHostsPolicy('127.0.0.1/32');
const call = (path: string, more: Partial<OutgoingRequest> = {}) =>
  fetchOutgoing({
    url: path.startsWith('http') || path.includes(':') ? path : `${origin}${path}`,
    maxBytes: 1_000_000,
    connectTimeoutMs: 10_000,
    totalTimeoutMs: 20_000,
    maxRedirects: 5,
    privateHosts: allowLoopback,
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
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => route(request, response, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchOutgoing: answers', () => {
  it('returns a plain 200 with lower-case headers, the final URL and its timing', async () => {
    const response = await call('/plain', { headers: { Accept: 'text/plain', 'User-Agent': 'curl/8' } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(text);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers.etag).toBe('"v1"');
    expect(response.url).toBe(`${origin}/plain`);
    expect(response.redirects).toBe(0);
    expect(response.elapsedMs).toBeGreaterThanOrEqual(0);
    const sent = seen.at(-1)!;
    expect(sent['user-agent']).toBe(ARGUS_USER_AGENT);
    expect(sent['accept-encoding']).toBe('gzip, deflate, br');
    expect(sent.accept).toBe('text/plain');
  });

  it.each(['/gzip', '/br', '/deflate', '/deflate-raw'])('decodes %s', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(text);
  });

  it("passes a 304 through when the caller's If-None-Match matches", async () => {
    const response = await call('/etag', { headers: { 'If-None-Match': '"v1"' } });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
    expect(seen.at(-1)!['if-none-match']).toBe('"v1"');
  });

  it('reaches a host by name through the guarded lookup when its address is allowed', async () => {
    const response = await call(origin.replace('127.0.0.1', 'localhost') + '/plain');
    expect(response.status).toBe(200);
  });

  it('fails a body that is not what its Content-Encoding says with decoding', async () => {
    const error = await failure(call('/bad-gzip'));
    expect(error.code).toBe('decoding');
    expect(error.message).toContain('127.0.0.1');
  });

  it('rejects with the reason of the caller’s abort', async () => {
    const controller = new AbortController();
    controller.abort(new Error('feed deleted'));
    await expect(call('/plain', { signal: controller.signal })).rejects.toThrow('feed deleted');
  });
});

describe('fetchOutgoing: redirects', () => {
  it('follows a chain of 3 relative redirects', async () => {
    const response = await call('/chain/3');
    expect(response.body.toString()).toBe('end of chain');
    expect(response.redirects).toBe(3);
    expect(response.url).toBe(`${origin}/chain/0`);
  });

  it('refuses a 6th redirect with too-many-redirects', async () => {
    const error = await failure(call('/chain/6'));
    expect(error.code).toBe('too-many-redirects');
    expect(error.message).toContain('more than 5');
  });

  it('returns a 3xx as it is when no redirect may be followed (webhooks)', async () => {
    const response = await call('/chain/2', { maxRedirects: 0 });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('./1');
    expect(response.redirects).toBe(0);
  });

  it('detects a loop', async () => {
    const error = await failure(call('/loop-a'));
    expect(error.code).toBe('redirect-loop');
    expect(error.message).toContain('/loop-a → ');
  });

  it('turns a POST into a GET on 303 and keeps it on 307', async () => {
    const seeOther = await call('/see-other', { method: 'POST', body: '{"a":1}' });
    expect(seeOther.body.toString()).toBe('GET:');
    const temporary = await call('/temporary', { method: 'POST', body: '{"a":1}' });
    expect(temporary.body.toString()).toBe('POST:{"a":1}');
  });

  it.each([
    ['/to-metadata', '169.254.169.254', 'cloud metadata'],
    ['/to-private', '10.1.2.3', 'private network'],
    ['/to-mapped', '::ffff:a9fe:a9fe', 'cloud metadata'],
  ])('refuses a redirect from an allowed server (%s) to %s', async (path, address, words) => {
    const error = await failure(call(path, { privateHosts: parsePrivateHostsPolicy('127.0.0.1/32,10.9.0.0/16') }));
    expect(error.code).toBe('private-address');
    expect(error.message).toContain(address);
    expect(error.message).toContain(words);
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await failure(call('/to-ftp'))).code).toBe('scheme');
  });
});

describe('fetchOutgoing: refused addresses', () => {
  const nothingAllowed = parsePrivateHostsPolicy(undefined);

  it('refuses localhost with the default policy, after resolving it, without a request', async () => {
    const before = seen.length;
    const error = await failure(
      call(origin.replace('127.0.0.1', 'localhost') + '/plain', { privateHosts: nothingAllowed }),
    );
    expect(error.code).toBe('private-address');
    expect(error.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is a loopback address/);
    expect(seen.length).toBe(before);
  });

  it('refuses a loopback literal with the default policy', async () => {
    const error = await failure(call('/plain', { privateHosts: nothingAllowed }));
    expect(error.code).toBe('private-address');
    expect(error.message).toContain('127.0.0.1 is a loopback address');
  });

  it('reaches its own origin on loopback, and nothing else private through it', async () => {
    const own = { privateHosts: nothingAllowed, ownOrigins: [origin] };
    expect((await call('/plain', own)).status).toBe(200);
    // Another port of the same address is not this Argus.
    const elsewhere = await failure(call(origin.replace(/:\d+$/, ':1') + '/plain', own));
    expect(elsewhere.code).toBe('private-address');
    // A redirect from its own origin is judged by the policy alone.
    expect((await failure(call('/to-private', own))).code).toBe('private-address');
  });

  it.each([
    ['ftp://x', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['http://user:pw@127.0.0.1/', 'bad-url'],
    ['not a url', 'bad-url'],
    ['http://[::1]:1/', 'private-address'],
    ['http://0x7f.1:1/', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
  ])('refuses %s with %s', async (url, code) => {
    const error = await failure(call(url, { privateHosts: nothingAllowed }));
    expect(error.code).toBe(code);
    expect(error.message).not.toContain('pw');
  });

  it('reports a refused connection as connect', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(call(`http://127.0.0.1:${port}/`));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('127.0.0.1');
  });
});
