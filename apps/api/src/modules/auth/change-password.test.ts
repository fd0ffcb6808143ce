import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenResponseSchema } from '@argus/contract';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';

describe.each(testDatabaseKinds())('changing your own password on %s', (kind) => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const logIn = async (username: string, password: string) =>
    inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const tokenOf = async (username: string, password: string) =>
    accessTokenResponseSchema.parse((await logIn(username, password)).json()).access_token;
  const change = (token: string, payload: object) =>
    inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const settingsWith = (token: string, username: string) =>
    inject({ method: 'GET', url: `/api/settings/${username}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('answers a fresh token, revokes every older one and audits the change', async () => {
    const user = await createUser(testApp.db);
    const older = await tokenOf(user.username, user.password);
    const current = await tokenOf(user.username, user.password);

    const response = await change(current, { currentPassword: user.password, newPassword: 'a-new-long-password' });
    expect(response.statusCode).toBe(200);
    const fresh = accessTokenResponseSchema.parse(response.json()).access_token;

    expect((await settingsWith(older, user.username)).statusCode).toBe(401);
    expect((await settingsWith(current, user.username)).statusCode).toBe(401);
    expect((await settingsWith(fresh, user.username)).statusCode).toBe(200);
    expect((await logIn(user.username, user.password)).statusCode).toBe(401);
    expect((await logIn(user.username, 'a-new-long-password')).statusCode).toBe(200);
    const entries = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password.change'), eq(auditLog.actorUserId, user.id)));
    expect(entries).toHaveLength(1);
  });

  it('refuses a wrong current password or a weak new one, naming the field, and changes nothing', async () => {
    const user = await createUser(testApp.db);
    const token = await tokenOf(user.username, user.password);

    const wrong = await change(token, { currentPassword: 'not-it', newPassword: 'a-new-long-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword' });

    const weak = await change(token, { currentPassword: user.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toMatch(/newPassword/);

    const unknownField = await change(token, { currentPassword: user.password, newPassword: 'x'.repeat(12), extra: 1 });
    expect(unknownField.statusCode).toBe(400);

    expect((await settingsWith(token, user.username)).statusCode).toBe(200);
    expect((await logIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { currentPassword: 'a', newPassword: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
