import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { botCheckInput, hasLeadingZeroBits, type BotCheckChallenge, type BotCheckProof } from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { spendBotCheck } from './bot-check.repository';

/** About 260,000 hashes on average: well under a second in a browser's worker, a real cost per scripted request. */
export const DEFAULT_BOT_CHECK_DIFFICULTY = 18;
/** Long enough to fill in a sign-up form without hurrying. */
const CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;

const refused = (message: string) => badRequest('botCheck', `botCheck: ${message}`);

export type BotCheck = {
  issue: (now?: Date) => BotCheckChallenge;
  /** Accepts a solved, unexpired, unused challenge of this server's once; else a 400 naming `botCheck`. */
  verify: (db: Database, proof: BotCheckProof, now?: Date) => Promise<void>;
};

/**
 * Stateless challenges: `difficulty.expiresAt.id.signature`, signed with a key derived from the token secret, so
 * every instance can verify what another issued. Only spent ones are stored (spent_bot_checks).
 */
export function createBotCheck(secret: string, difficulty = DEFAULT_BOT_CHECK_DIFFICULTY): BotCheck {
  const key = createHash('sha256').update(`argus bot check\0${secret}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(now = new Date()) {
      const payload = `${difficulty}.${now.getTime() + CHALLENGE_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
      return { challenge: `${payload}.${sign(payload)}`, difficulty };
    },

    async verify(db, { challenge, nonce }, now = new Date()) {
      const parts = challenge.split('.');
      const [bits, expiresAt, id, signature] = parts;
      const payload = parts.slice(0, 3).join('.');
      const expected = Buffer.from(sign(payload));
      const sent = Buffer.from(signature ?? '');
      if (parts.length !== 4 || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        throw refused('this is not a challenge of this server: reload the page and try again');
      }
      if (Number(expiresAt) < now.getTime()) throw refused('the check has expired: reload the page and try again');
      const digest = createHash('sha256').update(botCheckInput(challenge, nonce)).digest();
      if (!hasLeadingZeroBits(digest, Number(bits))) throw refused('the nonce does not solve the challenge');
      if (!(await spendBotCheck(db, id!, new Date(Number(expiresAt))))) {
        throw refused('this check was already used: send the form again');
      }
    },
  };
}
