// An endpoint of the API, described whole (ADR 0117): the server registers its route from the descriptor (the handler
// stays the module's), the OpenAPI document is generated from those routes, and the web app calls it through one
// `callEndpoint` that builds the path from `params`, sends `query` and `body`, and checks the answer with `response`.
// Only zod's types here: the path builder is all this module weighs at run time.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs no token; `api-key` needs a push API key (and nothing else opens it), the others a
 * user's token. The server checks on request, before validating anything.
 */
export type EndpointAccess = 'public' | 'user' | 'moderator' | 'admin' | 'api-key';

/** The error answers an endpoint declares; each carries the contract's error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** What a success answers: JSON (the default), a CSV file, or a stream of server-sent events. */
export type AnswerMediaType =
  | 'application/json'
  | 'text/csv'
  | 'text/event-stream'
  | 'text/x-opml'
  | 'application/rss+xml';

/**
 * A zod schema, classic or mini (the login page's own calls are zod/mini, to stay light): both validate, document and
 * `parse` alike.
 */
export type EndpointSchema = z.core.$ZodType & { parse: (data: unknown) => unknown };

export type EndpointDescriptor = {
  method: HttpMethod;
  /** Fastify's form: `/users/:username`. */
  path: string;
  /** Stable name of the operation in the OpenAPI document (and in generated clients). */
  operationId: string;
  tag: string;
  summary: string;
  /** What the summary cannot say in a line (a header the answer carries, the events of a stream). */
  description?: string;
  access: EndpointAccess;
  params?: EndpointSchema;
  query?: EndpointSchema;
  body?: EndpointSchema;
  /** Request headers the endpoint reads (a stream's `Last-Event-ID`). */
  headers?: EndpointSchema;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 204;
  /** The success answer's body: JSON, or with `produces` the text of a file or a stream (a string schema). */
  response?: EndpointSchema;
  produces?: AnswerMediaType;
  /** The answer carries an ETag, and an If-None-Match naming it is answered 304 without a body. */
  revalidates?: true;
  errors: readonly ErrorStatus[];
};

/** Descriptors keep their literal types (method, path, the schemas' own types), so both sides infer from them. */
export function defineEndpoints<const Group extends Record<string, EndpointDescriptor>>(group: Group): Group {
  return group;
}

type Input<Schema> = Schema extends EndpointSchema ? z.input<Schema> : never;

/** What a caller hands `callEndpoint`: the path's parameters, the query and the body, each where the endpoint has one. */
export type EndpointInput<Endpoint extends EndpointDescriptor> = (Endpoint['params'] extends EndpointSchema
  ? { params: Input<Endpoint['params']> }
  : { params?: never }) &
  (Endpoint['query'] extends EndpointSchema ? { query: Input<Endpoint['query']> } : { query?: never }) &
  (Endpoint['body'] extends EndpointSchema ? { body: Input<Endpoint['body']> } : { body?: never });

/** What the endpoint answers on success, as its response schema parses it. */
export type EndpointAnswer<Endpoint extends EndpointDescriptor> = Endpoint['response'] extends EndpointSchema
  ? z.output<Endpoint['response']>
  : undefined;

/** The path with its `:name` parameters filled in (encoded), as a browser or a script calls it. */
export function endpointPath(endpoint: Pick<EndpointDescriptor, 'path'>, params?: unknown): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value as string | number));
  });
}
