import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mentionFilterEndpoints,
  mentionFilterParamsSchema,
  mentionFilterQuerySchema,
  mentionFilterResponseSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../lib/current-user';
import { readFilteredMentions } from './mention-filter.service';

/** The server-side mention filter (ADR 0031): the web app's criteria as query parameters, answered page by page. */
export async function mentionFilterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    mentionFilterEndpoints.filterMentions.path,
    {
      // Authentication runs on request, before validation, as for the other reads.
      onRequest: app.requireUser,
      schema: {
        tags: ['mentions'],
        security: [{ bearerAuth: [] }],
        summary:
          "A customer's mentions filtered as the web app filters them: a page of the shown mentions and their count",
        params: mentionFilterParamsSchema,
        querystring: mentionFilterQuerySchema,
        response: { 200: mentionFilterResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      readFilteredMentions(app.db, app.readCaches, currentUserOf(request), request.params.customer, request.query),
  );
}
