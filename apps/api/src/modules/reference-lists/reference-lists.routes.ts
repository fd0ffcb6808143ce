import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { referenceListsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { readAllDiscoveries, readReferenceList } from './reference-lists.service';

/** The system-management lists that moderators and admins load at start-up (spec section 4, step 4). */
export async function referenceListsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, referenceListsEndpoints.discoveries),
    handler: () => readAllDiscoveries(app.db),
  });

  app.route({
    ...describedRoute(app, referenceListsEndpoints.referenceList),
    handler: (request) => readReferenceList(app.db, request.params.list),
  });
}
