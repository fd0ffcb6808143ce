import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoWireEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { notFound } from '../../lib/http-error';
import { matchesIfNoneMatch } from '../../lib/answer-encoding';
import { createWireVocabularyReader, writeDemoWire } from './demo-wire.service';

/** The embedded demo's news wire: served when `enabled` (the server on the embedded database). */
export async function demoWireRoutes(app: FastifyInstance, { enabled }: { enabled: boolean }) {
  const vocabulary = createWireVocabularyReader(app.db);
  // Declared without the zod type provider: the answer is XML text, which no response schema serialises.
  app.route({
    ...describedRoute(app, demoWireEndpoints.demoWireFeed),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!enabled) throw notFound('The demo wire is served only by a server on the embedded database.');
      const wire = writeDemoWire(await vocabulary(), new Date());
      reply.header('etag', wire.etag).header('last-modified', wire.lastModified).header('cache-control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], wire.etag)) return reply.code(304).send();
      return reply.type('application/rss+xml; charset=utf-8').send(wire.xml);
    },
  });
}
