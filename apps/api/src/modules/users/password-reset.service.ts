import { createHash, randomBytes } from 'node:crypto';
import type { AdminPasswordResetResponse, ForgotPasswordRequest } from '@argus/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../lib/current-user';
import { badRequest } from '../../lib/http-error';
import type { Mailer, MailSettings } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { sendAndRecordMail } from '../email-schedules/mail-outbox.service';
import { insertPasswordResetToken, redeemPasswordResetToken } from './password-reset.repository';
import { findResettableUsers, findUserRow, updatePasswordHash } from './users.repository';
import { notFound } from '../../lib/http-error';
import type { AccountRequestContext } from './sign-up.service';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account with an e-mail address matches, a link to reset its password is on its way. It works once, for 1 hour.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. Please sign in with the new one.';

export type MailContext = { db: Database; mailer: Mailer; settings: Pick<MailSettings, 'publicUrl'> };

/** The database keeps only this hash, so a leaked table yields no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's token and its audit row are written together; the mail goes out after they are committed. */
async function sendResetLink(
  context: MailContext,
  user: { id: string; username: string; email: string },
  auditEntry: AuditEntry,
) {
  const token = randomBytes(32).toString('base64url');
  await context.db.transaction(async (transaction) => {
    await insertPasswordResetToken(
      transaction,
      user.id,
      hashResetToken(token),
      new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    );
    await recordAudit(transaction, auditEntry);
  });
  // In the fragment: browsers never send it to a server, so the token cannot land in a request log.
  const link = `${context.settings.publicUrl}/reset-password#token=${token}`;
  await sendAndRecordMail(
    context.db,
    context.mailer,
    {
      to: [user.email],
      subject: 'Argus: reset your password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Argus account. Open this link to choose a new one:',
        link,
        '',
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail; your password stays as it is.',
      ].join('\n'),
    },
    { secret: token },
  );
}

/** Always the same answer, whether or not an account matched, so that nobody learns which accounts exist. */
export async function requestPasswordReset(
  { address, ...context }: MailContext & AccountRequestContext,
  login: ForgotPasswordRequest,
) {
  const matches = await findResettableUsers(context.db, login);
  for (const user of matches) {
    if (!user.email) continue;
    await sendResetLink(
      context,
      { id: user.id, username: user.username, email: user.email },
      {
        actorUserId: null,
        actorUsername: null,
        action: 'user.password-reset.request',
        targetType: 'user',
        targetId: user.id,
        address,
      },
    );
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

export async function resetPasswordWithToken(
  { db, address }: AccountRequestContext,
  { token, password }: { token: string; password: string },
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (transaction) => {
    const user = await redeemPasswordResetToken(transaction, hashResetToken(token), passwordHash);
    if (!user) throw badRequest('token', 'token: this reset link is invalid, expired or already used.');
    await recordAudit(transaction, {
      actorUserId: user.id,
      actorUsername: user.username,
      action: 'user.password-reset',
      targetType: 'user',
      targetId: user.id,
      address,
    });
  });
  return { message: PASSWORD_RESET_MESSAGE };
}

/**
 * An admin resets someone's password: by default a reset link to the user's own e-mail (the admin never learns a
 * password); without an e-mail address, or when asked, a temporary password shown once to the admin.
 */
export async function resetPasswordByAdmin(
  { actor, ...context }: MailContext & { actor: AuditActor },
  { username, method }: { username: string; method: 'email' | 'temporary-password' | undefined },
): Promise<AdminPasswordResetResponse> {
  const user = await findUserRow(context.db, username);
  if (!user) throw notFound('No such user.');
  const chosen = method ?? (user.email ? 'email' : 'temporary-password');
  const resetEntry = (details: Record<string, unknown>): AuditEntry => ({
    ...actor,
    action: 'user.reset-password',
    targetType: 'user',
    targetId: user.id,
    details: { username: user.username, ...details },
  });

  if (chosen === 'email') {
    if (!user.email) throw badRequest('method', 'method: this user has no e-mail address.');
    await sendResetLink(
      context,
      { id: user.id, username: user.username, email: user.email },
      resetEntry({ method: 'email' }),
    );
    return { method: 'email', sentTo: user.email };
  }
  const temporaryPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  await context.db.transaction(async (transaction) => {
    await updatePasswordHash(transaction, user.id, passwordHash);
    await recordAudit(transaction, resetEntry({ method: 'temporary-password' }));
  });
  return { method: 'temporary-password', temporaryPassword };
}
