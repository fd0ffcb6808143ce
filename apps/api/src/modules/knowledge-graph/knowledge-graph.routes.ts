import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { knowledgeGraphEndpoints } from '@argus/contract';
import { negotiateAnswerEncoding } from '../../lib/answer-encoding';
import { sendEncodedJson, sendSerialisedJson } from '../../lib/send-serialised-json';
import { currentUserOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import {
  assertKnowledgeGraphEnabled,
  readGraphEntityDetails,
  readGraphInfluence,
  readGraphNetworkJson,
  readGraphStartingPoints,
  readGraphTimelines,
  searchGraphEntities,
} from './knowledge-graph.service';

/**
 * The large answers (a network holds up to 5,000 nodes and 25,000 edges, timelines up to 12,000 signals) are sent as
 * JSON bytes, past the response schema's pass: the zod serializer encodes every object again (safeEncode, ~30 ms for
 * the biggest folder's network of a month on this machine), and a string would be measured twice more on its way
 * out. The services build these answers field by field, so nothing but the contract's fields can leave; the tests
 * read every answer with the contract's schemas. The network's answers are also kept, compressed, with an entity tag
 * (a browser's revalidation is a 304), as the latest signals are (ADRs 8, 13).
 */
const sendAnswer = (reply: FastifyReply, answer: unknown) =>
  sendSerialisedJson(reply, Buffer.from(JSON.stringify(answer)));

/**
 * The Knowledge Graph's five reads (ADR 0099), each over one folder the caller may open. The user and the
 * flag are checked on request, before validation: a caller without the graph learns nothing of its input rules.
 */
export async function knowledgeGraphRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // After the descriptor's user check, which has set the current user.
  const knowledgeGraphEnabled = async (request: FastifyRequest) => assertKnowledgeGraphEnabled(currentUserOf(request));

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.network, knowledgeGraphEnabled),
    handler: async (request, reply) => {
      const answer = await readGraphNetworkJson(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
        encoding: negotiateAnswerEncoding(request.headers['accept-encoding']),
      });
      return sendEncodedJson(request, reply, answer);
    },
  });

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.influence, knowledgeGraphEnabled),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await readGraphInfluence(serviceContextOf(app, request), {
          customerName: request.params.customer,
          query: request.query,
        }),
      ),
  });

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.timelines, knowledgeGraphEnabled),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await readGraphTimelines(serviceContextOf(app, request), {
          customerName: request.params.customer,
          query: request.query,
        }),
      ),
  });

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.startingPoints, knowledgeGraphEnabled),
    handler: (request) =>
      readGraphStartingPoints(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.searchEntities, knowledgeGraphEnabled),
    handler: (request) =>
      searchGraphEntities(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });

  app.route({
    ...describedRoute(app, knowledgeGraphEndpoints.entityDetails, knowledgeGraphEnabled),
    handler: (request) =>
      readGraphEntityDetails(serviceContextOf(app, request), {
        customerName: request.params.customer,
        entityId: request.params.entityId,
      }),
  });
}
