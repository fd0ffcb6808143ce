import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeysEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { createApiKey, readApiKeys, revokeApiKey } from './api-keys.service';

/** Push API keys: admins list, make and revoke them (the push API itself is modules/ingest). */
export async function apiKeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, apiKeysEndpoints.listApiKeys),
    handler: () => readApiKeys(app.db),
  });

  app.route({
    ...describedRoute(app, apiKeysEndpoints.createApiKey),
    handler: (request) => createApiKey(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, apiKeysEndpoints.revokeApiKey),
    handler: (request) => revokeApiKey(serviceContextOf(app, request), request.params.id),
  });
}
