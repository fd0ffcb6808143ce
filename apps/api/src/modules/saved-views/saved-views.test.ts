import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertListSchema, SAVED_VIEWS_MAX, savedViewListSchema, savedViewSchema } from '@argus/contract';
import {
  defaultMentionCriteria,
  defaultSignalCriteria,
  mentionCriteriaFromSearchParams,
  rejectedSignalSearchParams,
  signalCriteriaFromSearchParams,
} from '@argus/filtering';
import { auditLog, userCustomers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType } from '../signals/signals.factories';
import { canonicalCriteria } from './saved-views.service';

// Saved views (ADR 0135): kept per user and folder, shared read-only, changed and deleted by their owner only.

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

// A view keeps "Most relevant first" as `sort=relevance` in its query string (ADR 0137); the alerts read that string
// with the screens' codec, which must skip the order.
describe("a view's order beside its filter", () => {
  it("is skipped by the screens' codec: the criteria read the same with it, and nothing is refused", () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const signals = (query: string) =>
      signalCriteriaFromSearchParams(new URLSearchParams(query), defaultSignalCriteria(now));
    const mentions = (query: string) =>
      mentionCriteriaFromSearchParams(new URLSearchParams(query), defaultMentionCriteria(now));
    expect(signals('company=Acme&reliability=3&sort=relevance')).toEqual(signals('company=Acme&reliability=3'));
    expect(signals('sort=relevance')).toEqual(defaultSignalCriteria(now));
    expect(rejectedSignalSearchParams(new URLSearchParams('company=Acme&sort=relevance'))).toEqual([]);
    expect(rejectedSignalSearchParams(new URLSearchParams('sort=whatever'))).toEqual([]);
    expect(mentions('keyword=strike&sort=relevance')).toEqual(mentions('keyword=strike'));
  });

  it('is kept, last, when it is "Most relevant first"; any other order is newest first, left out', () => {
    expect(canonicalCriteria('signals', 'sort=relevance&folder=x&signal=s1&company=Acme')).toBe(
      'company=Acme&sort=relevance',
    );
    expect(canonicalCriteria('mentions', 'sort=relevance&keyword=strike&mention=m1')).toBe(
      'keyword=strike&sort=relevance',
    );
    expect(canonicalCriteria('signals', 'sort=relevance')).toBe('sort=relevance');
    expect(canonicalCriteria('signals', 'company=Acme&sort=newest')).toBe('company=Acme');
    expect(canonicalCriteria('mentions', 'keyword=strike&sort=loudest')).toBe('keyword=strike');
    expect(() => canonicalCriteria('signals', 'reliability=loud&sort=relevance')).toThrow(/reliability/);
  });
});

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
      [{ criteria: 'company=Acme\u0000' }, 'criteria'],
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

  it('keeps "Most relevant first" through a save and a change of the filter, and newest first without it', async () => {
    const relevant = await save('analyst', { criteria: 'sort=relevance&folder=x&eventType=Insolvency&signal=s1' });
    expect(relevant.criteria).toBe('eventType=Insolvency&sort=relevance');
    expect((await list('analyst')).find((item) => item.id === relevant.id)?.criteria).toBe(
      'eventType=Insolvency&sort=relevance',
    );
    const newest = await save('analyst', { criteria: 'eventType=Insolvency&sort=newest' });
    expect(newest.criteria).toBe('eventType=Insolvency');
    const mentions = await save('analyst', { kind: 'mentions', criteria: 'keyword=strike&sort=relevance' });
    expect(mentions.criteria).toBe('keyword=strike&sort=relevance');

    const change = (id: string, criteria: string) =>
      as('analyst', { method: 'PATCH', url: `/api/saved-views/${id}`, payload: { criteria } });
    expect((await change(newest.id, 'company=Acme&sort=relevance')).json()).toMatchObject({
      criteria: 'company=Acme&sort=relevance',
    });
    expect((await change(relevant.id, 'company=Acme')).json()).toMatchObject({ criteria: 'company=Acme' });
  });

  it('alerts an owner whose view keeps "Most relevant first" of the same items as without it', async () => {
    const eventType = (await createEventType(testApp.db)).name;
    const watched = `Acme ${randomUUID().slice(0, 8)}`;
    const view = await save('analyst', {
      criteria: `company=${encodeURIComponent(watched)}&sort=relevance`,
      alert: true,
    });
    expect(view.criteria).toBe(`company=${encodeURIComponent(watched).replaceAll('%20', '+')}&sort=relevance`);
    const alertsOf = async () => {
      const response = await as('analyst', { method: 'GET', url: '/api/alerts?limit=100' });
      expect(response.statusCode, response.body).toBe(200);
      return alertListSchema.parse(response.json()).items.filter((alert) => alert.view?.id === view.id);
    };
    const writeSignal = async (company: string) => {
      const response = await as('moderator', {
        method: 'POST',
        url: '/events-management',
        payload: {
          customerName: world.ownCustomer.name,
          targetEntityName: company,
          eventType,
          publishDate: new Date().toISOString(),
          mediaSegment: 'news',
          reliability: 4,
          language: 'en',
          eventArguments: [],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string };
    };

    await writeSignal(`Other ${randomUUID().slice(0, 8)}`);
    expect(await alertsOf()).toHaveLength(0);
    const signal = await writeSignal(watched);
    const alerts = await alertsOf();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'match', itemId: signal.id });
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
