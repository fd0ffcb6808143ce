import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { documentPathOf } from './drills/document';

// ADR 0117: every answer the API suites receive is held against the OpenAPI document the server publishes (status,
// media type and JSON body), so that a suite fails the day an answer drifts from its description. buildTestApp adds
// the check to each app; the node project's setup file fails a test file whose answers did not match.

type DocumentAnswer = { content?: Record<string, { schema?: object }> };
type DocumentOperation = { responses?: Record<string, DocumentAnswer> };
type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

const mismatches: string[] = [];

/** The mismatches recorded since the last call (one test file's, as the setup file calls it after each). */
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0);
}

/** The answer's JSON: decoded from its content coding (the hot reads send compressed bytes when asked). */
function jsonOf(payload: unknown, reply: FastifyReply): unknown {
  if (payload === null || payload === undefined || payload === '') return undefined;
  let bytes = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
  const coding = reply.getHeader('content-encoding');
  if (coding === 'br') bytes = zlib.brotliDecompressSync(bytes);
  else if (coding === 'gzip') bytes = zlib.gunzipSync(bytes);
  else if (coding === 'deflate') bytes = zlib.inflateSync(bytes);
  return JSON.parse(bytes.toString('utf8')) as unknown;
}

/**
 * Held per test worker, across the apps its files build (they share this module, see `isolate` in vitest.config.ts):
 * an app's document (`app.swagger()`: every route's zod schemas made JSON Schema, 0.5-0.8 s) and the validators
 * compiled from it were two fifths of a minute of the node project's CPU time when each app made its own.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/**
 * The documents made, by the routes of their app (each route's method and path): every route takes its schemas from
 * the contract's descriptors, module-level, so two apps that serve the same routes publish the same document.
 */
const documentsByRoutes = new Map<string, OpenApiDocument>();

export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  const documentOfApp = (): OpenApiDocument => {
    if (document) return document;
    const routes = app.printRoutes({ commonPrefix: false });
    document = documentsByRoutes.get(routes);
    if (!document) documentsByRoutes.set(routes, (document = app.swagger() as OpenApiDocument));
    return document;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // Not an operation of the document: the web app's files, the documentation pages, a HEAD answered for a GET.
    if (!route || !request.routeOptions.schema) return payload;
    const operation = documentOfApp().paths[documentPathOf(route)]?.[request.method.toLowerCase()];
    if (!operation) return payload;
    const name = `${request.method} ${route} answered ${reply.statusCode}`;
    const answer = operation.responses?.[String(reply.statusCode)];
    if (!answer) {
      mismatches.push(`${name}: the document has no such answer`);
      return payload;
    }
    const documented = answer.content ?? {};
    // An answer documented without content (304) has no body to check.
    if (Object.keys(documented).length === 0 && (payload === null || payload === undefined || payload === '')) {
      return payload;
    }
    const mediaType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    if (!(mediaType in documented)) {
      mismatches.push(
        `${name} as ${mediaType || 'no media type'}; the document says ${Object.keys(documented).join(', ')}`,
      );
      return payload;
    }
    const schema = documented[mediaType]?.schema;
    // A stream (a CSV file, server-sent events) is checked by its media type only.
    if (mediaType !== 'application/json' || !schema || payload instanceof Readable) return payload;
    const body = jsonOf(payload, reply);
    const validate = validatorOf(schema);
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '/'} ${error.message}`);
      mismatches.push(`${name}: the body does not match the document (${problems.join('; ')})`);
    }
    return payload;
  });
}
