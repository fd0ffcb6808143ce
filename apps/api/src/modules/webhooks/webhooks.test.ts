import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdWebhookSchema,
  WEBHOOKS_MAX,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
} from '@argus/contract';
import { auditLog, webhookDeliveries, webhooks } from '../../db/schema';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import type { DrillWorld } from '../../../test/drills/drill-world';
import { SERVICE_RULES } from '../../../test/drills/expected-statuses';
import { WEBHOOK_REQUESTS } from '../../../test/drills/requests-webhooks';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { unsealWebhookSecret, webhookSealingKey } from './webhook-secrets';
import { createQueuedAlerts, createView, deliveriesOf, webhookRow } from './webhooks.factories';

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';
const HOOK_URL = 'https://hooks.example.com/argus?token=abc';

describe.each(testDatabaseKinds())('webhooks API on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const as = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: { ...world.headersFor(role), ...options.headers } });
  const create = async (role: Role, payload: Record<string, unknown> = { url: HOOK_URL, format: 'json' }) => {
    const response = await as(role, { method: 'POST', url: '/api/webhooks', payload });
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookSchema.parse(response.json());
  };
  const list = async (role: Role) =>
    webhookListSchema.parse((await as(role, { method: 'GET', url: '/api/webhooks' })).json()).items;
  const deliveries = async (role: Role, id: string) => {
    const response = await as(role, { method: 'GET', url: `/api/webhooks/${id}/deliveries` });
    expect(response.statusCode, response.body).toBe(200);
    return webhookDeliveryListSchema.parse(response.json()).items;
  };
  /** Alerts of the analyst's view, queued to the analyst's webhooks (the dispatcher is off in this app). */
  const queueForAnalyst = async (count: number) => {
    const view = await createView(testApp.db, { userId: world.users.analyst.id, customerName: world.ownCustomer.name });
    return createQueuedAlerts(
      testApp.db,
      Array.from({ length: count }, (_, index) => ({
        userId: world.users.analyst.id,
        customerName: world.ownCustomer.name,
        viewId: view.id,
        title: `Match ${index}`,
      })),
    );
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('shows the secret once, stores it sealed, lists the webhook without it, and audits the creation', async () => {
    const created = await create('analyst', { url: HOOK_URL, format: 'slack' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      url: HOOK_URL,
      format: 'slack',
      customer: null,
      owner: world.users.analyst.username,
      status: 'active',
      failingSince: null,
      pausedAt: null,
    });
    const row = await webhookRow(testApp.db, created.id);
    expect(row.secret).not.toContain(created.secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(unsealWebhookSecret(row.secret, webhookSealingKey(TEST_JWT_SECRET))).toBe(created.secret);
    expect(() => unsealWebhookSecret(row.secret, webhookSealingKey(`${TEST_JWT_SECRET}-other`))).toThrow();

    const listed = (await list('analyst')).find((webhook) => webhook.id === created.id);
    expect(listed).toEqual(webhookSchema.parse({ ...created, secret: undefined }));
    expect(JSON.stringify(await list('analyst'))).not.toContain(created.secret);
    // Nobody else sees it, admins included (it is no folder webhook).
    for (const role of ['otherAnalyst', 'moderator', 'admin'] as const) {
      expect((await list(role)).map((webhook) => webhook.id)).not.toContain(created.id);
    }
    const [entry] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'webhook.create')));
    expect(entry).toMatchObject({ actorUsername: world.users.analyst.username, targetType: 'webhook' });
    expect(entry!.details).toEqual({ host: 'hooks.example.com', format: 'slack' });
    expect(JSON.stringify(entry)).not.toContain(created.secret);
  });

  it('answers 400 naming the field for a bad url or format, and for an address that can only be private', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://hooks.example.com/x', format: 'json' }, 'url'],
      [{ url: 'not a url', format: 'json' }, 'url'],
      [{ format: 'json' }, 'url'],
      [{ url: HOOK_URL, format: 'xml' }, 'format'],
      [{ url: HOOK_URL }, 'format'],
      [{ url: 'http://127.0.0.1:9000/hook', format: 'json' }, 'url'],
      [{ url: 'http://10.1.2.3/hook', format: 'json' }, 'url'],
      [{ url: 'http://[::1]/hook', format: 'json' }, 'url'],
      [{ url: 'http://169.254.169.254/latest', format: 'json' }, 'url'],
      [{ url: 'http://localhost:8080/hook', format: 'json' }, 'url'],
    ];
    const before = (await list('analyst')).length;
    for (const [payload, field] of cases) {
      const response = await as('analyst', { method: 'POST', url: '/api/webhooks', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ field });
    }
    const privateOne = await as('analyst', {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'http://10.1.2.3/hook', format: 'json' },
    });
    expect(privateOne.json().message).toContain('public internet addresses');
    expect((await list('analyst')).length).toBe(before);
  });

  it('lets only admins make folder webhooks, which every admin reads, replays, resumes and deletes', async () => {
    const folder = await createCustomer(testApp.db);
    for (const role of ['analyst', 'moderator'] as const) {
      const refused = await as(role, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: HOOK_URL, format: 'json', customer: folder.name },
      });
      expect(refused.statusCode, role).toBe(403);
    }
    const unknown = await as('admin', {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: HOOK_URL, format: 'json', customer: 'no_such_folder' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'customer' });

    const created = await create('admin', { url: HOOK_URL, format: 'teams', customer: folder.name });
    expect(created).toMatchObject({ customer: folder.name, owner: world.users.admin.username });
    const otherAdmin = await createUser(testApp.db, { privilege: 3 });
    const token = await testApp.app.tokens.issue(otherAdmin);
    const asOtherAdmin = (options: InjectOptions) =>
      testApp.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    const listed = webhookListSchema.parse((await asOtherAdmin({ method: 'GET', url: '/api/webhooks' })).json());
    expect(listed.items.map((webhook) => webhook.id)).toContain(created.id);
    expect((await asOtherAdmin({ method: 'GET', url: `/api/webhooks/${created.id}/deliveries` })).statusCode).toBe(200);
    expect((await asOtherAdmin({ method: 'POST', url: `/api/webhooks/${created.id}/resume` })).statusCode).toBe(200);
    // An analyst of the folder has no say over it.
    expect((await as('analyst', { method: 'GET', url: `/api/webhooks/${created.id}/deliveries` })).statusCode).toBe(
      404,
    );
    expect((await as('analyst', { method: 'DELETE', url: `/api/webhooks/${created.id}` })).statusCode).toBe(404);
    expect((await asOtherAdmin({ method: 'DELETE', url: `/api/webhooks/${created.id}` })).statusCode).toBe(200);
  });

  it("answers 404 for another user's webhook on every call, and 400 for an id that is no UUID", async () => {
    const created = await create('analyst');
    const [alertId] = await queueForAnalyst(1);
    const [delivery] = await deliveriesOf(testApp.db, created.id);
    expect(delivery!.alertId).toBe(alertId);
    for (const role of ['otherAnalyst', 'moderator', 'admin'] as const) {
      const calls: InjectOptions[] = [
        { method: 'GET', url: `/api/webhooks/${created.id}/deliveries` },
        { method: 'POST', url: `/api/webhooks/${created.id}/deliveries/${delivery!.id}/replay` },
        { method: 'POST', url: `/api/webhooks/${created.id}/resume` },
        { method: 'DELETE', url: `/api/webhooks/${created.id}` },
      ];
      for (const call of calls) expect((await as(role, call)).statusCode, `${role} ${call.url}`).toBe(404);
    }
    expect((await as('analyst', { method: 'GET', url: `/api/webhooks/${RANDOM_UUID}/deliveries` })).statusCode).toBe(
      404,
    );
    const unknownDelivery = await as('analyst', {
      method: 'POST',
      url: `/api/webhooks/${created.id}/deliveries/${RANDOM_UUID}/replay`,
    });
    expect(unknownDelivery.statusCode).toBe(404);
    expect((await as('analyst', { method: 'DELETE', url: '/api/webhooks/not-a-uuid' })).statusCode).toBe(400);
    await as('analyst', { method: 'DELETE', url: `/api/webhooks/${created.id}` });
  });

  it('deletes a webhook with its delivery log; a second delete is 404', async () => {
    const created = await create('analyst');
    await queueForAnalyst(2);
    const deleted = await as('analyst', { method: 'DELETE', url: `/api/webhooks/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: created.id, deleted: true });
    expect(await deliveriesOf(testApp.db, created.id)).toEqual([]);
    expect((await list('analyst')).map((webhook) => webhook.id)).not.toContain(created.id);
    expect((await as('analyst', { method: 'DELETE', url: `/api/webhooks/${created.id}` })).statusCode).toBe(404);
    const audits = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['webhook.create', 'webhook.delete']);
  });

  it('queues one delivery per alert and webhook: the own ones, and a folder’s for a shared view', async () => {
    const folder = await createCustomer(testApp.db);
    const owner = await createUser(testApp.db, { customers: [folder.name] });
    const [own] = await testApp.db
      .insert(webhooks)
      .values({ userId: owner.id, url: HOOK_URL, format: 'json', secret: 'v1.x.y.z' })
      .returning();
    const [folderHook] = await testApp.db
      .insert(webhooks)
      .values({ userId: world.users.admin.id, customerName: folder.name, url: HOOK_URL, format: 'json', secret: 'v1' })
      .returning();
    const [elsewhere] = await testApp.db
      .insert(webhooks)
      .values({
        userId: world.users.admin.id,
        customerName: world.otherCustomer.name,
        url: HOOK_URL,
        format: 'json',
        secret: 'v1',
      })
      .returning();
    const view = await createView(testApp.db, { userId: owner.id, customerName: folder.name });
    const base = { userId: owner.id, customerName: folder.name, viewId: view.id };
    const later = new Date(Date.now() + 60_000);
    const [privateAlert, sharedAlert] = await createQueuedAlerts(testApp.db, [
      base,
      { ...base, viewShared: true, type: 'summary', count: 70, notBefore: later },
    ]);
    const ownQueue = await deliveriesOf(testApp.db, own!.id);
    expect(ownQueue.map((delivery) => delivery.alertId)).toEqual([privateAlert, sharedAlert]);
    expect(ownQueue[0]!.seq).toBeLessThan(ownQueue[1]!.seq);
    expect(ownQueue[1]!.nextAttemptAt.getTime()).toBe(later.getTime());
    expect(ownQueue.every((delivery) => delivery.status === 'pending' && delivery.attempts === 0)).toBe(true);
    expect((await deliveriesOf(testApp.db, folderHook!.id)).map((delivery) => delivery.alertId)).toEqual([sharedAlert]);
    expect(await deliveriesOf(testApp.db, elsewhere!.id)).toEqual([]);
  });

  it('lists deliveries newest first, replays one behind the pending ones, and resumes a paused webhook', async () => {
    const created = await create('analyst');
    await queueForAnalyst(3);
    const queue = await deliveriesOf(testApp.db, created.id);
    const log = await deliveries('analyst', created.id);
    expect(log.map((delivery) => delivery.id)).toEqual(queue.map((delivery) => delivery.id).reverse());
    expect(log[0]).toMatchObject({ status: 'pending', attempts: 0, lastHttpStatus: null, lastError: null });

    // The first was delivered after two attempts; its replay goes behind the two still pending, attempts counting on.
    await testApp.db
      .update(webhookDeliveries)
      .set({
        status: 'delivered',
        attempts: 2,
        lastHttpStatus: 200,
        deliveredAt: new Date(),
        body: '{"event":"alert"}',
      })
      .where(eq(webhookDeliveries.id, queue[0]!.id));
    const replay = await as('analyst', {
      method: 'POST',
      url: `/api/webhooks/${created.id}/deliveries/${queue[0]!.id}/replay`,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(webhookDeliverySchema.parse(replay.json())).toMatchObject({
      id: queue[0]!.id,
      status: 'pending',
      attempts: 2,
      deliveredAt: null,
    });
    const requeued = await deliveriesOf(testApp.db, created.id);
    expect(requeued.map((delivery) => delivery.id)).toEqual([queue[1]!.id, queue[2]!.id, queue[0]!.id]);
    expect(requeued[2]!.body).toBe('{"event":"alert"}');

    // Paused after a day of failures, with a retry an hour away: the resume clears both and makes it due now.
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await testApp.db
      .update(webhooks)
      .set({ failingSince: dayAgo, pausedAt: new Date() })
      .where(eq(webhooks.id, created.id));
    await testApp.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(webhookDeliveries.webhookId, created.id));
    expect((await list('analyst')).find((webhook) => webhook.id === created.id)!.status).toBe('paused');
    const resumed = await as('analyst', { method: 'POST', url: `/api/webhooks/${created.id}/resume` });
    expect(resumed.statusCode).toBe(200);
    expect(webhookSchema.parse(resumed.json())).toMatchObject({ status: 'active', pausedAt: null, failingSince: null });
    for (const delivery of await deliveriesOf(testApp.db, created.id)) {
      expect(delivery.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const audits = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['webhook.create', 'webhook.replay', 'webhook.resume']);
    await as('analyst', { method: 'DELETE', url: `/api/webhooks/${created.id}` });
  });

  it(`keeps at most ${WEBHOOKS_MAX} webhooks per user`, async () => {
    const user = await createUser(testApp.db);
    const headers = { authorization: `Bearer ${await testApp.app.tokens.issue(user)}` };
    for (let index = 0; index < WEBHOOKS_MAX; index++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers,
        payload: { url: `${HOOK_URL}&n=${index}`, format: 'json' },
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { url: HOOK_URL, format: 'json' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'url' });
  });

  it('answers each role as the drills expect (drills/requests-webhooks.ts, expected-statuses.ts)', async () => {
    // The drills' requests need only the app and the role tokens of the drill world.
    const drillWorld = { ...world, testApp } as unknown as DrillWorld;
    await expectRoleMatrix(
      testApp,
      world,
      Object.entries(WEBHOOK_REQUESTS).map(([name, request]) => ({
        name,
        request: (_world, role) => request(drillWorld, role),
        service: SERVICE_RULES[name],
      })),
    );
  });
});
