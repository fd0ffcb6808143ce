import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mentionsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { openMentionHistory, readMentionPage, readSearchTermKeywords } from './mentions.service';

/** A stream bypasses the response serializer: the service writes only the contract's fields. */
function sendJsonStream(reply: FastifyReply, chunks: AsyncIterable<string>) {
  return reply.type('application/json; charset=utf-8').send(Readable.from(chunks));
}

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
      return sendJsonStream(reply, chunks);
    },
  });

  app.route({
    ...describedRoute(app, mentionsEndpoints.searchTerms),
    handler: (request) => readSearchTermKeywords(serviceContextOf(app, request), request.params.discoveryId),
  });
}
