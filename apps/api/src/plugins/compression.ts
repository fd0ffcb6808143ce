import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { ANSWER_ENCODINGS, PER_REQUEST_COMPRESSION } from '../lib/answer-encoding';

/**
 * Compresses every answer above 1 KB that the client accepts compressed (ADR 8): JSON pages, streamed mention
 * histories (still streamed, chunk by chunk) and the web app's files. Answers that come compressed already (the
 * cached latest signals) keep their Content-Encoding and pass through untouched; event streams are never held back.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ANSWER_ENCODINGS,
    threshold: 1024,
    ...PER_REQUEST_COMPRESSION,
    // Clients send small JSON bodies; a compressed request body is not something the API needs to accept.
    globalDecompression: false,
  });
}
