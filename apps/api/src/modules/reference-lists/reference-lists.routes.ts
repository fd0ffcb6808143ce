import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discoveryListSchema, referenceListParamsSchema, referenceListSchema } from '@argus/contract';
import { readAllDiscoveries, readReferenceList } from './reference-lists.service';
import { errorResponses } from '../../lib/error-responses';

const commonErrors = { ...errorResponses(400), ...errorResponses(401, 403) };

/** The system-management lists that moderators and admins load at start-up (spec section 4, step 4). */
export async function referenceListsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorisation runs on request, before validation, so that a caller without the role learns nothing about paths.
  const onRequest = app.requireModerator;

  // A static path: the router prefers it to /system-management/:list.
  routes.get(
    '/system-management/discoveries',
    {
      onRequest,
      schema: {
        tags: ['system-management'],
        summary: "Every customer's discoveries with their number of search terms",
        security: [{ bearerAuth: [] }],
        response: { 200: discoveryListSchema, ...commonErrors },
      },
    },
    () => readAllDiscoveries(app.db),
  );

  routes.get(
    '/system-management/:list',
    {
      onRequest,
      schema: {
        tags: ['system-management'],
        summary: 'A reference list: databases, languages, media-types, entity-types, ubermetrics or industries',
        security: [{ bearerAuth: [] }],
        params: referenceListParamsSchema,
        response: { 200: referenceListSchema, ...commonErrors },
      },
    },
    (request) => readReferenceList(app.db, request.params.list),
  );
}
