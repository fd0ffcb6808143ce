import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

/** What helmet's middleware sets for these options, run once against a response that is never sent. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * Helmet's security headers (CSP, HSTS, nosniff, …) on every answer (ADR 9). With static options they do not depend
 * on the request, so they are worked out once: @fastify/helmet rebuilt helmet's middleware chain and parsed the CSP
 * directives again for every request, about a tenth of the server's CPU on a cached API call. The answers Fastify's
 * router gives before any hook (`answerUnreadableUrl` in errors.ts) send the same headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
