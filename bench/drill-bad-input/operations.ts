// The write operations of the OpenAPI document, in the shape the request generator needs: the drills' one reading of
// the document (apps/api/test/drills/document.ts), the schemas typed as the generator reads them.
import type { FastifyInstance } from 'fastify';
import { documentOperations } from '../../apps/api/test/drills/document';
import type { JsonSchema } from './json-body';

export type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };

export type Operation = {
  /** e.g. 'DELETE /users/{username}' */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, e.g. /users/{username}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined for an operation that takes no body. */
  body: JsonSchema | undefined;
  /** Whether it needs a bearer token (else it is one of the logged-out forms). */
  secured: boolean;
  /** Its one input is the token, which it spends: sent only tokens it must refuse (see WRITES_BY_GET). */
  spendsToken: boolean;
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Writes by a reading method: `GET /auth/refresh` revokes the token it is given (ADR 0007). It takes no parameter
 * and no body, so its bad input is the token (none, forged, tampered, malformed), sent with the bodies and content
 * types of every kind; the admin's token would pass, and be revoked for the rest of the drill.
 */
export const WRITES_BY_GET = ['GET /auth/refresh'];

export function writeOperations(app: FastifyInstance): Operation[] {
  const operations = documentOperations(app);
  // A renamed or removed operation must not leave the drill without a word.
  const missing = WRITES_BY_GET.filter((name) => !operations.some((operation) => operation.name === name));
  if (missing.length > 0) throw new Error(`not in the OpenAPI document: ${missing.join(', ')}`);
  return operations
    .filter((operation) => WRITE_METHODS.includes(operation.method) || WRITES_BY_GET.includes(operation.name))
    .map((operation) => ({
      ...operation,
      method: operation.method as Operation['method'],
      parameters: operation.parameters as Parameter[],
      // A body that may be left out may be null too (Fastify hands a missing body over as null).
      body: operation.body
        ? { ...(operation.body as JsonSchema), ...(operation.bodyOptional && { nullable: true }) }
        : undefined,
      spendsToken: WRITES_BY_GET.includes(operation.name),
    }));
}
