import { createHash } from 'node:crypto';
import { botCheckChallengeSchema, botCheckInput, hasLeadingZeroBits, type BotCheckProof } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

/** The proof a browser sends with a logged-out form: a fresh challenge of `app`, solved (cheap at test difficulty). */
export async function solvedBotCheck(app: FastifyInstance): Promise<BotCheckProof> {
  const { challenge, difficulty } = botCheckChallengeSchema.parse(
    (await app.inject({ method: 'GET', url: '/auth/bot-check' })).json(),
  );
  for (let attempt = 0; ; attempt += 1) {
    const nonce = attempt.toString(36);
    if (hasLeadingZeroBits(createHash('sha256').update(botCheckInput(challenge, nonce)).digest(), difficulty)) {
      return { challenge, nonce };
    }
  }
}
