import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mentionHistoryParamsSchema,
  type MentionHistoryParams,
  mentionListSchema,
  mentionPageParamsSchema,
  searchTermKeywordsSchema,
  searchTermsParamsSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../lib/current-user';
import { openMentionHistory, readMentionPage, readSearchTermKeywords } from './mentions.service';

const commonErrors = errorResponses(400, 401, 403, 404);

/** Mentions: the discovery stream of a customer and the search terms of a discovery. */
export async function mentionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authentication runs on request, before validation, so that a caller without a token learns nothing about paths.
  routes.get(
    '/api/discoveryCustomer/:username/:customer/:fromIso/:toIso/:page/:size',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['mentions'],
        summary: "One page of a customer's mentions in [fromIso, toIso), newest first",
        security: [{ bearerAuth: [] }],
        params: mentionPageParamsSchema,
        response: { 200: mentionListSchema, ...commonErrors },
      },
    },
    (request) => readMentionPage(app.db, currentUserOf(request), request.params),
  );

  // Declared without the zod type provider: its reply is a stream, not the array the response schema describes.
  app.get<{ Params: MentionHistoryParams }>(
    '/api/discoveryCustomer/:username/:customer/:fromIso/:toIso',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['mentions'],
        summary: "All of a customer's mentions in [fromIso, toIso), newest first, streamed as one JSON array",
        security: [{ bearerAuth: [] }],
        params: mentionHistoryParamsSchema,
        response: { 200: mentionListSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const chunks = await openMentionHistory(app.db, currentUserOf(request), request.params);
      // A stream bypasses the response serializer: the service writes only the contract's fields.
      return reply.type('application/json; charset=utf-8').send(Readable.from(chunks));
    },
  );

  routes.get(
    '/api/discovery/search-terms/:discoveryId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['mentions'],
        summary: "A discovery's search terms, each with its keywords",
        security: [{ bearerAuth: [] }],
        params: searchTermsParamsSchema,
        response: { 200: searchTermKeywordsSchema, ...commonErrors },
      },
    },
    (request) => readSearchTermKeywords(app.db, currentUserOf(request), request.params.discoveryId),
  );
}
