import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';

const SERVER_ERROR_MESSAGE = 'Please give it a minute and try again later.';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Names the offending field the way a user reads it: `body.eventArguments.0.name`. */
function describeValidationIssue(context: string | undefined, issue: ValidationIssue | undefined) {
  const pathParts = issue?.params?.issue?.path ?? issue?.instancePath?.split('/').filter(Boolean) ?? [];
  const field = pathParts.map(String).join('.') || context || 'request';
  return { field, message: `${field}: ${issue?.message ?? 'is invalid'}` };
}

/** One error shape for every answer: `{ error, message, field? }`; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message } = describeValidationIssue(
        error.validationContext,
        error.validation[0] as ValidationIssue,
      );
      return reply.code(400).send({ error: 'Bad Request', message, field });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.error, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (isDataException(error)) {
      // The input passed the contract but holds a value PostgreSQL refuses: still the client's input, never a 500.
      request.log.warn({ err: error }, 'input the database cannot store');
      return reply.code(400).send({
        error: 'Bad Request',
        message:
          'The request holds a value that cannot be stored (for example a NUL character or a number out of range).',
        field: 'body',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal Server Error', message: SERVER_ERROR_MESSAGE });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal Server Error', message: SERVER_ERROR_MESSAGE });
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limit …
    return reply.code(statusCode).send({ error: httpErrorName(statusCode), message: error.message });
  });
}

function httpErrorName(statusCode: number) {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Access denied',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return names[statusCode] ?? 'Request Error';
}
