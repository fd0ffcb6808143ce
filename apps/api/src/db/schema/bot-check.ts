import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bot-check challenges already used (ADR 0108): a challenge proves work once. Kept until it expires, after which
 * its signature refuses it anyway.
 */
export const spentBotChecks = pgTable(
  'spent_bot_checks',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_bot_checks_expires_at_idx').on(table.expiresAt)],
);
