import { createHash } from 'node:crypto';
import { botCheckChallengeSchema, solveBotCheck, type BotCheckProof } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

/** The proof a browser sends with a logged-out form: a fresh challenge of `app`, solved (cheap at test difficulty). */
export async function solvedBotCheck(app: FastifyInstance): Promise<BotCheckProof> {
  const challenge = botCheckChallengeSchema.parse((await app.inject({ method: 'GET', url: '/auth/bot-check' })).json());
  return solveBotCheck(challenge, (text) => createHash('sha256').update(text).digest());
}
