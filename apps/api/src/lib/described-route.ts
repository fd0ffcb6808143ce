import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDescriptor, ErrorStatus, errorResponseSchema } from '@argus/contract';
import { z } from 'zod';
import { errorResponses } from './error-responses';

const BEARER = [{ bearerAuth: [] }];

/** Every endpoint that reads a JSON body can be sent one too large (413) or one that is not JSON (415). */
const BODY_ERRORS: readonly ErrorStatus[] = [413, 415];
/** Any call can fail on the server: the answer says so in the error body (spec section 8). */
const SERVER_ERRORS: readonly ErrorStatus[] = [500];
/** A null schema: the document then names the answer without content. */
const NOT_MODIFIED = z.null().describe('Not Modified: the ETag of If-None-Match is still current; no body');

/** A check a route makes after the descriptor's access check, such as a feature flag of the caller. */
export type RequestCheck = (request: FastifyRequest) => Promise<void>;

type SuccessStatus<Endpoint extends EndpointDescriptor> = Endpoint['status'] extends number ? Endpoint['status'] : 200;

type DescribedSchema<Endpoint extends EndpointDescriptor> = {
  operationId: string;
  tags: string[];
  summary: string;
  security: { bearerAuth: never[] }[];
  description?: string;
  headers: Endpoint['headers'];
  params: Endpoint['params'];
  querystring: Endpoint['query'];
  body: Endpoint['body'];
  response: { [Status in SuccessStatus<Endpoint>]: Endpoint['response'] } & Record<
    Endpoint['errors'][number],
    typeof errorResponseSchema
  >;
};

/** A JSON answer is its schema; a file or a stream is documented under its own media type. */
function successAnswer(endpoint: EndpointDescriptor) {
  if (!endpoint.produces || endpoint.produces === 'application/json') return endpoint.response;
  return { description: endpoint.summary, content: { [endpoint.produces]: { schema: endpoint.response } } };
}

function accessCheck(app: FastifyInstance, access: EndpointDescriptor['access']): RequestCheck[] {
  switch (access) {
    case 'public':
      return [];
    case 'user':
      return [app.requireUser];
    case 'moderator':
      return [app.requireModerator];
    case 'admin':
      return [app.requireAdmin];
    case 'api-key':
      return [app.requireApiKey];
  }
}

/**
 * Answers with the descriptor's success status: set once the request has passed its checks and its validation, before
 * the handler runs, so that a handler's plain return goes out as the descriptor says (201 for a creation). A handler
 * that answers another status sets it itself (`reply.code(200)`), and every error answer sets its own.
 */
function successStatusHook(status: number) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.code(status);
  };
}

/**
 * The route options an endpoint's descriptor fixes: method, path, who may call (checked on request, before anything
 * is validated), the success status (ADR 0128), and the schema that validates the request and serialises and
 * documents the answer. The module adds its handler: `app.route({ ...describedRoute(app, signalsEndpoints.createSignal),
 * handler })`. Access and success status are the descriptor's alone: a handler returns its answer, it does not
 * repeat `reply.code(201)`.
 */
export function describedRoute<const Endpoint extends EndpointDescriptor>(
  app: FastifyInstance,
  endpoint: Endpoint,
  ...checks: RequestCheck[]
) {
  const successStatus = endpoint.status ?? 200;
  const errors = [...endpoint.errors, ...(endpoint.body ? BODY_ERRORS : []), ...SERVER_ERRORS];
  return {
    method: endpoint.method,
    url: endpoint.path,
    onRequest: [...accessCheck(app, endpoint.access), ...checks],
    ...(successStatus !== 200 && { preHandler: successStatusHook(successStatus) }),
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      security: endpoint.access === 'public' ? [] : BEARER,
      ...(endpoint.description && { description: endpoint.description }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        ...(endpoint.response && { [successStatus]: successAnswer(endpoint) }),
        ...(endpoint.revalidates && { 304: NOT_MODIFIED }),
        ...errorResponses(...errors),
      },
    } as unknown as DescribedSchema<Endpoint>,
  };
}
