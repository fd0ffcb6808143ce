import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokedTokens, users } from '../../db/schema';

export function findUserByUsername(db: Database, username: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
}

export async function recordSuccessfulLogin(db: Database, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** What the server needs to accept a token: the user's current state and whether this token was revoked. */
export async function findTokenHolder(db: Database, userId: string, jti: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      privilege: users.privilege,
      status: users.status,
      tokenGeneration: users.tokenGeneration,
      knowledgeGraph: users.knowledgeGraph,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Answers whether this call revoked it (false: it was revoked already, e.g. by a concurrent refresh). */
export async function revokeToken(db: Database, jti: string, userId: string, expiresAt: Date) {
  const inserted = await db
    .insert(revokedTokens)
    .values({ jti, userId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  // Revocations past their token's expiry protect nothing any more.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  return inserted.length > 0;
}
