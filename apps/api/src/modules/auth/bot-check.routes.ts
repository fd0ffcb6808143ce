import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { botCheckChallengeSchema, botCheckEndpoints } from '@argus/contract';
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
    fastify.withTypeProvider<ZodTypeProvider>().get(
      botCheckEndpoints.challenge.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'A proof-of-work challenge for sign-up and forgot password (no token)',
          security: [],
          response: { 200: botCheckChallengeSchema },
        },
      },
      async (_request, reply) => {
        // Each answer is a new challenge: never from a cache.
        reply.header('cache-control', 'no-store');
        return botCheck.issue();
      },
    );
  },
  { name: 'bot-check' },
);
