import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckInput, hasLeadingZeroBits, type BotCheckProof } from '@argus/contract';
import { users } from '../../db/schema';
import { solvedBotCheck } from '../../../test/bot-check';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKinds } from '../../../test/test-database';
import { createBotCheck, DEFAULT_BOT_CHECK_DIFFICULTY } from './bot-check';

/** A nonce that does not solve the challenge (the first one whose hash has a 1 in its leading bits). */
function wrongNonce(challenge: string, difficulty: number): string {
  for (let attempt = 0; ; attempt += 1) {
    const nonce = attempt.toString(36);
    if (!hasLeadingZeroBits(createHash('sha256').update(botCheckInput(challenge, nonce)).digest(), difficulty)) {
      return nonce;
    }
  }
}

describe('hasLeadingZeroBits', () => {
  it('counts whole and partial bytes', () => {
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0, 0x1f), 19)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0, 0x20), 19)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0x80), 8)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0x80), 9)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0), 12)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('the bot check of the logged-out forms on %s', (kind) => {
  let testApp: TestApp;
  const signUp = (username: string, botCheck?: BotCheckProof) =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { username, email: `${username}@test.example`, password: 'a-long-password', botCheck },
    });
  const created = async (username: string) => (await testApp.db.$count(users, eq(users.username, username))) === 1;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('issues signed challenges of the default difficulty to anyone, never cached', async () => {
    const production = await buildTestApp(kind, { botCheckDifficulty: undefined });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/auth/bot-check' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        challenge: expect.stringMatching(/^18\.\d+\.[\w-]+\.[\w-]+$/),
        difficulty: 18,
      });
      expect(DEFAULT_BOT_CHECK_DIFFICULTY).toBe(18);
    } finally {
      await production.close();
    }
  });

  it('refuses a sign-up or reset request without a solved challenge, naming the field, and creates nothing', async () => {
    const missing = await signUp('no_proof_at_all');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'botCheck',
      message: expect.stringContaining('solves the bot check'),
    });
    const forgot = await testApp.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { username: 'x' },
    });
    expect(forgot.json()).toMatchObject({ field: 'botCheck' });

    const { challenge } = await solvedBotCheck(testApp.app);
    const unsolved = await signUp('wrong_nonce', { challenge, nonce: wrongNonce(challenge, 4) });
    expect(unsolved.json()).toMatchObject({
      field: 'botCheck',
      message: 'botCheck: the nonce does not solve the challenge',
    });

    // Signed with another secret, or its difficulty lowered by the client: not this server's challenge.
    const foreign = createBotCheck('another-secret-that-is-long-enough-for-signing', 4).issue();
    const forged = await signUp('forged_proof', { challenge: foreign.challenge, nonce: '0' });
    expect(forged.json().message).toContain('not a challenge of this server');
    const lowered = await signUp('lowered', { challenge: challenge.replace(/^4\./, '0.'), nonce: '0' });
    expect(lowered.json().message).toContain('not a challenge of this server');

    for (const username of ['no_proof_at_all', 'wrong_nonce', 'forged_proof', 'lowered']) {
      expect(await created(username), username).toBe(false);
    }
  });

  it('accepts a solved challenge once, and an expired one never', async () => {
    const proof = await solvedBotCheck(testApp.app);
    expect((await signUp('solved_once', proof)).statusCode).toBe(201);
    const reused = await signUp('solved_twice', proof);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      field: 'botCheck',
      message: 'botCheck: this check was already used: send the form again',
    });
    expect(await created('solved_twice')).toBe(false);

    const check = createBotCheck('a-secret-that-is-long-enough-for-signing-things', 1);
    const old = check.issue(new Date(Date.now() - 31 * 60 * 1000));
    // Expiry is checked before the work: any nonce shows it.
    const solved = { challenge: old.challenge, nonce: '0' };
    await expect(check.verify(testApp.db, solved)).rejects.toThrow('the check has expired');
  });
});
