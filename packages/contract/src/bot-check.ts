import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/**
 * The bot check of the logged-out forms (spec section 7; ADR 0108): a proof of work the server issues and verifies
 * itself, nothing fetched from another host. The browser finds a nonce whose SHA-256 over `challenge:nonce` starts
 * with `difficulty` zero bits: a second or less for a person, a real CPU cost for every scripted sign-up.
 */
export const botCheckChallengeSchema = z.object({
  /** Signed by the server, with its difficulty and expiry inside; spent by the one form it is sent with. */
  challenge: z.string(),
  difficulty: z.number().int().min(1).max(32),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

export const botCheckEndpoints = defineEndpoints({
  challenge: {
    method: 'GET',
    path: '/auth/bot-check',
    operationId: 'issueBotCheckChallenge',
    tag: 'auth',
    summary: 'A proof-of-work challenge for sign-up and forgot password (no token)',
    access: 'public',
    response: botCheckChallengeSchema,
    errors: [],
  },
});

const MISSING_PROOF = 'is required: the page solves the bot check before it sends the form';

export const botCheckProofSchema = z.strictObject(
  {
    challenge: z.string({ error: MISSING_PROOF }).min(1, MISSING_PROOF).max(300, 'must be at most 300 characters'),
    nonce: z.string({ error: MISSING_PROOF }).regex(/^[0-9a-z]{1,16}$/, 'must be 1 to 16 letters or digits'),
  },
  { error: MISSING_PROOF },
);
export type BotCheckProof = z.infer<typeof botCheckProofSchema>;

/** The text whose SHA-256 must start with the zero bits. */
export function botCheckInput(challenge: string, nonce: string): string {
  return `${challenge}:${nonce}`;
}

/** Whether a digest starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let index = 0; index < whole; index += 1) if (digest[index] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || (digest[whole] ?? 0xff) >> (8 - rest) === 0;
}

/**
 * Tries nonces 0, 1, 2 … (base 36) until one makes the challenge's hash start with its zero bits: 2^difficulty tries
 * on average. The hash is given (the browser's library, Node's crypto), so that the contract needs neither.
 */
export function solveBotCheck(
  { challenge, difficulty }: BotCheckChallenge,
  sha256: (text: string) => Uint8Array,
): BotCheckProof {
  for (let attempt = 0; ; attempt += 1) {
    const nonce = attempt.toString(36);
    if (hasLeadingZeroBits(sha256(botCheckInput(challenge, nonce)), difficulty)) return { challenge, nonce };
  }
}
