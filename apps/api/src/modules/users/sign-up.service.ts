import type { SignUpRequest } from '@argus/contract';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.service';
import { findUserIdByUsername } from './users.repository';
import { insertUserOrConflict, usernameTaken } from './users.service';

export const SIGN_UP_MESSAGE =
  'Thank you. Your request has been sent to an administrator; you can sign in once it is approved.';

/** What a guest's account request works with: the database and the address the audit log keeps (no user yet). */
export type AccountRequestContext = { db: Database; address: string };

/** A sign-up is an account request: a regular user with no folders, pending until an admin approves it. */
export async function signUp({ db, address }: AccountRequestContext, request: SignUpRequest) {
  if (await findUserIdByUsername(db, request.username)) throw usernameTaken(request.username);
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (transaction) => {
    const created = await insertUserOrConflict(
      transaction,
      { username: request.username, email: request.email, passwordHash, privilege: 1, status: 'pending' },
      [],
    );
    await recordAudit(transaction, {
      actorUserId: null,
      actorUsername: request.username,
      action: 'user.sign-up',
      targetType: 'user',
      targetId: created.id,
      address,
      // The message to the admin has no column of its own; the Logs screen shows it with the request.
      details: { username: request.username, email: request.email, message: request.message ?? null },
    });
  });
  return { message: SIGN_UP_MESSAGE };
}
