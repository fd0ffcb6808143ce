import { TOKEN_REFRESH_THRESHOLD_MS, TOKEN_STORAGE_KEY, type TokenPayload } from '@argus/contract';

/** Spec section 4. */
export type AuthStatus = 'empty' | 'loading' | 'success' | 'error';

/** Spec section 3: the current user comes from the token's sub, username and privilege. */
export type CurrentUser = {
  username: string;
  userId: string;
  privilege: number;
  /** Milliseconds since the epoch: the token's iat, or the time it was read when iat is absent. */
  createdAt: number;
};

export type StoredSession = { token: string | null; status: AuthStatus; user: CurrentUser | null };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without checking its signature: that is the server's job on every call. */
export function decodeTokenPayload(token: string): TokenPayload {
  const segments = token.split('.');
  const payloadSegment = segments[1];
  if (segments.length !== 3 || !payloadSegment) {
    throw new Error('The stored token is not a JWT');
  }
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payloadSegment));
  } catch {
    throw new Error('The stored token has an unreadable payload');
  }
  const problem = findClaimsProblem(claims);
  if (problem) throw new Error(`The stored token lacks the user claims: ${problem}`);
  return claims as TokenPayload;
}

const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The contract's `tokenPayloadSchema`, checked by hand: this runs on the login page, whose JavaScript budget
 * (150 KB gzipped, ADR 0012) has no room for a validation library. `session.test.ts` holds the two to the same cases.
 */
function findClaimsProblem(claims: unknown): string | null {
  if (typeof claims !== 'object' || claims === null) return 'not an object';
  const { sub, username, privilege, iat, exp, jti } = claims as Record<string, unknown>;
  if (typeof sub !== 'string') return 'sub';
  if (typeof username !== 'string') return 'username';
  if (!isWholeNumber(privilege)) return 'privilege';
  if (iat !== undefined && !isWholeNumber(iat)) return 'iat';
  if (exp !== undefined && !isWholeNumber(exp)) return 'exp';
  if (jti !== undefined && typeof jti !== 'string') return 'jti';
  return null;
}

/** Milliseconds until the token expires; a token without exp never does. */
export function getTokenRemainingMs(payload: TokenPayload, now: number): number {
  return payload.exp === undefined ? Number.POSITIVE_INFINITY : payload.exp * 1000 - now;
}

/** Spec section 5: a session is valid when its expiry, if present, is in the future. */
export function isTokenExpired(payload: TokenPayload, now: number): boolean {
  return getTokenRemainingMs(payload, now) <= 0;
}

/** Spec section 4: refresh at start-up when under 12 hours remain. */
export function shouldRefreshToken(payload: TokenPayload, now: number): boolean {
  return getTokenRemainingMs(payload, now) < TOKEN_REFRESH_THRESHOLD_MS;
}

export function toCurrentUser(payload: TokenPayload, now: number): CurrentUser {
  return {
    username: payload.username,
    userId: payload.sub,
    privilege: payload.privilege,
    createdAt: payload.iat === undefined ? now : payload.iat * 1000,
  };
}

/** Decodes a token and refuses an expired one; throws with the reason. */
export function readValidToken(token: string, now: number): CurrentUser {
  const payload = decodeTokenPayload(token);
  if (isTokenExpired(payload, now)) {
    throw new Error('The stored token has expired');
  }
  return toCurrentUser(payload, now);
}

// Storage can throw (blocked in some embedded frames); the app then simply starts logged out.
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the tab.
  }
}

export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Spec section 4, start-up: a valid stored token means success; a broken or expired one is discarded and logged. */
export function loadStoredSession(storedToken: string | null, now: number): StoredSession {
  if (!storedToken) {
    return { token: null, status: 'empty', user: null };
  }
  try {
    return { token: storedToken, status: 'success', user: readValidToken(storedToken, now) };
  } catch (error) {
    console.warn('Discarding the stored session token:', error instanceof Error ? error.message : error);
    clearStoredToken();
    return { token: null, status: 'error', user: null };
  }
}
