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
    // Answers held whole in memory up to 256 KB (a by-date page of 100 signals is ~105 KB) are compressed in one
    // call and sent with a Content-Length, in one write (ADR 13). Above that, and for streams, a zlib stream on the
    // thread pool sends them in chunks; its set-up and hand-offs cost more CPU than brotli 1 does at these sizes
    // (~0.3 ms for 105 KB): a by-date call cost ~8.5 ms of CPU that way, ~5.5 ms in one call. The plugin's default
    // (8 KB on two cores) assumes spare cores to overlap the stream with, which a server beside its database lacks.
    syncThreshold: 256 * 1024,
    ...PER_REQUEST_COMPRESSION,
    // Clients send small JSON bodies; a compressed request body is not something the API needs to accept.
    globalDecompression: false,
  });
}
