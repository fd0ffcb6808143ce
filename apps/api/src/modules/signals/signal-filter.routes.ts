import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  signalOverviewEndpoints,
  signalOverviewParamsSchema,
  signalOverviewQuerySchema,
  signalOverviewSchema,
  signalFilterEndpoints,
  signalFilterParamsSchema,
  signalFilterQuerySchema,
  signalFilterResponseSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { sendSerialisedJson } from '../../lib/send-serialised-json';
import { currentUserOf } from '../../lib/current-user';
import { readFilteredSignalsJson, readSignalOverview } from './signal-filter.service';

/**
 * The server-side signal filter (ADR 0031): the web app's criteria as query parameters, answered page by page; and
 * the Overview's figures over the same criteria (issue 12).
 */
export async function signalFilterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    signalFilterEndpoints.filterSignals.path,
    {
      // Authentication runs on request, before validation, as for the other reads.
      onRequest: app.requireUser,
      schema: {
        tags: ['signals'],
        security: [{ bearerAuth: [] }],
        summary:
          "A customer's signals filtered as the web app filters them: a page of the shown signals, their count, the top event types and companies",
        params: signalFilterParamsSchema,
        querystring: signalFilterQuerySchema,
        response: { 200: signalFilterResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const json = await readFilteredSignalsJson(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params.customer,
        request.query,
      );
      return sendSerialisedJson(reply, json);
    },
  );

  app.get(
    signalOverviewEndpoints.signalOverview.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['signals'],
        security: [{ bearerAuth: [] }],
        summary:
          "The Overview's figures of a customer's signals under the web app's criteria: counts per period and category, event type, company, media segment and language, and the reliable share now and in the period before",
        params: signalOverviewParamsSchema,
        querystring: signalOverviewQuerySchema,
        response: { 200: signalOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      readSignalOverview(app.db, app.readCaches, currentUserOf(request), request.params.customer, request.query),
  );
}
