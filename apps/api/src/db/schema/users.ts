import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    displayName: text('display_name'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    privilege: smallint('privilege').notNull().default(1),
    /** active | disabled | pending (a sign-up request waiting for an admin). */
    status: text('status').notNull().default('active'),
    newArchitecture: boolean('new_architecture').notNull().default(true),
    knowledgeGraph: boolean('knowledge_graph').notNull().default(false),
    /** The user's own defaults (theme, date range, filters, digest); shape owned by the settings module. */
    preferences: jsonb('preferences').notNull().default({}),
    /** Carried in every token as `gen`; raising it (password change, disable) revokes all the user's tokens. */
    tokenGeneration: integer('token_generation').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_status_check', sql`${table.status} in ('active', 'disabled', 'pending')`),
    check('users_privilege_check', sql`${table.privilege} between 0 and 9`),
  ],
);

/** Which customer folders a regular user may open. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name')
      .notNull()
      .references(() => customers.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.customerName] }),
    index('user_customers_customer_idx').on(table.customerName),
  ],
);

/** Logged-out tokens, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/** Single-use password reset links (only the hash of the secret is stored). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
