import type { FastifyInstance } from 'fastify';
import { DESCRIBED_OPERATIONS } from '../described-access';

/** A path or query parameter of an operation, with its JSON schema as the document gives it. */
export type DocumentParameter = { name: string; in: 'path' | 'query'; schema: unknown };

/** One operation of the OpenAPI document, named as the document spells it: 'GET /api/events/latest/{customer}'. */
export type DocumentOperation = {
  name: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: DocumentParameter[];
  /** The JSON body's schema; undefined for an operation that takes no body. */
  body: unknown;
  /** Whether the body may be left out (`requestBody.required` false): then a JSON `null` is no body, not a wrong one. */
  bodyOptional: boolean;
};

type OpenApiOperation = {
  security?: Record<string, string[]>[];
  parameters?: (DocumentParameter | { in: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * The operations that need no token: those whose descriptor's access is `public` (the embedded demo's news wire among
 * them, 404 on any other server). The document says so too (no `security`, or an empty one); the token drill checks
 * the two against each other, so that a route served without its descriptor's `security` fails the drills instead of
 * silently leaving them.
 */
export const PUBLIC_OPERATIONS = [...DESCRIBED_OPERATIONS]
  .filter(([, endpoint]) => endpoint.access === 'public')
  .map(([name]) => name);

/** A Fastify path as the document writes it: `/users/:username` → `/users/{username}`. */
export const documentPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every operation of the app's OpenAPI document, in the document's order. */
export function documentOperations(app: FastifyInstance): DocumentOperation[] {
  const document = app.swagger() as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      secured: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
      parameters: (operation.parameters ?? []).filter(
        (parameter): parameter is DocumentParameter => parameter.in === 'path' || parameter.in === 'query',
      ),
      body: operation.requestBody?.content?.['application/json']?.schema,
      bodyOptional: operation.requestBody?.required === false,
    })),
  );
}
