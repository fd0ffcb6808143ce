import {
  createUserRequestSchema,
  isAdmin,
  isModerator,
  passwordSchema,
  PRIVILEGE,
  type OptionalPageQuery,
  type UpdateUserRequest,
  type UserConfig,
  type UserRecord,
  type UserRole,
  type UserStatus,
} from '@argus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { listPageOf } from '../../lib/list-page';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordAudit } from '../audit/audit.service';
import {
  deleteUserRow,
  findExistingCustomerNames,
  findUserIdByUsername,
  findUserRow,
  insertUserWithCustomers,
  listAllCustomerNames,
  listDestinationItems,
  countUsers,
  listUserRows,
  updatePasswordHash,
  updateUserRow,
  type NewUser,
  type UserChanges,
  type UserRow,
} from './users.repository';

/** The CLI and POST /users share one rule set. */
export const newUserSchema = createUserRequestSchema;
export type NewUserInput = z.input<typeof newUserSchema>;
/** What a user write works with: the database and the actor the audit log names (an admin, the CLI, a bench). */
export type UserWriteContext = Pick<ServiceContext, 'db' | 'actor'>;

function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  throw badRequest(field, `${field} ${issue?.message ?? 'is invalid'}`);
}

function audit(db: Database, actor: AuditActor, action: string, targetId: string, details?: Record<string, unknown>) {
  return recordAudit(db, { ...actor, action, targetType: 'user', targetId, details });
}

export const usernameTaken = (username: string) =>
  new HttpError(409, 'Conflict', `A user named "${username}" already exists.`, 'username');

/** The insert, with a lost race on the username answered like a name seen taken beforehand. */
export async function insertUserOrConflict(db: Database, user: NewUser, customerNames: string[]) {
  try {
    return await insertUserWithCustomers(db, user, customerNames);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(user.username);
    throw error;
  }
}

async function assertCustomersExist(db: Database, names: string[]) {
  const existing = await findExistingCustomerNames(db, names);
  const unknown = names.filter((name) => !existing.includes(name));
  if (unknown.length > 0) throw badRequest('customers', `Unknown customers: ${unknown.join(', ')}`);
}

export async function createUser({ db, actor }: UserWriteContext, input: NewUserInput) {
  const user = parseOrThrow(newUserSchema, input);
  if (await findUserIdByUsername(db, user.username)) throw usernameTaken(user.username);
  await assertCustomersExist(db, user.customers);

  const passwordHash = await hashPassword(user.password);
  return db.transaction(async (transaction) => {
    const created = await insertUserOrConflict(
      transaction,
      {
        username: user.username,
        passwordHash,
        privilege: user.privilege,
        email: user.email ?? null,
        displayName: user.displayName ?? null,
        knowledgeGraph: user.knowledgeGraph ?? false,
      },
      user.customers,
    );
    await audit(transaction, actor, 'user.create', created.id, {
      username: user.username,
      privilege: user.privilege,
      customers: user.customers,
    });
    return created;
  });
}

export async function setUserPassword(
  { db, actor }: UserWriteContext,
  { username, password }: { username: string; password: string },
) {
  const newPassword = parseOrThrow(passwordSchema, password);
  const user = await findUserIdByUsername(db, username);
  if (!user) throw notFound(`No user named "${username}".`);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (transaction) => {
    await updatePasswordHash(transaction, user.id, passwordHash);
    await audit(transaction, actor, 'user.set-password', user.id);
  });
}

function roleOf(privilege: number): UserRole {
  if (isAdmin(privilege)) return 'admin';
  if (isModerator(privilege)) return 'moderator';
  return 'user';
}

/** Folders are what the user can open: every customer for staff, their grants otherwise (as in their settings). */
function toUserWire(row: UserRow, allCustomerNames: string[]): UserRecord {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    privilege: row.privilege,
    role: roleOf(row.privilege),
    status: row.status as UserStatus,
    newArchitecture: row.newArchitecture,
    knowledgeGraph: row.knowledgeGraph,
    customers: row.customers,
    folders: isModerator(row.privilege) ? allCustomerNames : row.customers,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Database): Promise<UserRecord[]> {
  const [rows, allCustomerNames] = await Promise.all([listUserRows(db), listAllCustomerNames(db)]);
  return rows.map((row) => toUserWire(row, allCustomerNames));
}

/** GET /users: the whole list, or one page of it and the total when the query asks for a page. */
export async function readUserList({ db }: Pick<ServiceContext, 'db'>, query: OptionalPageQuery) {
  const page = listPageOf(query);
  const [rows, allCustomerNames, total] = await Promise.all([
    listUserRows(db, page),
    listAllCustomerNames(db),
    page ? countUsers(db) : undefined,
  ]);
  return { users: rows.map((row) => toUserWire(row, allCustomerNames)), total };
}

/** Users with the new architecture and their folders; sign-up requests are not configured yet. */
export async function listUserConfigs(db: Database): Promise<UserConfig[]> {
  const users = await listUsers(db);
  return users
    .filter((user) => user.newArchitecture && user.status !== 'pending')
    .map((user) => ({ username: user.username, tables: user.folders }));
}

export function listDestinations(db: Database) {
  return listDestinationItems(db);
}

async function findUserOrThrow(db: Database, username: string) {
  const row = await findUserRow(db, username);
  if (!row) throw notFound('No such user.');
  return row;
}

export async function readUser({ db }: Pick<ServiceContext, 'db'>, username: string): Promise<UserRecord> {
  const [row, allCustomerNames] = await Promise.all([findUserOrThrow(db, username), listAllCustomerNames(db)]);
  return toUserWire(row, allCustomerNames);
}

const isSelf = (row: UserRow, actor: AuditActor) => row.id === actor.actorUserId;

export async function updateUser(
  { db, actor }: UserWriteContext,
  { username, changes }: { username: string; changes: UpdateUserRequest },
) {
  const row = await findUserOrThrow(db, username);
  if (isSelf(row, actor)) {
    if (changes.privilege !== undefined && changes.privilege < PRIVILEGE.admin) {
      throw badRequest('privilege', 'privilege: you cannot remove your own admin rights.');
    }
    if (changes.status === 'disabled') throw badRequest('status', 'status: you cannot disable yourself.');
  }
  if (row.status === 'pending' && changes.status !== undefined) {
    throw badRequest('status', 'status: approve or reject a sign-up request instead.');
  }
  if (changes.customers) await assertCustomersExist(db, changes.customers);

  const { password, customers, ...columns } = changes;
  const update: UserChanges = { ...columns };
  if (password !== undefined) update.passwordHash = await hashPassword(password);
  update.revokeTokens = password !== undefined || (changes.status === 'disabled' && row.status !== 'disabled');
  const { password: _password, ...auditedChanges } = changes;
  await db.transaction(async (transaction) => {
    await updateUserRow(transaction, row.id, update, customers);
    await audit(transaction, actor, 'user.update', row.id, {
      username: row.username,
      changes: auditedChanges,
      ...(password !== undefined ? { passwordChanged: true } : {}),
    });
  });
  return readUser({ db }, row.username);
}

export async function deleteUser({ db, actor }: UserWriteContext, username: string) {
  const row = await findUserOrThrow(db, username);
  if (isSelf(row, actor)) throw badRequest('username', 'username: you cannot delete yourself.');
  await db.transaction(async (transaction) => {
    await deleteUserRow(transaction, row.id);
    await audit(transaction, actor, 'user.delete', row.id, { username: row.username });
  });
  return { username: row.username, deleted: true as const };
}

async function findPendingOrThrow(db: Database, username: string) {
  const row = await findUserOrThrow(db, username);
  if (row.status !== 'pending') throw badRequest('username', 'username: this user has no pending sign-up request.');
  return row;
}

export async function approveSignUp({ db, actor }: UserWriteContext, username: string) {
  const row = await findPendingOrThrow(db, username);
  await db.transaction(async (transaction) => {
    await updateUserRow(transaction, row.id, { status: 'active' });
    await audit(transaction, actor, 'user.approve', row.id, { username: row.username });
  });
  return readUser({ db }, row.username);
}

/** A rejected request leaves no account behind (the audit log keeps who asked and who rejected). */
export async function rejectSignUp({ db, actor }: UserWriteContext, username: string) {
  const row = await findPendingOrThrow(db, username);
  await db.transaction(async (transaction) => {
    await deleteUserRow(transaction, row.id);
    await audit(transaction, actor, 'user.reject', row.id, { username: row.username, email: row.email });
  });
  return { username: row.username, deleted: true as const };
}

/** Stores a user's new password hash (a change of their own password: modules/auth), inside the caller's transaction. */
export function storePasswordHash(db: Database, userId: string, passwordHash: string) {
  return updatePasswordHash(db, userId, passwordHash);
}
