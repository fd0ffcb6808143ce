import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, type AnswerEncoding } from './answer-encoding';

/**
 * Sends JSON that is already serialised (through the route's response schema, by the service that cached it, or
 * written as a stream of the contract's fields): Fastify sends a string, bytes or a stream as they are, without
 * running the serializer again.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string | Buffer | Readable) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A serialised JSON answer in the coding the request accepts, with the entity tag of its plain bytes. */
export type EncodedJson = { body: Buffer; encoding: AnswerEncoding; entityTag: string };

/**
 * Sends an answer that was compressed once (ADR 8), or 304 without a body when the client already holds it.
 * `private, no-cache` lets the browser keep it but makes it ask every time, so a reload costs a 304 and stays
 * current; every request is still authenticated and authorised before this point.
 */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, answer: EncodedJson) {
  reply.header('etag', answer.entityTag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.entityTag)) return reply.code(304).send();
  // With Content-Encoding set, the compression plugin passes the bytes through as they are.
  if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
  return sendSerialisedJson(reply, answer.body);
}
