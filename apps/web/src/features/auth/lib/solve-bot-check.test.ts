import { botCheckInput, hasLeadingZeroBits } from '@argus/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { solveBotCheck } from './solve-bot-check';

describe('solveBotCheck', () => {
  it('finds a nonce whose hash starts with the zero bits asked for, the first one that does', () => {
    const challenge = '12.1790000000000.abc.def';
    const { challenge: solved, nonce } = solveBotCheck({ challenge, difficulty: 12 });
    expect(solved).toBe(challenge);
    const hash = (candidate: string) => sha256(new TextEncoder().encode(botCheckInput(challenge, candidate)));
    expect(hasLeadingZeroBits(hash(nonce), 12)).toBe(true);
    const tries = parseInt(nonce, 36);
    for (let attempt = 0; attempt < tries; attempt += 1) {
      expect(hasLeadingZeroBits(hash(attempt.toString(36)), 12)).toBe(false);
    }
  });
});
