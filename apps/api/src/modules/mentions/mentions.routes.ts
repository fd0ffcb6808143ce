import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mentionsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { sendSerialisedJson } from '../../lib/send-serialised-json';
import { serviceContextOf } from '../../lib/service-context';
import { openMentionHistory, readMentionPage, readSearchTermKeywords } from './mentions.service';

/** Mentions: the discovery stream of a customer and the search terms of a discovery. */
export async function mentionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, mentionsEndpoints.mentionPage),
    handler: (request) => readMentionPage(serviceContextOf(app, request), request.params),
  });

  // The answer is a stream, not the array the response schema describes (which documents it).
  app.route({
    ...describedRoute(app, mentionsEndpoints.mentionHistory),
    handler: async (request, reply) => {
      const chunks = await openMentionHistory(serviceContextOf(app, request), request.params);
      return sendSerialisedJson(reply, Readable.from(chunks));
    },
  });

  app.route({
    ...describedRoute(app, mentionsEndpoints.searchTerms),
    handler: (request) => readSearchTermKeywords(serviceContextOf(app, request), request.params.discoveryId),
  });
}
