import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyListSchema, createdApiKeySchema } from '@argus/contract';
import { apiKeys, auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { hashApiKey } from './api-keys.service';

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

describe.each(testDatabaseKinds())('push API keys on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const asAdmin = (options: InjectOptions) => testApp.app.inject({ ...options, headers: world.headersFor('admin') });
  const makeKey = async (customers: string[], name = 'Wire feed') => {
    const response = await asAdmin({ method: 'POST', url: '/api/api-keys', payload: { name, customers } });
    expect(response.statusCode, response.body).toBe(201);
    return createdApiKeySchema.parse(response.json());
  };
  const listKeys = async () => apiKeyListSchema.parse((await asAdmin({ method: 'GET', url: '/api/api-keys' })).json());
  const ingestWith = (key: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ingest/mentions',
      headers: { authorization: `Bearer ${key}` },
      payload: { items: [{ externalId: 'x' }] },
    });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('makes a key shown once, stores only its hash and prefix, lists it without the key, and audits it', async () => {
    const created = await makeKey([world.ownCustomer.name, world.otherCustomer.name]);
    expect(created.key).toMatch(/^argus_[A-Za-z0-9_-]{43}$/);
    expect(created.key.split('.')).toHaveLength(1);
    expect(created).toMatchObject({
      name: 'Wire feed',
      prefix: created.key.slice(0, 12),
      customers: [world.ownCustomer.name, world.otherCustomer.name].sort(),
      createdBy: world.users.admin.username,
      lastUsedAt: null,
    });
    const [row] = await testApp.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = (await listKeys()).find((key) => key.id === created.id);
    expect(listed).toEqual({ ...created, key: undefined });
    expect(JSON.stringify(await listKeys())).not.toContain(created.key);

    const [entry] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'api-key.create')));
    expect(entry).toMatchObject({ actorUsername: world.users.admin.username, targetType: 'api-key' });
    expect(JSON.stringify(entry)).not.toContain(created.key);
  });

  it('answers 400 naming customers for an unknown, missing or repeated folder, and makes nothing', async () => {
    const before = (await listKeys()).length;
    for (const customers of [['no_such_folder'], [], [world.ownCustomer.name, world.ownCustomer.name]]) {
      const response = await asAdmin({ method: 'POST', url: '/api/api-keys', payload: { name: 'Bad', customers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'customers' });
    }
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Bad', customers: [world.ownCustomer.name, 'no_such_folder'] },
    });
    expect(unknown.json().message).toBe('customers: unknown customers: no_such_folder');
    const blank = await asAdmin({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: ' ', customers: [world.ownCustomer.name] },
    });
    expect(blank.json()).toMatchObject({ field: 'name' });
    expect((await listKeys()).length).toBe(before);
  });

  it('revokes a key: its next call is 401, it leaves the list, and a second revoke is 404', async () => {
    const created = await makeKey([world.ownCustomer.name]);
    expect((await ingestWith(created.key)).statusCode).toBe(200);
    const revoked = await asAdmin({ method: 'DELETE', url: `/api/api-keys/${created.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id: created.id, deleted: true });
    const refused = await ingestWith(created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The API key is unknown or has been revoked.');
    expect((await listKeys()).map((key) => key.id)).not.toContain(created.id);
    expect((await asAdmin({ method: 'DELETE', url: `/api/api-keys/${created.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: `/api/api-keys/${RANDOM_UUID}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: '/api/api-keys/not-a-uuid' })).statusCode).toBe(400);
    const audits = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['api-key.create', 'api-key.revoke']);
  });

  it('notes the last use at most once a minute', async () => {
    const created = await makeKey([world.ownCustomer.name]);
    await ingestWith(created.key);
    const first = (await listKeys()).find((key) => key.id === created.id)!.lastUsedAt;
    expect(first).not.toBeNull();
    await ingestWith(created.key);
    expect((await listKeys()).find((key) => key.id === created.id)!.lastUsedAt).toBe(first);
    // A use noted over a minute ago is noted again.
    await testApp.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 120_000) })
      .where(eq(apiKeys.id, created.id));
    await ingestWith(created.key);
    const later = (await listKeys()).find((key) => key.id === created.id)!.lastUsedAt;
    expect(Date.parse(later!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps keys and user tokens apart: a key opens no user endpoint, a token no push endpoint', async () => {
    const created = await makeKey([world.ownCustomer.name]);
    const withKey = { authorization: `Bearer ${created.key}` };
    for (const url of [`/api/settings/customer/${world.ownCustomer.name}`, '/api/api-keys', '/customers/list']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: withKey });
      expect(response.statusCode, url).toBe(401);
    }
    for (const role of ['analyst', 'moderator', 'admin'] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ingest/mentions',
        headers: world.headersFor(role),
        payload: { items: [{ externalId: 'x' }] },
      });
      expect(response.statusCode, role).toBe(401);
      expect(response.json().message).toContain('not a user');
    }
    const unknown = await ingestWith(`argus_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    const none = await testApp.app.inject({ method: 'POST', url: '/api/ingest/signals', payload: { items: [] } });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toContain('Authorization: Bearer');
  });

  it('answers key writes to admins only', async () => {
    const folder = await createCustomer(testApp.db);
    await expectRoleMatrix(testApp, world, [
      { name: 'GET /api/api-keys', request: () => ({ method: 'GET', url: '/api/api-keys' }) },
      {
        name: 'POST /api/api-keys',
        request: () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'Role', customers: [folder.name] } }),
      },
      {
        name: 'DELETE /api/api-keys/{id}',
        request: async () => ({ method: 'DELETE', url: `/api/api-keys/${(await makeKey([folder.name])).id}` }),
      },
      {
        name: 'POST /api/ingest/mentions',
        request: () => ({ method: 'POST', url: '/api/ingest/mentions', payload: { items: [{}] } }),
      },
    ]);
  });
});
