import type { ChangePasswordRequest } from '@argus/contract';
import { badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.service';
import { storePasswordHash } from '../users/users.service';
import { findUserByUsername } from './auth.repository';
import type { SessionContext } from './auth.service';

/**
 * The signed-in user changes their own password. The current one is required (a borrowed session must not be
 * enough); the change raises the token generation, which revokes every older token, this session's included, so
 * the answer carries a fresh token for this session.
 */
export async function changeOwnPassword(
  { db, tokens, user, address }: SessionContext,
  request: ChangePasswordRequest,
): Promise<string> {
  const stored = await findUserByUsername(db, user.username);
  if (!stored || stored.id !== user.id) throw unauthorized();
  if (!(await verifyPassword(stored.passwordHash, request.currentPassword))) {
    throw badRequest('currentPassword', 'currentPassword: is not your current password');
  }
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (transaction) => {
    await storePasswordHash(transaction, stored.id, passwordHash);
    await recordAudit(transaction, {
      actorUserId: stored.id,
      actorUsername: stored.username,
      action: 'auth.password.change',
      targetType: 'user',
      targetId: stored.id,
      address,
    });
  });
  const updated = await findUserByUsername(db, user.username);
  if (!updated) throw unauthorized();
  return tokens.issue(updated);
}
