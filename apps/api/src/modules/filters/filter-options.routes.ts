import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  filterOptionsEndpoints,
  filterOptionsParamsSchema,
  filterOptionsQuerySchema,
  mentionFilterOptionsSchema,
  signalFilterOptionsSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../lib/current-user';
import { readMentionFilterOptions, readSignalFilterOptions } from './filter-options.service';

/**
 * The option lists of the Signals and Mentions filter panels over the days a screen shows, for a folder the browser
 * does not hold whole (ADR 0110).
 */
export async function filterOptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    filterOptionsEndpoints.signalOptions.path,
    {
      // Authentication runs on request, before validation, as for the other reads.
      onRequest: app.requireUser,
      schema: {
        tags: ['signals'],
        security: [{ bearerAuth: [] }],
        summary:
          "The Signals filter's option lists over some days of a customer's signals: companies, media segments, languages and event types with their category",
        params: filterOptionsParamsSchema,
        querystring: filterOptionsQuerySchema,
        response: { 200: signalFilterOptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      readSignalFilterOptions(
        { db: app.db, caches: app.readCaches, user: currentUserOf(request) },
        request.params.customer,
        request.query,
      ),
  );

  app.get(
    filterOptionsEndpoints.mentionOptions.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['mentions'],
        security: [{ bearerAuth: [] }],
        summary:
          "The Mentions filter's option lists over some days of a customer's mentions: media segments and languages",
        params: filterOptionsParamsSchema,
        querystring: filterOptionsQuerySchema,
        response: { 200: mentionFilterOptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      readMentionFilterOptions(
        { db: app.db, caches: app.readCaches, user: currentUserOf(request) },
        request.params.customer,
        request.query,
      ),
  );
}
