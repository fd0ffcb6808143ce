import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenResponseSchema, auditLogPageSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog } from '../../db/schema';

const MIGRATION = readFileSync(
  new URL('../../db/migrations/0026_audit_user_targets_by_id.sql', import.meta.url),
  'utf8',
);

/** ADR 0127: every entry about a user targets its id; a full action code matches exactly, a group as a prefix. */
describe.each(testDatabaseKinds())('the audit log of one user on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const readLog = async (query: Record<string, string>) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/logs',
      query,
      headers: world.headersFor('admin'),
    });
    expect(response.statusCode).toBe(200);
    return auditLogPageSchema.parse(response.json()).entries;
  };
  const exportLog = (query: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/logs/export', query, headers: world.headersFor('admin') });
  async function logIn(username: string, password: string) {
    return testApp.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { loginFailuresPerUsername: 3, loginRateLimitPerAddress: 50 });
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it("finds a user's sign-ins, sessions, settings and admin changes together by its id", async () => {
    const user = await createUser(testApp.db);
    expect((await logIn(user.username.toUpperCase(), 'not-the-password')).statusCode).toBe(401);
    const login = await logIn(user.username, user.password);
    expect(login.statusCode).toBe(200);
    let token = accessTokenResponseSchema.parse(login.json()).access_token;
    const refreshed = await testApp.app.inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
    token = accessTokenResponseSchema.parse(refreshed.json()).access_token;
    const preferences = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/settings/${user.username}`,
      headers: bearer(token),
      payload: { preferences: { reliability: 3 } },
    });
    expect(preferences.statusCode).toBe(200);
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: user.password, newPassword: 'a-new-and-long-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    token = accessTokenResponseSchema.parse(changed.json()).access_token;
    const updated = await testApp.app.inject({
      method: 'PATCH',
      url: `/users/${user.username}`,
      headers: world.headersFor('admin'),
      payload: { displayName: 'Renamed Display' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    // "This target's entries" of any of them: the same target type and id.
    const entries = await readLog({ targetType: 'user', targetId: user.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'auth.logout',
      'user.update',
      'auth.password.change',
      'settings.preferences.update',
      'auth.refresh',
      'auth.login.success',
      'auth.login.failure',
    ]);
    expect(entries.every((entry) => entry.targetId === user.id)).toBe(true);
    expect(await readLog({ targetId: user.username.toLowerCase() })).toEqual([]);
  });

  it('keeps the lower-cased name as the target of a failed login of a name that is no account', async () => {
    const name = `Ghost_${randomBytes(4).toString('hex')}`;
    expect((await logIn(name, 'whatever')).statusCode).toBe(401);
    const entries = await readLog({ targetId: name.toLowerCase() });
    expect(entries).toEqual([
      expect.objectContaining({ action: 'auth.login.failure', actorUserId: null, actorUsername: name }),
    ]);
  });

  it('counts failed logins toward the limit by the account, whatever the letter case typed', async () => {
    const user = await createUser(testApp.db);
    for (const typed of [user.username, user.username.toUpperCase(), user.username]) {
      expect((await logIn(typed, 'nope')).statusCode).toBe(401);
    }
    expect((await logIn(user.username, user.password)).statusCode).toBe(429);
  });

  it('matches a full action code exactly and a group ending with "." as a prefix, in the page and the export', async () => {
    const targetId = randomBytes(6).toString('hex');
    const [reset, request] = await testApp.db
      .insert(auditLog)
      .values(
        ['user.password-reset', 'user.password-reset.request'].map((action, minute) => ({
          at: new Date(Date.UTC(2026, 4, 2, 9, minute)),
          action,
          targetType: 'user',
          targetId,
        })),
      )
      .returning();
    const ids = async (action: string) => (await readLog({ action, targetId })).map((entry) => entry.id);
    expect(await ids('user.password-reset')).toEqual([reset!.id]);
    expect(await ids('user.password-reset.request')).toEqual([request!.id]);
    expect(await ids('user.password-reset.')).toEqual([request!.id]);
    expect(await ids('user.')).toEqual([request!.id, reset!.id]);
    // Not a group: no longer the start of every user action.
    expect(await ids('user')).toEqual([]);

    const exported = await exportLog({ action: 'user.password-reset', targetId });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',Password reset by link,');
    const group = await exportLog({ action: 'user.', targetId });
    expect(group.body.trimEnd().split('\r\n').slice(1)).toHaveLength(2);
  });

  it("migration 0026 moves the older entries of a user's own actions from its name to its id", async () => {
    const user = await createUser(testApp.db);
    const name = user.username.toLowerCase();
    const ghost = `ghost_${randomBytes(4).toString('hex')}`;
    const legacy = (action: string, actorUserId: string | null, actorUsername: string, targetId: string) => ({
      action,
      actorUserId,
      actorUsername,
      targetType: 'user',
      targetId,
    });
    const rows = await testApp.db
      .insert(auditLog)
      .values([
        legacy('auth.login.failure', user.id, user.username.toUpperCase(), name),
        legacy('auth.login.success', user.id, user.username, name),
        legacy('auth.logout', user.id, user.username, name),
        legacy('settings.preferences.update', user.id, user.username, name),
        legacy('auth.login.failure', null, ghost, ghost),
        // An admin's write about someone else is not the actor's own: left as it is.
        legacy('user.update', world.users.admin.id, world.users.admin.username, user.id),
      ])
      .returning();
    await testApp.db.execute(sql.raw(MIGRATION));
    const after = await Promise.all(
      rows.map(async (row) => (await testApp.db.select().from(auditLog).where(eq(auditLog.id, row.id)))[0]?.targetId),
    );
    expect(after).toEqual([user.id, user.id, user.id, user.id, ghost, user.id]);
  });
});
