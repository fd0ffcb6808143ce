import { PRIVILEGE } from '@argus/contract';
import type { userCustomers, users } from '../schema';
import { addDays } from './dates';
import type { Random } from './random';

export type UserRow = typeof users.$inferInsert & { id: string; username: string };
export type UserCustomerRow = typeof userCustomers.$inferInsert;

/** The analyst's two folders: one with monitoring and discovery, one with discovery only. */
export const ANALYST_CUSTOMERS = ['northwind', 'helios_energy'] as const;

/** The three demo accounts; all share one password hash (hashing is deliberately slow, ~50 ms each). */
export function createDemoUsers(random: Random, passwordHash: string, dayStart: Date) {
  const createdAt = addDays(dayStart, -400);
  const make = (username: string, displayName: string, privilege: number, knowledgeGraph: boolean): UserRow => ({
    id: random.uuid(),
    username,
    displayName,
    email: `${username}@argus.example`,
    passwordHash,
    privilege,
    status: 'active',
    newArchitecture: true,
    knowledgeGraph,
    createdAt,
    updatedAt: createdAt,
  });
  const admin = make('admin', 'Alex Admin', PRIVILEGE.admin, true);
  // Every demo account sees the Knowledge Graph, so that a newcomer finds the section.
  const moderator = make('moderator', 'Morgan Moderator', PRIVILEGE.moderator, true);
  const analyst = make('analyst', 'Ana Analyst', PRIVILEGE.user, true);
  // Moderators and admins switch between all customers; only the regular user needs folder rows.
  const userCustomerRows: UserCustomerRow[] = ANALYST_CUSTOMERS.map((customerName) => ({
    userId: analyst.id,
    customerName,
  }));
  return { admin, moderator, analyst, users: [admin, moderator, analyst], userCustomers: userCustomerRows };
}
