import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ingestEndpoints, MAX_INGEST_BODY_BYTES } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { unauthorized } from '../../lib/http-error';
import { ingestMentions } from './ingest-mentions.service';
import { ingestSignals } from './ingest-signals.service';

export type IngestRouteOptions = {
  /** Batches a key may send per minute, both endpoints together; more is answered 429. */
  batchesPerMinute: number;
};

const apiKeyOf = (request: FastifyRequest) => {
  if (!request.apiKey) throw unauthorized('A push API key is required.');
  return request.apiKey;
};

/** The push API (ADR 0125): machine clients send batches of mentions and signals with a key (modules/api-keys). */
export async function ingestRoutes(fastify: FastifyInstance, options: IngestRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A batch of a thousand items is larger than the 1 MB other requests may send: this plugin's routes say so.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({
      error: 'Payload Too Large',
      message: `body: larger than the ${MAX_INGEST_BODY_BYTES / 1024 / 1024} MB a batch may send; send fewer items per batch.`,
      field: 'body',
    });
  });

  // One limit per key over both endpoints, counted after the key is known (the guard runs first).
  const perKey = app.rateLimit({
    max: options.batchesPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? request.ip}`,
  });

  const mentions = describedRoute(app, ingestEndpoints.ingestMentions);
  app.route({
    ...mentions,
    onRequest: [...mentions.onRequest, perKey],
    bodyLimit: MAX_INGEST_BODY_BYTES,
    handler: (request) =>
      ingestMentions(
        { db: app.db, apiKey: apiKeyOf(request), matchers: app.readCaches.mentionMatchers },
        request.body.items,
      ),
  });

  const signals = describedRoute(app, ingestEndpoints.ingestSignals);
  app.route({
    ...signals,
    onRequest: [...signals.onRequest, perKey],
    bodyLimit: MAX_INGEST_BODY_BYTES,
    handler: (request) =>
      ingestSignals({ db: app.db, apiKey: apiKeyOf(request), address: request.ip }, request.body.items),
  });
}
