import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentBotChecks } from '../../db/schema';

/**
 * Marks a challenge used; false when it already was. One statement, so that two requests racing with the same
 * proof cannot both pass. Expired entries go at the same time: their signatures refuse them already.
 */
export async function spendBotCheck(db: Database, challengeId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(spentBotChecks).where(lt(spentBotChecks.expiresAt, sql`now()`));
  const inserted = await db
    .insert(spentBotChecks)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: spentBotChecks.challengeId });
  return inserted.length === 1;
}
