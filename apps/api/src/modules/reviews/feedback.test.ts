import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  feedbackListSchema,
  feedbackSchema,
  reviewRemovedSchema,
  TOTAL_COUNT_HEADER,
  reviewsEndpoints,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, feedback } from '../../db/schema';
import { createMention } from '../mentions/mentions.factories';
import { createFeedback, createSignal } from './reviews.factories';

describe.each(testDatabaseKinds())('feedback on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const send = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: world.headersFor(role), ...(payload === undefined ? {} : { payload }) });
  const snapshotFeedback = async () =>
    JSON.stringify(await testApp.db.select().from(feedback).orderBy(asc(feedback.id)));
  const auditRows = async (action: string) =>
    (await testApp.db.select().from(auditLog)).filter((row) => row.action === action);
  /** Feedback by `role`'s user on a fresh signal of the analyst's customer. */
  const feedbackBy = async (role: Exclude<Role, 'guest'>, value = 1) => {
    const signal = await createSignal(testApp.db, world.ownCustomer.name);
    return createFeedback(testApp.db, {
      userId: world.users[role].id,
      itemId: signal.id,
      itemKind: 'signal',
      customerName: world.ownCustomer.name,
      eventType: signal.eventType,
      feedback: value,
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it("GET answers everyone's feedback in the caller's customers (all customers for staff), newest first", async () => {
    const colleague = await createUser(testApp.db, { customers: [world.ownCustomer.name] });
    const signal = await createSignal(testApp.db, world.ownCustomer.name);
    const mention = await createMention(testApp.db, world.ownCustomer.name);
    const foreignSignal = await createSignal(testApp.db, world.otherCustomer.name);
    const liked = await createFeedback(testApp.db, {
      userId: colleague.id,
      itemId: signal.id,
      itemKind: 'signal',
      customerName: world.ownCustomer.name,
      eventType: signal.eventType,
      feedback: 1,
      createdAt: new Date('2030-01-02T00:00:00.000Z'),
      updatedAt: new Date('2030-01-02T00:00:00.000Z'),
    });
    const disliked = await createFeedback(testApp.db, {
      userId: world.users.analyst.id,
      itemId: mention.uuid,
      itemKind: 'mention',
      customerName: world.ownCustomer.name,
      feedback: -1,
      createdAt: new Date('2030-01-03T00:00:00.000Z'),
      updatedAt: new Date('2030-01-03T00:00:00.000Z'),
    });
    const foreign = await createFeedback(testApp.db, {
      userId: world.users.otherAnalyst.id,
      itemId: foreignSignal.id,
      itemKind: 'signal',
      customerName: world.otherCustomer.name,
      eventType: foreignSignal.eventType,
    });

    const response = await send('analyst', 'GET', '/api/feedback/');
    expect(response.statusCode).toBe(200);
    const list = feedbackListSchema.parse(response.json());
    expect(list.slice(0, 2)).toEqual([
      {
        id: disliked.id,
        eventId: mention.uuid,
        itemKind: 'mention',
        feedback: -1,
        username: world.users.analyst.username,
        customerName: world.ownCustomer.name,
        eventType: null,
        createdAt: '2030-01-03T00:00:00.000Z',
        updatedAt: '2030-01-03T00:00:00.000Z',
      },
      {
        id: liked.id,
        eventId: signal.id,
        itemKind: 'signal',
        feedback: 1,
        username: colleague.username,
        customerName: world.ownCustomer.name,
        eventType: 'Management Change',
        createdAt: '2030-01-02T00:00:00.000Z',
        updatedAt: '2030-01-02T00:00:00.000Z',
      },
    ]);
    expect(list.map((entry) => entry.id)).not.toContain(foreign.id);
    expect(Object.keys(response.json()[0])).not.toContain('userId');

    const asModerator = feedbackListSchema.parse((await send('moderator', 'GET', '/api/feedback/')).json());
    expect(asModerator.map((entry) => entry.id)).toEqual(expect.arrayContaining([liked.id, disliked.id, foreign.id]));
  });

  it('GET pages on request, newest first, with the total in X-Total-Count', async () => {
    for (let index = 0; index < 3; index++) {
      const signal = await createSignal(testApp.db, world.ownCustomer.name);
      await createFeedback(testApp.db, {
        userId: world.users.analyst.id,
        itemId: signal.id,
        itemKind: 'signal',
        customerName: world.ownCustomer.name,
      });
    }
    const whole = feedbackListSchema.parse((await send('analyst', 'GET', '/api/feedback/')).json());
    const first = await send('analyst', 'GET', '/api/feedback/?page=1&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe(String(whole.length));
    const second = await send('analyst', 'GET', '/api/feedback/?page=2&size=2');
    const paged = [...feedbackListSchema.parse(first.json()), ...feedbackListSchema.parse(second.json())];
    expect(paged.map((entry) => entry.id)).toEqual(whole.slice(0, 4).map((entry) => entry.id));
    const tooBig = await send('analyst', 'GET', '/api/feedback/?size=501');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().field).toBe('size');
  });

  it('POST records a like with the customer and event type of the item, once per user and item', async () => {
    const signal = await createSignal(testApp.db, world.ownCustomer.name);
    const created = await send('analyst', 'POST', '/api/feedback/', {
      eventId: signal.id,
      itemKind: 'signal',
      feedback: 1,
    });
    expect(created.statusCode).toBe(201);
    const body = feedbackSchema.parse(created.json());
    expect(body).toMatchObject({
      eventId: signal.id,
      feedback: 1,
      username: world.users.analyst.username,
      customerName: world.ownCustomer.name,
      eventType: 'Management Change',
    });
    const again = await send('analyst', 'POST', '/api/feedback/', {
      eventId: signal.id,
      itemKind: 'signal',
      feedback: -1,
    });
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json())).toMatchObject({ error: 'Conflict', field: 'eventId' });
    expect(await auditRows('feedback.add')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetId: body.id,
          actorUserId: world.users.analyst.id,
          customerName: world.ownCustomer.name,
        }),
      ]),
    );
    const mention = await createMention(testApp.db, world.ownCustomer.name);
    const onMention = await send('analyst', 'POST', '/api/feedback/', {
      eventId: mention.uuid,
      itemKind: 'mention',
      feedback: -1,
    });
    expect(onMention.statusCode).toBe(201);
    expect(onMention.json()).toMatchObject({ itemKind: 'mention', eventType: null, feedback: -1 });
  });

  it('POST answers an item of another customer exactly like a missing one', async () => {
    const foreign = await createSignal(testApp.db, world.otherCustomer.name);
    const before = await snapshotFeedback();
    const hidden = await send('analyst', 'POST', '/api/feedback/', {
      eventId: foreign.id,
      itemKind: 'signal',
      feedback: 1,
    });
    const missing = await send('analyst', 'POST', '/api/feedback/', {
      eventId: '00000000-0000-4000-8000-000000000000',
      itemKind: 'signal',
      feedback: 1,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(await snapshotFeedback()).toBe(before);
  });

  it('PATCH and DELETE change only your own feedback, and audit it', async () => {
    const own = await feedbackBy('analyst', 1);
    const patched = await send('analyst', 'PATCH', `/api/feedback/${own.id}`, { feedback: -1 });
    expect(patched.statusCode).toBe(200);
    expect(feedbackSchema.parse(patched.json())).toMatchObject({ id: own.id, feedback: -1 });
    expect((await auditRows('feedback.update')).find((row) => row.targetId === own.id)?.details).toEqual({
      eventId: own.itemId,
      from: 1,
      to: -1,
    });

    const colleagues = await feedbackBy('moderator');
    expect((await send('analyst', 'PATCH', `/api/feedback/${colleagues.id}`, { feedback: -1 })).statusCode).toBe(403);
    expect((await send('otherAnalyst', 'PATCH', `/api/feedback/${own.id}`, { feedback: 1 })).statusCode).toBe(404);
    expect((await send('otherAnalyst', 'DELETE', `/api/feedback/${own.id}`)).statusCode).toBe(404);

    const removed = await send('analyst', 'DELETE', `/api/feedback/${own.id}`);
    expect(reviewRemovedSchema.parse(removed.json())).toEqual({ id: own.id, deleted: true });
    expect((await auditRows('feedback.delete')).map((row) => row.targetId)).toContain(own.id);
    expect((await send('analyst', 'DELETE', `/api/feedback/${own.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed body or id', async () => {
    const valid = { eventId: '00000000-0000-4000-8000-000000000000', itemKind: 'signal', feedback: 1 };
    const cases: [object, string][] = [
      [{ ...valid, eventId: 'x' }, 'eventId'],
      [{ ...valid, itemKind: 'article' }, 'itemKind'],
      [{ ...valid, feedback: 0 }, 'feedback'],
      [{ ...valid, feedback: '1' }, 'feedback'],
      [{ eventId: valid.eventId, itemKind: 'signal' }, 'feedback'],
    ];
    for (const [body, field] of cases) {
      const response = await send('analyst', 'POST', '/api/feedback/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field).toBe(field);
    }
    expect((await send('analyst', 'POST', '/api/feedback/', { ...valid, username: 'someone' })).statusCode).toBe(400);
    const own = await feedbackBy('analyst');
    const badValue = await send('analyst', 'PATCH', `/api/feedback/${own.id}`, { feedback: 2 });
    expect(badValue.json()).toMatchObject({ field: 'feedback' });
    const badId = await send('analyst', 'PATCH', '/api/feedback/123', { feedback: 1 });
    expect(badId.json()).toMatchObject({ field: 'id' });
  });

  it('never answers 500 nor changes a row for arbitrary bodies and ids', async () => {
    const own = await feedbackBy('analyst', 1);
    const before = await snapshotFeedback();
    // Anything but the two valid values (fc.anything() makes 1 and -1 now and then).
    const value = fc
      .oneof(fc.constantFrom(0, 2, -2, '1', null, true, 1.5), fc.anything())
      .filter((candidate) => candidate !== 1 && candidate !== -1);
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          eventId: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
          itemKind: fc.oneof(fc.constantFrom('signal', 'mention'), fc.string()),
          feedback: value,
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    const json = (payload: unknown) => JSON.stringify(payload) ?? 'null';
    await fc.assert(
      fc.asyncProperty(body, fc.string({ maxLength: 60 }), value, async (payload, id, badValue) => {
        const headers = { ...world.headersFor('analyst'), 'content-type': 'application/json' };
        const created = await testApp.app.inject({
          method: 'POST',
          url: '/api/feedback/',
          headers,
          payload: json(payload),
        });
        expect([400, 404, 409]).toContain(created.statusCode);
        const patchedOwn = await testApp.app.inject({
          method: 'PATCH',
          url: `/api/feedback/${own.id}`,
          headers,
          payload: json({ feedback: badValue }),
        });
        expect(patchedOwn.statusCode).toBe(400);
        const patchedAny = await testApp.app.inject({
          method: 'PATCH',
          url: `/api/feedback/${encodeURIComponent(id) || 'x'}`,
          headers,
          payload: json(payload),
        });
        expect([400, 404]).toContain(patchedAny.statusCode);
        const removed = await send('analyst', 'DELETE', `/api/feedback/${encodeURIComponent(id) || 'x'}`);
        expect([400, 404]).toContain(removed.statusCode);
      }),
      { numRuns: 60 },
    );
    expect(await snapshotFeedback()).toBe(before);
  });

  it('enforces the role matrix', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/feedback/',
        request: () => ({ method: 'GET', url: '/api/feedback/' }),
      },
      {
        name: 'POST /api/feedback/ on a signal of the analyst customer',
        request: async () => ({
          method: 'POST',
          url: '/api/feedback/',
          payload: {
            eventId: (await createSignal(testApp.db, world.ownCustomer.name)).id,
            itemKind: 'signal',
            feedback: 1,
          },
        }),
        endpoint: reviewsEndpoints.addFeedback,
        service: { otherAnalyst: 404 },
      },
      {
        name: "PATCH /api/feedback/{the analyst's}",
        request: async () => ({
          method: 'PATCH',
          url: `/api/feedback/${(await feedbackBy('analyst')).id}`,
          payload: { feedback: -1 },
        }),
        endpoint: reviewsEndpoints.updateFeedback,
        service: { otherAnalyst: 404, moderator: 403, admin: 403 },
      },
      {
        name: "DELETE /api/feedback/{the analyst's}",
        request: async () => ({ method: 'DELETE', url: `/api/feedback/${(await feedbackBy('analyst')).id}` }),
        endpoint: reviewsEndpoints.removeFeedback,
        service: { otherAnalyst: 404, moderator: 403, admin: 403 },
      },
    ]);
  });
});
