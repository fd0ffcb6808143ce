import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { OutgoingCallError, toOutgoingCallError } from './outgoing-call-error';
import {
  assertConnectedAddressAllowed,
  assertLiteralHostAllowed,
  bareHostname,
  createGuardedLookup,
  type Resolver,
} from './guarded-lookup';
import type { PrivateHostsPolicy } from './private-hosts-policy';

/** One HTTP exchange, no redirects: what fetchOutgoing hands each hop. */
export type HopRequest = {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | Buffer;
  connectTimeoutMs: number;
  privateHosts: PrivateHostsPolicy;
  /** Aborted by the total time-out or the caller; its reason is what the call rejects with. */
  signal: AbortSignal;
  resolve?: Resolver;
};

/**
 * Sends one request and resolves with the response head (the body is still to be read). The address is checked
 * three times: an IP literal before anything, a name inside the socket's lookup (only allowed addresses reach
 * node:net), and the socket's remote address once connected, before the request is written.
 */
export function sendRequest(hop: HopRequest): Promise<IncomingMessage> {
  const { url, signal, privateHosts, connectTimeoutMs } = hop;
  const host = bareHostname(url.hostname);
  assertLiteralHostAllowed(url.hostname, privateHosts);
  const secure = url.protocol === 'https:';
  let address: string | undefined;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: host,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: hop.method,
      headers: hop.headers,
      // A fresh connection per call: no pooled socket can carry a call to an address checked for another one.
      agent: false,
      lookup: createGuardedLookup(privateHosts, hop.resolve, (addresses) => {
        address = addresses[0];
      }),
      signal,
    });
    const connectTimer = setTimeout(() => {
      request.destroy(
        new OutgoingCallError(
          'timeout',
          `${host} did not accept a connection within ${connectTimeoutMs} ms (the connect time-out).`,
        ),
      );
    }, connectTimeoutMs);
    const onConnected = (socket: Socket): void => {
      address = socket.remoteAddress ?? address;
      try {
        assertConnectedAddressAllowed(host, socket.remoteAddress ?? '', privateHosts);
      } catch (error) {
        clearTimeout(connectTimer);
        request.destroy(error as Error);
      }
    };
    request.once('socket', (socket) => {
      socket.once('connect', () => {
        onConnected(socket);
        if (!secure) clearTimeout(connectTimer);
      });
      // For https the handshake belongs to connecting: a server that accepts TCP and stalls TLS is a connect problem.
      if (secure) socket.once('secureConnect', () => clearTimeout(connectTimer));
    });
    request.once('response', (response) => {
      clearTimeout(connectTimer);
      resolve(response);
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(signal.aborted ? signal.reason : toOutgoingCallError(error, { host, address }));
    });
    request.end(hop.body);
  });
}
