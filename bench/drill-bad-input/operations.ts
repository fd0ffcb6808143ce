// The write operations of the OpenAPI document, in the shape the request generator needs: the drills' one reading of
// the document (apps/api/test/drills/document.ts), the schemas typed as the generator reads them.
import type { FastifyInstance } from 'fastify';
import { documentOperations } from '../../apps/api/test/drills/document';
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

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function writeOperations(app: FastifyInstance): Operation[] {
  return documentOperations(app)
    .filter((operation) => WRITE_METHODS.includes(operation.method))
    .map((operation) => ({
      ...operation,
      method: operation.method as Operation['method'],
      parameters: operation.parameters as Parameter[],
      body: operation.body as JsonSchema | undefined,
    }));
}
