import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  favoriteListSchema,
  favoriteSchema,
  reviewRemovedSchema,
  reviewsEndpoints,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, favorites } from '../../db/schema';
import { createMention } from '../mentions/mentions.factories';
import { createFavorite, createSignal } from './reviews.factories';

describe.each(testDatabaseKinds())('favorites on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const usernameOf = (role: Role) => (role === 'guest' ? 'guest_user' : world.users[role].username);
  const send = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: world.headersFor(role), ...(payload === undefined ? {} : { payload }) });
  const snapshotFavorites = async () =>
    JSON.stringify(await testApp.db.select().from(favorites).orderBy(asc(favorites.userId), asc(favorites.itemId)));
  const auditRows = async (action: string) =>
    (await testApp.db.select().from(auditLog)).filter((row) => row.action === action);

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it("GET answers the user's bookmarks, newest first, only in customers they may still open", async () => {
    const signal = await createSignal(testApp.db, world.ownCustomer.name);
    const mention = await createMention(testApp.db, world.ownCustomer.name);
    const elsewhere = await createSignal(testApp.db, world.otherCustomer.name);
    const analystId = world.users.analyst.id;
    await createFavorite(testApp.db, {
      userId: analystId,
      itemId: signal.id,
      itemKind: 'signal',
      customerName: world.ownCustomer.name,
      createdAt: new Date('2026-03-12T10:00:00.000Z'),
    });
    await createFavorite(testApp.db, {
      userId: analystId,
      itemId: mention.uuid,
      itemKind: 'mention',
      customerName: world.ownCustomer.name,
      createdAt: new Date('2026-03-13T10:00:00.000Z'),
    });
    // A bookmark from before the analyst lost access to that customer.
    await createFavorite(testApp.db, {
      userId: analystId,
      itemId: elsewhere.id,
      itemKind: 'signal',
      customerName: world.otherCustomer.name,
    });

    const own = await send('analyst', 'GET', `/favorites/${usernameOf('analyst')}`);
    expect(own.statusCode).toBe(200);
    expect(favoriteListSchema.parse(own.json())).toEqual([
      {
        id: mention.uuid,
        itemKind: 'mention',
        customerName: world.ownCustomer.name,
        createdAt: '2026-03-13T10:00:00.000Z',
      },
      {
        id: signal.id,
        itemKind: 'signal',
        customerName: world.ownCustomer.name,
        createdAt: '2026-03-12T10:00:00.000Z',
      },
    ]);
    expect(Object.keys(own.json()[0]).sort()).toEqual(['createdAt', 'customerName', 'id', 'itemKind']);

    const asModerator = await send('moderator', 'GET', `/favorites/${usernameOf('analyst').toUpperCase()}`);
    expect(favoriteListSchema.parse(asModerator.json()).map((favorite) => favorite.id)).toContain(elsewhere.id);
    expect((await send('moderator', 'GET', '/favorites/nobody_at_all')).statusCode).toBe(404);
    expect((await send('analyst', 'GET', `/favorites/${usernameOf('moderator')}`)).statusCode).toBe(403);
  });

  it('POST bookmarks once (201, then 200 without a change) and audits it once', async () => {
    const signal = await createSignal(testApp.db, world.ownCustomer.name);
    const body = { id: signal.id, itemKind: 'signal', customerName: world.ownCustomer.name };
    const url = `/favorites/${usernameOf('analyst')}`;
    const first = await send('analyst', 'POST', url, body);
    expect(first.statusCode).toBe(201);
    expect(favoriteSchema.parse(first.json())).toMatchObject({ id: signal.id, itemKind: 'signal' });
    const again = await send('analyst', 'POST', url, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const audits = (await auditRows('favorite.add')).filter((row) => row.targetId === signal.id);
    expect(audits).toEqual([
      expect.objectContaining({
        actorUserId: world.users.analyst.id,
        targetType: 'signal',
        customerName: world.ownCustomer.name,
      }),
    ]);
  });

  it('POST answers 404 for an item that is missing, deleted, hidden (for analysts) or in another customer', async () => {
    const url = `/favorites/${usernameOf('analyst')}`;
    const own = world.ownCustomer.name;
    const deleted = await createSignal(testApp.db, own, { deleted: true });
    const hidden = await createSignal(testApp.db, own, { hidden: true });
    const foreign = await createSignal(testApp.db, world.otherCustomer.name);
    const mention = await createMention(testApp.db, own);
    const before = await snapshotFavorites();
    for (const body of [
      { id: '00000000-0000-4000-8000-000000000000', itemKind: 'signal', customerName: own },
      { id: deleted.id, itemKind: 'signal', customerName: own },
      { id: hidden.id, itemKind: 'signal', customerName: own },
      { id: foreign.id, itemKind: 'signal', customerName: own },
      { id: mention.uuid, itemKind: 'signal', customerName: own },
    ]) {
      const response = await send('analyst', 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
    const otherCustomer = await send('analyst', 'POST', url, {
      id: foreign.id,
      itemKind: 'signal',
      customerName: world.otherCustomer.name,
    });
    expect(otherCustomer.statusCode).toBe(403);
    expect(await snapshotFavorites()).toBe(before);
    const asModerator = await send('moderator', 'POST', `/favorites/${usernameOf('moderator')}`, {
      id: hidden.id,
      itemKind: 'signal',
      customerName: own,
    });
    expect(asModerator.statusCode).toBe(201);
  });

  it('DELETE removes an own bookmark, audits it, and answers 404 afterwards', async () => {
    const mention = await createMention(testApp.db, world.ownCustomer.name);
    await createFavorite(testApp.db, {
      userId: world.users.analyst.id,
      itemId: mention.uuid,
      itemKind: 'mention',
      customerName: world.ownCustomer.name,
    });
    const url = `/favorites/${usernameOf('analyst')}/${mention.uuid}`;
    const asModerator = await send('moderator', 'DELETE', url);
    expect(asModerator.statusCode).toBe(403);
    const removed = await send('analyst', 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(reviewRemovedSchema.parse(removed.json())).toEqual({ id: mention.uuid, deleted: true });
    expect((await auditRows('favorite.remove')).map((row) => row.targetId)).toContain(mention.uuid);
    expect((await send('analyst', 'DELETE', url)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed body or path', async () => {
    const url = `/favorites/${usernameOf('analyst')}`;
    const valid = { id: '00000000-0000-4000-8000-000000000000', itemKind: 'signal', customerName: 'poc' };
    const cases: [object, string][] = [
      [{ itemKind: 'signal', customerName: 'poc' }, 'id'],
      [{ ...valid, id: 'not-a-uuid' }, 'id'],
      [{ ...valid, itemKind: 'article' }, 'itemKind'],
      [{ ...valid, customerName: 'no spaces allowed' }, 'customerName'],
      [{ ...valid, customerName: 'x'.repeat(65) }, 'customerName'],
    ];
    for (const [body, field] of cases) {
      const response = await send('analyst', 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field).toBe(field);
    }
    expect((await send('analyst', 'POST', url, { ...valid, admin: true })).statusCode).toBe(400);
    const badId = await send('analyst', 'DELETE', `${url}/not-a-uuid`);
    expect(badId.json()).toMatchObject({ error: 'Bad Request', field: 'id' });
  });

  it('never answers 500 nor changes a row for arbitrary bodies and ids', async () => {
    const before = await snapshotFavorites();
    const url = `/favorites/${usernameOf('analyst')}`;
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
          itemKind: fc.oneof(fc.constantFrom('signal', 'mention', 'Signal', ''), fc.string()),
          customerName: fc.oneof(fc.constant(world.ownCustomer.name), fc.string({ maxLength: 80 })),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.string({ maxLength: 60 }), async (payload, id) => {
        const created = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { ...world.headersFor('analyst'), 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(created.statusCode).toBeLessThan(500);
        expect([400, 403, 404]).toContain(created.statusCode);
        const removed = await send('analyst', 'DELETE', `${url}/${encodeURIComponent(id) || 'x'}`);
        expect([400, 404]).toContain(removed.statusCode);
      }),
      { numRuns: 80 },
    );
    expect(await snapshotFavorites()).toBe(before);
  });

  it('enforces the role matrix', async () => {
    const own = world.ownCustomer.name;
    const favoriteOf = async (role: Role) => {
      const signal = await createSignal(testApp.db, own);
      if (role !== 'guest') {
        await createFavorite(testApp.db, {
          userId: world.users[role].id,
          itemId: signal.id,
          itemKind: 'signal',
          customerName: own,
        });
      }
      return signal.id;
    };
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /favorites/{self}',
        request: (_, role) => ({ method: 'GET', url: `/favorites/${usernameOf(role)}` }),
        endpoint: reviewsEndpoints.listFavorites,
      },
      {
        name: "GET /favorites/{analyst's name}",
        request: () => ({ method: 'GET', url: `/favorites/${usernameOf('analyst')}` }),
        endpoint: reviewsEndpoints.listFavorites,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'POST /favorites/{self} a signal of the analyst customer',
        request: async (_, role) => ({
          method: 'POST',
          url: `/favorites/${usernameOf(role)}`,
          payload: { id: (await createSignal(testApp.db, own)).id, itemKind: 'signal', customerName: own },
        }),
        endpoint: reviewsEndpoints.addFavorite,
        service: { otherAnalyst: 403 },
      },
      {
        name: "POST /favorites/{analyst's name}",
        request: async () => ({
          method: 'POST',
          url: `/favorites/${usernameOf('analyst')}`,
          payload: { id: (await createSignal(testApp.db, own)).id, itemKind: 'signal', customerName: own },
        }),
        endpoint: reviewsEndpoints.addFavorite,
        service: { otherAnalyst: 403, moderator: 403, admin: 403 },
      },
      {
        name: 'DELETE /favorites/{self}/{id}',
        request: async (_, role) => ({
          method: 'DELETE',
          url: `/favorites/${usernameOf(role)}/${await favoriteOf(role)}`,
        }),
        endpoint: reviewsEndpoints.removeFavorite,
      },
      {
        name: "DELETE /favorites/{analyst's name}/{id}",
        request: async () => ({
          method: 'DELETE',
          url: `/favorites/${usernameOf('analyst')}/${await favoriteOf('analyst')}`,
        }),
        endpoint: reviewsEndpoints.removeFavorite,
        service: { otherAnalyst: 403, moderator: 403, admin: 403 },
      },
    ]);
  });
});
