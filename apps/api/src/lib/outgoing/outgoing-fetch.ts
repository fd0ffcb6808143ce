import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { OutgoingCallError } from './outgoing-call-error';
import { displayUrl, isFollowedRedirect, parseOutgoingUrl } from './outgoing-url';
import { withLoopback, type PrivateHostsPolicy } from './private-hosts-policy';
import { ACCEPT_ENCODING, readResponseBody } from './response-body';
import { sendRequest } from './send-request';

/** Sent with every outgoing call, whatever the caller's headers say, so that a site's owner knows who calls. */
export const ARGUS_USER_AGENT = 'Argus/1.0 (+https://github.com/argus; feed reader)';

export type OutgoingRequest = {
  url: string;
  /** e.g. If-None-Match, If-Modified-Since, Accept; Host, User-Agent, Accept-Encoding and framing headers are ours. */
  headers?: Record<string, string>;
  /** POST for webhooks. */
  method?: 'GET' | 'POST';
  body?: string | Buffer;
  /** Cap on the body, on the wire and after decoding; exceeded → 'too-large'. */
  maxBytes: number;
  /** Name resolution and connecting (TLS handshake included), per hop; e.g. 5000. */
  connectTimeoutMs: number;
  /** The whole call: every hop, redirects and body included; e.g. 30000. */
  totalTimeoutMs: number;
  /** 5 for feeds; 0 for webhooks (a 3xx is then returned as it is). */
  maxRedirects: number;
  privateHosts: PrivateHostsPolicy;
  /**
   * This Argus's own origins (`http://localhost:8080`): a hop to one of them may reach a loopback address, so that
   * the server can fetch its own demo wire; nothing else private is opened by it (ADR 0121).
   */
  ownOrigins?: readonly string[];
  /** The caller's abort: the call rejects with the signal's reason. */
  signal?: AbortSignal;
};

export type OutgoingResponse = {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The final URL, after redirects. */
  url: string;
  redirects: number;
  elapsedMs: number;
};

/** Headers a caller may not set: they are the transport's (framing, host, encoding we decode) or Argus's name. */
const reservedHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'accept-encoding',
  'user-agent',
  'proxy-authorization',
  'proxy-connection',
]);
/** Dropped when a redirect leaves the origin: they were meant for the first site only. */
const credentialHeaders = new Set(['authorization', 'cookie']);
/** Dropped when a redirect turns the request into a GET without body. */
const bodyHeaders = new Set(['content-type', 'content-encoding', 'content-language', 'content-location']);

function callerHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (!reservedHeaders.has(lower)) kept[lower] = value;
  }
  return kept;
}

function wireHeaders(headers: Record<string, string>, body: string | Buffer | undefined): Record<string, string> {
  const wire: Record<string, string> = {
    ...headers,
    'user-agent': ARGUS_USER_AGENT,
    'accept-encoding': ACCEPT_ENCODING,
    connection: 'close',
  };
  if (body !== undefined) wire['content-length'] = String(Buffer.byteLength(body));
  return wire;
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function assertLimits(request: OutgoingRequest): void {
  const limits = {
    maxBytes: request.maxBytes,
    connectTimeoutMs: request.connectTimeoutMs,
    totalTimeoutMs: request.totalTimeoutMs,
    maxRedirects: request.maxRedirects,
  };
  for (const [name, value] of Object.entries(limits)) {
    const least = name === 'maxRedirects' ? 0 : 1;
    if (!Number.isSafeInteger(value) || value < least) {
      throw new RangeError(`fetchOutgoing: ${name} must be an integer of at least ${least}, not ${value}.`);
    }
  }
}

type Hop = { url: URL; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string | Buffer };

/** The request of the next hop, as the fetch standard has it: 303 (and 301/302 after POST) become a bodiless GET. */
function nextHop(hop: Hop, status: number, target: URL): Hop {
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(
      ([name]) =>
        !(toGet && bodyHeaders.has(name)) && !(target.origin !== hop.url.origin && credentialHeaders.has(name)),
    ),
  );
  return toGet ? { url: target, method: 'GET', headers } : { ...hop, url: target, headers };
}

async function followRedirects(
  request: OutgoingRequest,
  signal: AbortSignal,
  onHop: (url: URL) => void,
): Promise<Omit<OutgoingResponse, 'elapsedMs'>> {
  let hop: Hop = {
    url: parseOutgoingUrl(request.url),
    method: request.method ?? 'GET',
    headers: callerHeaders(request.headers),
    body: request.body,
  };
  const visited = [hop.url.href];
  for (let redirects = 0; ; redirects += 1) {
    onHop(hop.url);
    const response = await sendRequest({
      ...hop,
      headers: wireHeaders(hop.headers, hop.body),
      connectTimeoutMs: request.connectTimeoutMs,
      privateHosts: request.ownOrigins?.includes(hop.url.origin)
        ? withLoopback(request.privateHosts)
        : request.privateHosts,
      signal,
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (request.maxRedirects === 0 || !isFollowedRedirect(status) || location === undefined) {
      const body = await readResponseBody(response, { host: hop.url.host, maxBytes: request.maxBytes, signal });
      return { status, headers: flattenHeaders(response.headers), body, url: hop.url.href, redirects };
    }
    // A redirect's body is never read: closing the connection is cheaper than draining it.
    response.destroy();
    const target = parseOutgoingUrl(location, hop.url);
    if (visited.includes(target.href)) {
      const loop = [...visited.slice(visited.indexOf(target.href)), target.href].map((href) =>
        displayUrl(new URL(href)),
      );
      throw new OutgoingCallError('redirect-loop', `${hop.url.host} redirects in a loop: ${loop.join(' → ')}.`);
    }
    if (redirects >= request.maxRedirects) {
      throw new OutgoingCallError(
        'too-many-redirects',
        `${hop.url.host} redirected more than ${request.maxRedirects} times (the next hop was ${displayUrl(target)}).`,
      );
    }
    visited.push(target.href);
    hop = nextHop(hop, status, target);
  }
}

/**
 * The one way Argus calls an address a user typed (feed sources, webhooks): http(s) only, never to a private,
 * loopback, link-local or metadata address unless the policy allows it (checked on the address actually connected
 * to, at every redirect hop), redirects followed by hand, bodies decoded and capped, connect and total time-outs.
 * Rejects with an OutgoingCallError (or the caller's abort reason). See ADR 0121.
 */
export async function fetchOutgoing(request: OutgoingRequest): Promise<OutgoingResponse> {
  assertLimits(request);
  const started = performance.now();
  const callerSignal = request.signal;
  callerSignal?.throwIfAborted();
  const controller = new AbortController();
  let currentHost = '';
  const timer = setTimeout(() => {
    controller.abort(
      new OutgoingCallError(
        'timeout',
        `${currentHost} did not answer completely within ${request.totalTimeoutMs} ms ` +
          '(the time allowed for the whole call, redirects and body included).',
      ),
    );
  }, request.totalTimeoutMs);
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await followRedirects(request, controller.signal, (url) => {
      currentHost = url.host;
    });
    return { ...response, elapsedMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
