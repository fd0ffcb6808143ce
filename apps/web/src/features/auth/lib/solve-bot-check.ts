import { botCheckInput, hasLeadingZeroBits, type BotCheckChallenge, type BotCheckProof } from '@argus/contract';
import { sha256 } from '@noble/hashes/sha2.js';

const encoder = new TextEncoder();

/**
 * Tries nonces 0, 1, 2 … (base 36) until one makes the challenge's hash start with its zero bits: 2^difficulty tries
 * on average. A synchronous hash, because WebCrypto's promise per try would cost more than the hash itself.
 */
export function solveBotCheck({ challenge, difficulty }: BotCheckChallenge): BotCheckProof {
  for (let attempt = 0; ; attempt += 1) {
    const nonce = attempt.toString(36);
    if (hasLeadingZeroBits(sha256(encoder.encode(botCheckInput(challenge, nonce))), difficulty)) {
      return { challenge, nonce };
    }
  }
}
