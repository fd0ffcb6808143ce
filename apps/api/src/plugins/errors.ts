import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import type { SecurityHeaders } from './security-headers';

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
    const named = BODY_PARSER_ERRORS[error.code];
    return reply.code(statusCode).send({
      error: httpErrorName(statusCode),
      message: named?.message ?? error.message,
      ...(named && { field: named.field }),
    });
  });
}

/** Fastify's body-parser refusals, worded for the part of the request they are about (a 400 names its field). */
const BODY_PARSER_ERRORS: Record<string, { field: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    field: 'body',
    // secure-json-parse refuses these keys, which could poison prototypes; the parser says "not valid JSON" for both.
    message: 'body: not valid JSON, or it holds a "__proto__" or "constructor.prototype" key, which is refused.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', message: 'body: empty, though the Content-Type says JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { field: 'body', message: 'body: larger than the 1 MB a request may send.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { field: 'content-type', message: 'content-type: send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    field: 'content-length',
    message: 'content-length: does not match the body that was sent.',
  },
};

/**
 * Answers a request whose URL the router cannot read (Fastify's `frameworkErrors`): a malformed percent-encoding,
 * or a path parameter longer than the router takes. These never reach the error handler or the hooks, so the
 * request id and the security headers (ADR 9) are set here; the body never repeats the (possibly huge) path.
 */
export function answerUnreadableUrl(securityHeaders: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(securityHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply.code(tooLong ? 414 : 400).send({
      error: tooLong ? 'URI Too Long' : 'Bad Request',
      message: tooLong
        ? 'path: a part of the path is longer than 100 characters.'
        : 'path: not a valid URL (a "%" must be followed by two hexadecimal digits).',
      field: 'path',
    });
  };
}

function httpErrorName(statusCode: number) {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Access denied',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    413: 'Payload Too Large',
    414: 'URI Too Long',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return names[statusCode] ?? 'Request Error';
}
