import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenResponseSchema, errorResponseSchema, tokenPayloadSchema } from '@argus/contract';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { setUserPassword } from '../users/users.service';
import { auditLog } from '../../db/schema';

function decodePayload(token: string) {
  const [, payload] = token.split('.');
  return z.looseObject(tokenPayloadSchema.shape).parse(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')));
}

describe.each(testDatabaseKinds())('auth on %s', (kind) => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  const logIn = (username: string, password: string) =>
    inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function tokenFor(username: string, password: string) {
    const response = await logIn(username, password);
    expect(response.statusCode).toBe(200);
    return accessTokenResponseSchema.parse(response.json()).access_token;
  }

  /** Every operation the OpenAPI description marks as needing a bearer token, with its path made concrete. */
  function authenticatedOperations(username: string) {
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace('{username}', username),
          operation,
        })),
    );
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { loginFailuresPerUsername: 3, loginRateLimitPerAddress: 25 });
  });
  afterAll(() => testApp.close());

  it('answers a signed token whose payload carries sub, username, privilege, iat and exp', async () => {
    const user = await createUser(testApp.db, { privilege: 2 });
    const before = Math.floor(Date.now() / 1000);
    const payload = decodePayload(await tokenFor(user.username, user.password));
    expect(payload).toMatchObject({ sub: user.id, username: user.username, privilege: 2 });
    expect(payload.iat).toBeGreaterThanOrEqual(before - 1);
    expect(payload.exp! - payload.iat!).toBe(86_400);
  });

  it('accepts the username in any letter case', async () => {
    const user = await createUser(testApp.db);
    const response = await logIn(user.username.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 "Access denied" for a wrong password and for an unknown user, and audits both', async () => {
    const user = await createUser(testApp.db);
    for (const response of [await logIn(user.username, 'wrong-password'), await logIn('nobody_here', 'whatever')]) {
      expect(response.statusCode).toBe(401);
      expect(errorResponseSchema.parse(response.json()).error).toBe('Access denied');
      expect(response.json()).not.toHaveProperty('access_token');
    }
    const rows = await testApp.db.select().from(auditLog);
    expect(rows.filter((row) => row.action === 'auth.login.failure').map((row) => row.targetId)).toEqual(
      expect.arrayContaining([user.id, 'nobody_here']),
    );
  });

  it('records a successful login with the address and sets the last login time', async () => {
    const user = await createUser(testApp.db);
    await tokenFor(user.username, user.password);
    const { users } = await import('../../db/schema');
    const rows = await testApp.db.select().from(auditLog);
    const success = rows.find((row) => row.action === 'auth.login.success' && row.actorUserId === user.id);
    expect(success?.address).toBe('127.0.0.1');
    const stored = await testApp.db.query.users.findFirst({ where: (table, { eq }) => eq(table.id, user.id) });
    expect(stored?.lastLoginAt).toBeInstanceOf(Date);
    expect(users).toBeDefined();
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const missing = await inject({ method: 'POST', url: '/auth/login', payload: { username: 'someone' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Bad Request', field: 'password' });

    const extra = await inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a', password: 'b', admin: true },
    });
    expect(extra.statusCode).toBe(400);

    const notJson = await inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).not.toContain('at ');
  });

  it('answers 400, never 500, for text the database cannot store', async () => {
    const nulInName = await logIn('ad\u0000min', 'whatever');
    expect(nulInName.statusCode).toBe(400);
    expect(nulInName.json()).toMatchObject({ error: 'Bad Request', field: 'username' });
    const user = await createUser(testApp.db, { privilege: 2 });
    const token = await tokenFor(user.username, user.password);
    // Past the contract (a path parameter), the database refuses the NUL: the error net still answers 400.
    const nulInPath = await inject({ method: 'GET', url: '/api/settings/some%00one', headers: bearer(token) });
    expect(nulInPath.statusCode).toBe(400);
  });

  it('refuses further attempts for a username from an address after repeated failures there', async () => {
    const user = await createUser(testApp.db);
    for (let attempt = 0; attempt < 3; attempt++) expect((await logIn(user.username, 'nope')).statusCode).toBe(401);
    const blocked = await logIn(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too Many Requests');
    // The owner, from another address, is not locked out by someone else's failures.
    const elsewhere = await inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { username: user.username, password: user.password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a pending or disabled account even with the right password', async () => {
    const pending = await createUser(testApp.db, { status: 'pending' });
    const disabled = await createUser(testApp.db, { status: 'disabled' });
    expect((await logIn(pending.username, pending.password)).statusCode).toBe(403);
    expect((await logIn(disabled.username, disabled.password)).statusCode).toBe(403);
  });

  it('refreshes a valid token into a new valid one', async () => {
    const user = await createUser(testApp.db);
    const token = await tokenFor(user.username, user.password);
    const response = await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const fresh = accessTokenResponseSchema.parse(response.json()).access_token;
    expect(fresh).not.toBe(token);
    expect(decodePayload(fresh).sub).toBe(user.id);
    expect((await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('rotates: the refreshed token is refused afterwards, and of two refreshes with one token only one succeeds', async () => {
    const user = await createUser(testApp.db);
    const token = await tokenFor(user.username, user.password);
    const settingsUrl = `/api/settings/${user.username}`;
    expect((await inject({ method: 'GET', url: settingsUrl, headers: bearer(token) })).statusCode).toBe(200);
    const response = await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const fresh = accessTokenResponseSchema.parse(response.json()).access_token;
    expect((await inject({ method: 'GET', url: settingsUrl, headers: bearer(token) })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: settingsUrl, headers: bearer(fresh) })).statusCode).toBe(200);

    const twice = await Promise.all([
      inject({ method: 'GET', url: '/auth/refresh', headers: bearer(fresh) }),
      inject({ method: 'GET', url: '/auth/refresh', headers: bearer(fresh) }),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const audited = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.refresh'), eq(auditLog.actorUserId, user.id)));
    expect(audited).toHaveLength(2);
  });

  it('rejects a revoked (logged out), forged, expired or missing token on every authenticated call', async () => {
    const user = await createUser(testApp.db);
    const loggedOut = await tokenFor(user.username, user.password);
    expect((await inject({ method: 'POST', url: '/auth/logout', headers: bearer(loggedOut) })).json()).toEqual({
      loggedOut: true,
    });
    const claims = { username: user.username, privilege: 3, gen: 0 };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('expired')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: user.id })).toString('base64url')}.`;

    const operations = authenticatedOperations(user.username);
    expect(operations.map((operation) => operation.url)).toEqual(
      expect.arrayContaining(['/auth/refresh', '/auth/logout', `/api/settings/${user.username}`]),
    );
    for (const { method, url } of operations) {
      for (const headers of [
        bearer(loggedOut),
        bearer(forged),
        bearer(expired),
        bearer(unsigned),
        bearer('garbage'),
        {},
      ]) {
        const response = await inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error).toBe('Access denied');
      }
    }
  });

  it("revokes all of a user's tokens when their password changes", async () => {
    const user = await createUser(testApp.db);
    const token = await tokenFor(user.username, user.password);
    await setUserPassword(
      { db: testApp.db, actor: { actorUserId: null, actorUsername: 'test' } },
      { username: user.username, password: 'a-brand-new-password' },
    );
    expect((await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
    expect((await logIn(user.username, user.password)).statusCode).toBe(401);
    await tokenFor(user.username, 'a-brand-new-password');
  });

  it('rejects the token of a user disabled after it was issued', async () => {
    const user = await createUser(testApp.db);
    const token = await tokenFor(user.username, user.password);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await testApp.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await inject({ method: 'GET', url: '/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('shows a user only their own settings and folders; moderators may read anyone', async () => {
    const granted = await createCustomer(testApp.db, { discovery: false });
    const other = await createCustomer(testApp.db);
    const analyst = await createUser(testApp.db, { customers: [granted.name] });
    const moderator = await createUser(testApp.db, { privilege: 2 });
    const analystToken = await tokenFor(analyst.username, analyst.password);

    const own = await inject({
      method: 'GET',
      url: `/api/settings/${analyst.username}`,
      headers: bearer(analystToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().tables).toEqual([
      expect.objectContaining({
        customerName: granted.name,
        folderLabel: granted.name.charAt(0).toUpperCase() + granted.name.slice(1),
        features: { monitoring: true, discovery: false, trend: false },
      }),
    ]);
    expect(own.json().tables.map((table: { customerName: string }) => table.customerName)).not.toContain(other.name);

    const foreign = await inject({
      method: 'GET',
      url: `/api/settings/${moderator.username}`,
      headers: bearer(analystToken),
    });
    expect(foreign.statusCode).toBe(403);

    const moderatorToken = await tokenFor(moderator.username, moderator.password);
    const asModerator = await inject({
      method: 'GET',
      url: `/api/settings/${analyst.username}`,
      headers: bearer(moderatorToken),
    });
    expect(asModerator.statusCode).toBe(200);
  });
});
