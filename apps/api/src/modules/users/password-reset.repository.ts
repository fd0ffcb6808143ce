import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

export async function insertPasswordResetToken(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  // Spent and expired links protect nothing any more.
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, new Date()), sql`${passwordResetTokens.usedAt} is not null`));
}

/**
 * Marks the link used and sets the password in one transaction; the conditional update makes the link single-use
 * even when two requests race. Answers the user whose password changed, or undefined for a bad link.
 */
export async function redeemPasswordResetToken(db: Database, tokenHash: string, passwordHash: string) {
  return db.transaction(async (transaction) => {
    const now = new Date();
    const [redeemed] = await transaction
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!redeemed) return undefined;
    await deleteUnusedResetLinks(transaction, redeemed.userId);
    const [user] = await transaction
      .update(users)
      .set({ passwordHash, tokenGeneration: sql`${users.tokenGeneration} + 1`, updatedAt: now })
      .where(and(eq(users.id, redeemed.userId), eq(users.status, 'active')))
      .returning({ id: users.id, username: users.username });
    // A user disabled after the link was sent: the link is spent, the password unchanged.
    return user;
  });
}

/** A new password (or a disabled account) makes every link sent before it worthless. */
export async function deleteUnusedResetLinks(db: Database, userId: string) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
