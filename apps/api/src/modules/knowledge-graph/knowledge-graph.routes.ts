import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  graphEntityDetailsSchema,
  graphEntityParamsSchema,
  graphEntitySearchQuerySchema,
  graphEntitySearchSchema,
  graphInfluenceQuerySchema,
  graphInfluenceSchema,
  graphNetworkQuerySchema,
  graphNetworkSchema,
  graphParamsSchema,
  graphTimelinesQuerySchema,
  graphTimelinesSchema,
  knowledgeGraphEndpoints,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { negotiateAnswerEncoding } from '../../lib/answer-encoding';
import { sendEncodedJson, sendSerialisedJson } from '../../lib/send-serialised-json';
import { currentUserOf } from '../../lib/current-user';
import {
  assertKnowledgeGraphEnabled,
  readGraphEntityDetails,
  readGraphInfluence,
  readGraphNetworkJson,
  readGraphTimelines,
  searchGraphEntities,
} from './knowledge-graph.service';

const graphTags = { tags: ['knowledge-graph'], security: [{ bearerAuth: [] }] };
const graphErrors = errorResponses(400, 401, 403, 404);

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
 * The Knowledge Graph's five reads (issue 14, ADR 0099), each over one folder the caller may open. The user and the
 * flag are checked on request, before validation: a caller without the graph learns nothing of its input rules.
 */
export async function knowledgeGraphRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireKnowledgeGraph = async (request: FastifyRequest) => {
    await app.requireUser(request);
    assertKnowledgeGraphEnabled(currentUserOf(request));
  };

  app.get(
    knowledgeGraphEndpoints.network.path,
    {
      onRequest: requireKnowledgeGraph,
      schema: {
        ...graphTags,
        summary:
          "A folder's network in a window: its entities (monitored or named by its signals) and their industries, membership edges, and co-occurrence edges weighted by the signals naming both",
        params: graphParamsSchema,
        querystring: graphNetworkQuerySchema,
        response: { 200: graphNetworkSchema, ...graphErrors },
      },
    },
    async (request, reply) => {
      const answer = await readGraphNetworkJson(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params.customer,
        request.query,
        negotiateAnswerEncoding(request.headers['accept-encoding']),
      );
      return sendEncodedJson(request, reply, answer);
    },
  );

  app.get(
    knowledgeGraphEndpoints.influence.path,
    {
      onRequest: requireKnowledgeGraph,
      schema: {
        ...graphTags,
        summary:
          "An entity's influence range: the folder's entities within 1-3 co-occurrence steps, the edges among them and each one's strongest shortest path",
        params: graphParamsSchema,
        querystring: graphInfluenceQuerySchema,
        response: { 200: graphInfluenceSchema, ...graphErrors },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await readGraphInfluence(
          app.db,
          app.readCaches,
          currentUserOf(request),
          request.params.customer,
          request.query,
        ),
      ),
  );

  app.get(
    knowledgeGraphEndpoints.timelines.path,
    {
      onRequest: requireKnowledgeGraph,
      schema: {
        ...graphTags,
        summary:
          "Converging timelines: the folder's signals in a window about or naming each of 2-6 entities, oldest first",
        params: graphParamsSchema,
        querystring: graphTimelinesQuerySchema,
        response: { 200: graphTimelinesSchema, ...graphErrors },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await readGraphTimelines(
          app.db,
          app.readCaches,
          currentUserOf(request),
          request.params.customer,
          request.query,
        ),
      ),
  );

  app.get(
    knowledgeGraphEndpoints.searchEntities.path,
    {
      onRequest: requireKnowledgeGraph,
      schema: {
        ...graphTags,
        summary:
          "Entities of a folder's graph whose name holds the search text, those with most signals in the last month first",
        params: graphParamsSchema,
        querystring: graphEntitySearchQuerySchema,
        response: { 200: graphEntitySearchSchema, ...graphErrors },
      },
    },
    (request) =>
      searchGraphEntities(app.db, app.readCaches, currentUserOf(request), request.params.customer, request.query),
  );

  app.get(
    knowledgeGraphEndpoints.entityDetails.path,
    {
      onRequest: requireKnowledgeGraph,
      schema: {
        ...graphTags,
        summary: "An entity of a folder's graph and the folder's latest signals about it or naming it",
        params: graphEntityParamsSchema,
        response: { 200: graphEntityDetailsSchema, ...graphErrors },
      },
    },
    (request) =>
      readGraphEntityDetails(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params.customer,
        request.params.entityId,
      ),
  );
}
