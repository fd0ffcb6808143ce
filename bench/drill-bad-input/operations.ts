// The write operations of the OpenAPI document (`app.swagger()`), in the shape the request generator needs.
import type { JsonSchema } from './json-body';

export type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };

export type Operation = {
  /** e.g. 'DELETE /users/{username}' */
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, e.g. /users/{username}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined for an operation that takes no body. */
  body: JsonSchema | undefined;
  /** Whether it needs a bearer token (else it is one of the logged-out forms). */
  secured: boolean;
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

export function writeOperations(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!WRITE_METHODS.includes(method)) continue;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? []).filter((parameter) => ['path', 'query'].includes(parameter.in)),
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
