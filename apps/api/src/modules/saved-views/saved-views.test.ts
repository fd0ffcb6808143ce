import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_MAX, savedViewListSchema, savedViewSchema } from '@argus/contract';
import { auditLog, userCustomers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';

// Saved views (ADR 0135): kept per user and folder, shared read-only, changed and deleted by their owner only.

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

describe.each(testDatabaseKinds())('saved views on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const as = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor(role) });
  let counter = 0;
  const save = async (role: Role, body: Record<string, unknown> = {}) => {
    counter += 1;
    const response = await as(role, {
      method: 'POST',
      url: '/api/saved-views',
      payload: {
        name: `Insolvencies ${counter}`,
        kind: 'signals',
        customer: world.ownCustomer.name,
        criteria: 'eventType=Insolvency',
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return savedViewSchema.parse(response.json());
  };
  const list = async (role: Role, customer = world.ownCustomer.name) => {
    const response = await as(role, { method: 'GET', url: `/api/saved-views?customer=${customer}` });
    expect(response.statusCode, response.body).toBe(200);
    return savedViewListSchema.parse(response.json()).items;
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('lets each signed-in user keep views in the folders they may open, and only its owner change one', async () => {
    const own = await save('analyst', { shared: true });
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/saved-views',
        request: (world) => ({ method: 'GET', url: `/api/saved-views?customer=${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'POST /api/saved-views',
        request: (world) => ({
          method: 'POST',
          url: '/api/saved-views',
          payload: { name: `View ${Math.random()}`, kind: 'mentions', customer: world.ownCustomer.name, criteria: '' },
        }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/saved-views/{id}',
        request: () => ({ method: 'GET', url: `/api/saved-views/${own.id}` }),
        service: { otherAnalyst: 404 },
      },
      {
        name: 'PATCH /api/saved-views/{id}',
        request: () => ({ method: 'PATCH', url: `/api/saved-views/${own.id}`, payload: { shared: true } }),
        service: { otherAnalyst: 404, moderator: 403, admin: 403 },
      },
      {
        // A view of the moderator's, shared in the analyst's folder, made afresh for each caller.
        name: 'DELETE /api/saved-views/{id}',
        request: async () => ({
          method: 'DELETE',
          url: `/api/saved-views/${(await save('moderator', { shared: true })).id}`,
        }),
        service: { analyst: 403, otherAnalyst: 404, admin: 403 },
      },
      {
        name: 'GET /api/saved-views/{unknown id}',
        endpoint: (await import('@argus/contract')).savedViewsEndpoints.readSavedView,
        request: () => ({ method: 'GET', url: `/api/saved-views/${RANDOM_UUID}` }),
        service: { analyst: 404, otherAnalyst: 404, moderator: 404, admin: 404 },
      },
    ]);
  });

  it('saves a filter as its screen writes it, lists own and shared views by name, and audits the writes', async () => {
    const folder = await createCustomer(testApp.db, { monitoring: true, discovery: true });
    const [analyst, moderator] = [world.users.analyst, world.users.moderator];
    await testApp.db.insert(userCustomers).values({ userId: analyst.id, customerName: folder.name });
    const view = await save('analyst', {
      name: '  Zeta insolvencies ',
      customer: folder.name,
      criteria: 'folder=x&eventType=Insolvency&hideDisliked=true&mention=abc&company=Acme',
    });
    expect(view).toMatchObject({
      name: 'Zeta insolvencies',
      kind: 'signals',
      customer: folder.name,
      criteria: 'company=Acme&eventType=Insolvency',
      alert: false,
      shared: false,
      owner: analyst.username,
      own: true,
    });
    const alpha = await save('moderator', { name: 'alpha', customer: folder.name, kind: 'mentions', shared: true });
    const hidden = await save('moderator', { name: 'Beta', customer: folder.name, kind: 'mentions' });
    expect((await list('analyst', folder.name)).map((item) => [item.name, item.own])).toEqual([
      ['alpha', false],
      ['Zeta insolvencies', true],
    ]);
    expect((await list('moderator', folder.name)).map((item) => item.id)).toEqual([alpha.id, hidden.id]);
    expect(moderator).toBeDefined();

    const renamed = await as('analyst', {
      method: 'PATCH',
      url: `/api/saved-views/${view.id}`,
      payload: { name: 'Acme insolvencies', shared: true, criteria: 'company=Acme' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Acme insolvencies', shared: true, criteria: 'company=Acme' });
    expect((await list('moderator', folder.name)).map((item) => item.name)).toContain('Acme insolvencies');

    const deleted = await as('analyst', { method: 'DELETE', url: `/api/saved-views/${view.id}` });
    expect(deleted.json()).toEqual({ id: view.id, deleted: true });
    expect((await as('analyst', { method: 'GET', url: `/api/saved-views/${view.id}` })).statusCode).toBe(404);
    const actions = await testApp.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, view.id), eq(auditLog.targetType, 'saved-view')));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'saved-view.create',
      'saved-view.delete',
      'saved-view.update',
    ]);
  });

  it('refuses a second view of one name (any letter case) for the folder and screen, and bad input by field', async () => {
    const first = await save('analyst', { name: 'Lawsuits' });
    const again = await as('analyst', {
      method: 'POST',
      url: '/api/saved-views',
      payload: { name: 'LAWSUITS', kind: 'signals', customer: world.ownCustomer.name, criteria: '' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'name' });
    // The same name on the other screen is another view.
    await save('analyst', { name: 'Lawsuits', kind: 'mentions' });
    const second = await save('analyst', { name: 'Other' });
    const clash = await as('analyst', {
      method: 'PATCH',
      url: `/api/saved-views/${second.id}`,
      payload: { name: 'lawsuits' },
    });
    expect(clash.statusCode).toBe(409);
    expect(first.id).not.toBe(second.id);

    const bad: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ kind: 'alerts' }, 'kind'],
      [{ customer: 'no_such_folder' }, 'customer'],
      [{ criteria: '?from=2026-01-01' }, 'criteria'],
      [{ criteria: 'reliability=loud' }, 'criteria'],
      [{ alert: 'yes' }, 'alert'],
      [{ extra: 1 }, 'extra'],
    ];
    // As a moderator, who may learn that a folder does not exist (an analyst is told 403 for any folder not theirs).
    for (const [change, field] of bad) {
      const response = await as('moderator', {
        method: 'POST',
        url: '/api/saved-views',
        payload: { name: 'Bad', kind: 'signals', customer: world.ownCustomer.name, criteria: '', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toContain(field);
    }
    const empty = await as('analyst', { method: 'PATCH', url: `/api/saved-views/${second.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} views per user and folder`, async () => {
    const folder = await createCustomer(testApp.db, { monitoring: true, discovery: true });
    await testApp.db.insert(userCustomers).values({ userId: world.users.analyst.id, customerName: folder.name });
    for (let index = 0; index < SAVED_VIEWS_MAX; index++) await save('analyst', { customer: folder.name });
    const over = await as('analyst', {
      method: 'POST',
      url: '/api/saved-views',
      payload: { name: 'One more', kind: 'signals', customer: folder.name, criteria: '' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ field: 'customer' });
  });
});
