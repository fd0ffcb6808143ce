import type { Database } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { recordAudit, countRecentAudits } from '../audit/audit.service';
import { findUserByUsername, recordSuccessfulLogin, revokeToken } from './auth.repository';
import type { ServiceContext } from '../../lib/service-context';
import type { TokenService, VerifiedToken } from '../../lib/tokens';

export const LOGIN_FAILURE_ACTION = 'auth.login.failure';

export type LoginLimits = { failuresPerUsername: number; failureWindowMinutes: number };
export type LoginContext = { db: Database; tokens: TokenService; limits: LoginLimits; address: string };

/** What a signed-in caller's session works with: the caller, the token service, and the address the audit log keeps. */
export type SessionContext = Pick<ServiceContext, 'db' | 'user'> & { tokens: TokenService; address: string };

export async function logIn(
  { db, tokens, limits, address }: LoginContext,
  { username, password }: { username: string; password: string },
): Promise<string> {
  const user = await findUserByUsername(db, username);
  // A user's entries all target its id (ADR 0127); only a name that is no account's is recorded as typed, lower-cased.
  const targetId = user?.id ?? username.toLowerCase();
  const windowStart = new Date(Date.now() - limits.failureWindowMinutes * 60_000);
  // Counted from the audit log, so the limit holds across several server instances. Per username *and* address:
  // counted per username alone, anyone could lock the admin out by failing ten times from anywhere.
  const recentFailures = await countRecentAudits(db, { action: LOGIN_FAILURE_ACTION, targetId, address }, windowStart);
  if (recentFailures >= limits.failuresPerUsername) {
    throw tooManyRequests(
      `Too many failed logins for this username from your address. Please wait ${limits.failureWindowMinutes} minutes and try again.`,
    );
  }

  const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !passwordMatches) {
    await recordAudit(db, {
      actorUserId: user?.id ?? null,
      actorUsername: username,
      action: LOGIN_FAILURE_ACTION,
      targetType: 'user',
      targetId,
      address,
    });
    throw unauthorized('Wrong username or password.');
  }
  if (user.status !== 'active') {
    await recordAudit(db, {
      actorUserId: user.id,
      actorUsername: user.username,
      action: 'auth.login.refused',
      targetType: 'user',
      targetId,
      address,
      details: { status: user.status },
    });
    throw forbidden(
      user.status === 'pending'
        ? 'Your sign-up request is waiting for an administrator to approve it.'
        : 'This account is disabled. Please contact your administrator.',
    );
  }

  await db.transaction(async (transaction) => {
    await recordSuccessfulLogin(transaction, user.id);
    await recordAudit(transaction, {
      actorUserId: user.id,
      actorUsername: user.username,
      action: 'auth.login.success',
      targetType: 'user',
      targetId,
      address,
    });
  });
  return tokens.issue(user);
}

/**
 * Rotation: the presented token is revoked as the new one is issued, so a copy of the old one (a leaked log line,
 * another tab's stale token) stops working. Of two refreshes with one token only the first succeeds.
 */
export async function refreshToken({ db, tokens, user, address }: SessionContext): Promise<string> {
  const rotated = await db.transaction(async (transaction) => {
    if (!(await revokeToken(transaction, user.token.jti, user.id, new Date(user.token.exp * 1000)))) return false;
    await recordAudit(transaction, {
      actorUserId: user.id,
      actorUsername: user.username,
      action: 'auth.refresh',
      targetType: 'user',
      targetId: user.id,
      address,
    });
    return true;
  });
  if (!rotated) throw unauthorized('The access token has been revoked.');
  return tokens.issue({ ...user, tokenGeneration: user.token.gen });
}

export async function logOut({ db, address }: Pick<SessionContext, 'db' | 'address'>, token: VerifiedToken) {
  await db.transaction(async (transaction) => {
    await revokeToken(transaction, token.jti, token.sub, new Date(token.exp * 1000));
    await recordAudit(transaction, {
      actorUserId: token.sub,
      actorUsername: token.username,
      action: 'auth.logout',
      targetType: 'user',
      targetId: token.sub,
      address,
    });
  });
}
