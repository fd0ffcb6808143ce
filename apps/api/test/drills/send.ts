import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Sends one drill request and answers its status and body. The live stream never ends: it is asked for as a stream
 * (`payloadAsStream`), whose answer comes once its head is written, and then let go (the app's close ends it).
 */
export async function send(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (options.payloadAsStream) {
    response.stream().destroy();
    return { status: response.statusCode, body: undefined };
  }
  return { status: response.statusCode, body: response.body };
}
