import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDescriptor, ErrorStatus, errorResponseSchema } from '@argus/contract';
import { errorResponses } from './error-responses';

const BEARER = [{ bearerAuth: [] }];

/** A check a route makes after the descriptor's access check, such as a feature flag of the caller. */
export type RequestCheck = (request: FastifyRequest) => Promise<void>;

type SuccessStatus<Endpoint extends EndpointDescriptor> = Endpoint['status'] extends number ? Endpoint['status'] : 200;

type DescribedSchema<Endpoint extends EndpointDescriptor> = {
  operationId: string;
  tags: string[];
  summary: string;
  security: { bearerAuth: never[] }[];
  params: Endpoint['params'];
  querystring: Endpoint['query'];
  body: Endpoint['body'];
  response: { [Status in SuccessStatus<Endpoint>]: Endpoint['response'] } & Record<
    Endpoint['errors'][number],
    typeof errorResponseSchema
  >;
};

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
  }
}

/**
 * The route options an endpoint's descriptor fixes: method, path, who may call (checked on request, before anything
 * is validated), and the schema that validates the request and serialises and documents the answer. The module adds
 * its handler: `app.route({ ...describedRoute(app, signalsEndpoints.createSignal), handler })`.
 */
export function describedRoute<const Endpoint extends EndpointDescriptor>(
  app: FastifyInstance,
  endpoint: Endpoint,
  ...checks: RequestCheck[]
) {
  const successStatus = endpoint.status ?? 200;
  return {
    method: endpoint.method,
    url: endpoint.path,
    onRequest: [...accessCheck(app, endpoint.access), ...checks],
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      security: endpoint.access === 'public' ? [] : BEARER,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        ...(endpoint.response && { [successStatus]: endpoint.response }),
        ...errorResponses(...(endpoint.errors as ErrorStatus[])),
      },
    } as unknown as DescribedSchema<Endpoint>,
  };
}
