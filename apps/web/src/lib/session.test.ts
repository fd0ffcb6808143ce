import { TOKEN_REFRESH_THRESHOLD_MS, tokenPayloadSchema } from '@argus/contract';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeTokenPayload,
  getTokenRemainingMs,
  isTokenExpired,
  loadStoredSession,
  readValidToken,
  shouldRefreshToken,
  toCurrentUser,
} from './session';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

function encodeSegment(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function createToken(claims: Record<string, unknown>): string {
  return `${encodeSegment({ alg: 'HS256', typ: 'JWT' })}.${encodeSegment(claims)}.signature`;
}

const claims = { sub: 'user-7', username: 'jane_doe', privilege: 2, iat: nowSeconds - 60, exp: nowSeconds + 3600 };

describe('decodeTokenPayload', () => {
  it('reads the claims of a JWT', () => {
    expect(decodeTokenPayload(createToken(claims))).toEqual(claims);
  });

  it('decodes base64url payloads with non-ASCII usernames', () => {
    expect(decodeTokenPayload(createToken({ ...claims, username: 'jürgen_ß' })).username).toBe('jürgen_ß');
  });

  it('refuses a string that is not a JWT', () => {
    expect(() => decodeTokenPayload('not-a-token')).toThrow('not a JWT');
  });

  it('refuses an unreadable payload', () => {
    expect(() => decodeTokenPayload('a.%%%.c')).toThrow('unreadable');
  });

  it('refuses claims without the user fields', () => {
    expect(() => decodeTokenPayload(createToken({ sub: 'x', username: 'y' }))).toThrow('lacks the user claims');
  });
});

describe('the hand-written claims check', () => {
  it("accepts exactly the claims the contract's tokenPayloadSchema accepts", () => {
    const claimValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const claims = fc.record(
      {
        sub: claimValue,
        username: claimValue,
        privilege: claimValue,
        iat: claimValue,
        exp: claimValue,
        jti: claimValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(claims, (value) => {
        const accepted = (() => {
          try {
            decodeTokenPayload(createToken(value));
            return true;
          } catch {
            return false;
          }
        })();
        expect(accepted).toBe(tokenPayloadSchema.safeParse(value).success);
      }),
      { numRuns: 500 },
    );
  });
});

describe('expiry', () => {
  it('counts the remaining time from exp', () => {
    expect(getTokenRemainingMs(claims, NOW)).toBe(3600 * 1000);
  });

  it('treats a token without exp as never expiring', () => {
    const payload = decodeTokenPayload(createToken({ sub: 'x', username: 'y', privilege: 1 }));
    expect(isTokenExpired(payload, NOW)).toBe(false);
    expect(shouldRefreshToken(payload, NOW)).toBe(false);
  });

  it('is expired at and after exp', () => {
    expect(isTokenExpired({ ...claims, exp: nowSeconds }, NOW)).toBe(true);
    expect(isTokenExpired({ ...claims, exp: nowSeconds - 1 }, NOW)).toBe(true);
    expect(isTokenExpired({ ...claims, exp: nowSeconds + 1 }, NOW)).toBe(false);
  });

  it('wants a refresh when under 12 hours remain', () => {
    const threshold = TOKEN_REFRESH_THRESHOLD_MS / 1000;
    expect(shouldRefreshToken({ ...claims, exp: nowSeconds + threshold - 1 }, NOW)).toBe(true);
    expect(shouldRefreshToken({ ...claims, exp: nowSeconds + threshold }, NOW)).toBe(false);
  });
});

describe('toCurrentUser', () => {
  it('maps sub to userId and iat to milliseconds', () => {
    expect(toCurrentUser(claims, NOW)).toEqual({
      username: 'jane_doe',
      userId: 'user-7',
      privilege: 2,
      createdAt: (nowSeconds - 60) * 1000,
    });
  });

  it('uses the current time when iat is absent', () => {
    const { iat: _iat, ...withoutIssuedAt } = claims;
    expect(toCurrentUser(withoutIssuedAt, NOW).createdAt).toBe(NOW);
  });
});

describe('readValidToken', () => {
  it('refuses an expired token', () => {
    expect(() => readValidToken(createToken({ ...claims, exp: nowSeconds - 10 }), NOW)).toThrow('expired');
  });
});

describe('loadStoredSession', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts empty without a stored token', () => {
    expect(loadStoredSession(null, NOW)).toEqual({ token: null, status: 'empty', user: null });
  });

  it('starts signed in with a valid token', () => {
    const token = createToken(claims);
    expect(loadStoredSession(token, NOW)).toMatchObject({ token, status: 'success', user: { username: 'jane_doe' } });
  });

  it('discards an expired token, logs why and reports an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = loadStoredSession(createToken({ ...claims, exp: nowSeconds - 1 }), NOW);
    expect(session).toEqual({ token: null, status: 'error', user: null });
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'The stored token has expired');
  });

  it('discards a malformed token', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadStoredSession('garbage', NOW).status).toBe('error');
  });
});
