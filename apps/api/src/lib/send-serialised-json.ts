import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (through the route's response schema, by the service that cached it):
 * Fastify sends a string or bytes as they are, without running the serializer again.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
