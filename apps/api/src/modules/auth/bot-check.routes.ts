import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { botCheckEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { createBotCheck, type BotCheck } from './bot-check';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Verifies the proofs of the logged-out forms (sign-up, forgot password). */
    botCheck: BotCheck;
  }
}

export type BotCheckOptions = { secret: string; difficulty?: number };

/** `GET /auth/bot-check`: a challenge for one logged-out form; the forms' routes verify its proof. */
export const botCheckPlugin = fp(
  async (fastify: FastifyInstance, options: BotCheckOptions) => {
    const botCheck = createBotCheck(options.secret, options.difficulty);
    fastify.decorate('botCheck', botCheck);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...describedRoute(app, botCheckEndpoints.challenge),
      handler: async (_request, reply) => {
        // Each answer is a new challenge: never from a cache.
        reply.header('cache-control', 'no-store');
        return botCheck.issue();
      },
    });
  },
  { name: 'bot-check' },
);
