import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema, signalSchema, type CreateSignalRequest } from '@argus/contract';
import { buildApp } from '../../app';
import { LISTENER_APPLICATION_NAME } from '../../db/notifications';
import { signals } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { startLiveInstances, type LiveApp, type LiveInstances } from '../../../test/live-instances';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType } from '../signals/signals.factories';
import { openLiveStream } from '../../../test/live-stream';

// Two instances on one database (test/live-instances.ts): the first resumes with a short margin, so that a stream
// resuming right after it started listening still replays; the second allows two streams and replays 120 signals.
describe.each(testDatabaseKinds())('live signals on %s', (kind) => {
  let live: LiveInstances;
  let database: LiveInstances['database'];
  let first: LiveApp;
  let second: LiveApp;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    live = await startLiveInstances(kind, 'liveSignals', [
      { heartbeatMs: 300, resumeMarginMs: 200 },
      { streamsPerUser: 2, replayLimit: 120 },
    ]);
    ({ database, first, second, firstUrl, secondUrl } = live);
  });
  afterAll(() => live.close());

  const logIn = (app: LiveApp, user: { username: string; password: string }) => live.logIn(app, user);

  async function newWorld() {
    const customer = await createCustomer(database.db);
    const otherCustomer = await createCustomer(database.db);
    const eventType = await createEventType(database.db, { argumentNames: ['acquirer', 'target'] });
    const analyst = await createUser(database.db, { privilege: 1, customers: [customer.name] });
    const otherAnalyst = await createUser(database.db, { privilege: 1, customers: [otherCustomer.name] });
    const moderator = await createUser(database.db, { privilege: 2 });
    return { customer, otherCustomer, eventType, analyst, otherAnalyst, moderator };
  }
  type World = Awaited<ReturnType<typeof newWorld>>;

  const signalRequest = (world: World, publishDate = '2026-07-01T12:00:00.000Z'): CreateSignalRequest => ({
    customerName: world.customer.name,
    targetEntityName: 'acme holding',
    eventType: world.eventType.name,
    publishDate,
    mediaSegment: 'news' as const,
    reliability: 4,
    language: 'en' as const,
    title: 'Acme buys Beta',
    sentence: 'Acme buys Beta.',
    eventArguments: [
      { name: 'acquirer', value: 'Acme' },
      { name: 'target', value: 'Beta' },
    ],
  });

  async function createThroughApi(app: LiveApp, token: string, request: CreateSignalRequest) {
    const response = await app.inject({
      method: 'POST',
      url: '/events-management',
      headers: { authorization: `Bearer ${token}` },
      payload: request,
    });
    expect(response.statusCode).toBe(201);
    return signalSchema.parse(response.json());
  }

  const open = (...args: Parameters<typeof openLiveStream>) => live.open(openLiveStream(...args));

  it('pushes a signal created on one instance to a stream of the other, as the API answers it', async () => {
    const world = await newWorld();
    const analystToken = await logIn(second, world.analyst);
    const moderatorToken = await logIn(first, world.moderator);
    const stream = await open(secondUrl, world.customer.name, analystToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.ready();

    const created = await createThroughApi(first, moderatorToken, signalRequest(world));
    await vi.waitFor(() => expect(stream.upsertedIds()).toEqual([created.id]));
    expect(stream.changes()[0]!.upsert[0]).toEqual(created);
    expect(stream.changes()[0]!.remove).toEqual([]);
  });

  it('pushes an edit as the new version, and a hide and a delete as removals', async () => {
    const world = await newWorld();
    const moderatorToken = await logIn(first, world.moderator);
    const kept = await createThroughApi(first, moderatorToken, signalRequest(world));
    const hidden = await createThroughApi(first, moderatorToken, signalRequest(world));
    const deleted = await createThroughApi(first, moderatorToken, signalRequest(world));
    const stream = await open(secondUrl, world.customer.name, await logIn(second, world.analyst));
    await stream.ready();
    const headers = { authorization: `Bearer ${moderatorToken}` };

    const edit = await first.inject({
      method: 'PATCH',
      url: '/events-management',
      headers,
      payload: { ...signalRequest(world), id: kept.id, title: 'Acme completes the purchase of Beta' },
    });
    expect(edit.statusCode).toBe(200);
    // The three creations may still be on their way to this instance: the folder's end state is what counts.
    await vi.waitFor(() =>
      expect(stream.finalState().get(kept.id)).toMatchObject({ title: 'Acme completes the purchase of Beta' }),
    );

    const hide = await first.inject({
      method: 'POST',
      url: `/events-management/${world.customer.name}/${hidden.id}/hide`,
      headers,
      payload: { reason: 'duplicate report' },
    });
    expect(hide.statusCode).toBe(200);
    const remove = await first.inject({
      method: 'DELETE',
      url: `/events-management/${world.customer.name}/${deleted.id}/wrong%20company?language=en&mediaSegment=news&eventType=${encodeURIComponent(world.eventType.name)}`,
      headers,
    });
    expect(remove.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(stream.finalState().get(hidden.id)).toBe('removed');
      expect(stream.finalState().get(deleted.id)).toBe('removed');
    });
    expect(stream.finalState().get(kept.id)).toMatchObject({ id: kept.id });
  });

  it('pushes what another process writes straight into the database, in notifications of 100 rows', async () => {
    const world = await newWorld();
    const stream = await open(firstUrl, world.customer.name, await logIn(first, world.analyst));
    await stream.ready();
    const rows = Array.from({ length: 250 }, (_, index) => ({
      id: randomUUID(),
      customerName: index % 2 === 0 ? world.customer.name : world.otherCustomer.name,
      targetEntityName: `Imported ${index}`,
      eventType: world.eventType.name,
      publishDate: new Date(Date.UTC(2026, 6, 1, 0, index)),
      mediaSegment: 'news' as const,
      reliability: 3,
      language: 'en' as const,
    }));
    await database.db.insert(signals).values(rows);
    const ownIds = rows.filter((row) => row.customerName === world.customer.name).map((row) => row.id);
    await vi.waitFor(() => expect(stream.upsertedIds().sort()).toEqual([...ownIds].sort()));
    // Two notifications (100 and 25 rows), pushed in one message when they wait for the line together, each row once.
    expect(stream.changes().length).toBeLessThanOrEqual(2);
    expect(new Set(stream.upsertedIds()).size).toBe(ownIds.length);
  });

  it('sends nothing published before `from`, and an edit that moves a signal there as a removal', async () => {
    const world = await newWorld();
    const moderatorToken = await logIn(first, world.moderator);
    const inRange = await createThroughApi(first, moderatorToken, signalRequest(world, '2026-07-10T00:00:00.000Z'));
    const stream = await open(secondUrl, world.customer.name, await logIn(second, world.analyst), {
      from: '2026-07-01',
    });
    await stream.ready();
    const before = await createThroughApi(first, moderatorToken, signalRequest(world, '2026-06-30T23:59:59.999Z'));
    const edit = await first.inject({
      method: 'PATCH',
      url: '/events-management',
      headers: { authorization: `Bearer ${moderatorToken}` },
      payload: { ...signalRequest(world, '2026-05-01T00:00:00.000Z'), id: inRange.id },
    });
    expect(edit.statusCode).toBe(200);
    await vi.waitFor(() => expect(stream.finalState().get(inRange.id)).toBe('removed'));
    expect(stream.upsertedIds()).not.toContain(before.id);
    expect(stream.removedIds()).not.toContain(before.id);
  });

  it('refuses guests, analysts of other customers, unknown customers, bad cursors and too many streams', async () => {
    const world = await newWorld();
    const otherToken = await logIn(second, world.otherAnalyst);
    const guest = await open(secondUrl, world.customer.name, null);
    expect(guest.response.status).toBe(401);
    const stranger = await open(secondUrl, world.customer.name, otherToken);
    expect(stranger.response.status).toBe(403);
    expect(errorResponseSchema.parse(await stranger.response.json()).message).toBe(
      'You have no access to this customer.',
    );
    const moderatorToken = await logIn(second, world.moderator);
    expect((await open(secondUrl, 'no_such_customer', moderatorToken)).response.status).toBe(404);
    const badCursor = await open(secondUrl, world.customer.name, moderatorToken, { lastEventId: 'yesterday' });
    expect(badCursor.response.status).toBe(400);
    expect(errorResponseSchema.parse(await badCursor.response.json()).field).toBe('last-event-id');
    const badFrom = await open(secondUrl, world.customer.name, moderatorToken, { from: 'soon' });
    expect(badFrom.response.status).toBe(400);

    // The second instance allows two streams per user; a closed one makes room again.
    const one = await open(secondUrl, world.customer.name, moderatorToken);
    const two = await open(secondUrl, world.otherCustomer.name, moderatorToken);
    expect([one.response.status, two.response.status]).toEqual([200, 200]);
    const three = await open(secondUrl, world.customer.name, moderatorToken);
    expect(three.response.status).toBe(429);
    one.close();
    await vi.waitFor(async () => {
      const again = await open(secondUrl, world.customer.name, moderatorToken);
      expect(again.response.status).toBe(200);
    });
  });

  it('ends the stream when its token is logged out on the other instance, or the grant is withdrawn', async () => {
    const world = await newWorld();
    const token = await logIn(first, world.analyst);
    const stream = await open(secondUrl, world.customer.name, token);
    await stream.ready();
    const logout = await first.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await vi.waitFor(() => expect(stream.ended()).toBe(true));
    expect((await open(secondUrl, world.customer.name, token)).response.status).toBe(401);

    const otherToken = await logIn(first, world.otherAnalyst);
    const otherStream = await open(firstUrl, world.otherCustomer.name, otherToken);
    await otherStream.ready();
    // Withdrawn by another process, straight in the database.
    await database.db.execute(sql`delete from user_customers where user_id = ${world.otherAnalyst.id}`);
    await vi.waitFor(() => expect(otherStream.ended()).toBe(true));
  });

  it('ends the stream when its token expires', async () => {
    const world = await newWorld();
    const shortLived = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, tokenTtlSeconds: 2 });
    try {
      const url = await shortLived.listen({ port: 0, host: '127.0.0.1' });
      const stream = await open(url, world.customer.name, await logIn(shortLived, world.analyst));
      await stream.ready();
      await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5_000 });
    } finally {
      await shortLived.close();
    }
  });

  it('resumes from the last id with what was missed, and asks for a reload when that is too much', async () => {
    const world = await newWorld();
    const moderatorToken = await logIn(first, world.moderator);
    const analystToken = await logIn(first, world.analyst);
    // The moderator's stream shows when this instance has heard of a change.
    const watcher = await open(firstUrl, world.customer.name, moderatorToken);
    await watcher.ready();
    const before = await open(firstUrl, world.customer.name, analystToken);
    await before.ready();
    await vi.waitFor(() => expect(before.heartbeats.length).toBeGreaterThan(0));
    before.close();
    const lastId = before.heartbeats.at(-1)!;

    const missed = await createThroughApi(first, moderatorToken, signalRequest(world));
    await vi.waitFor(() => expect(watcher.upsertedIds()).toContain(missed.id));
    const resumed = await open(firstUrl, world.customer.name, analystToken, { lastEventId: lastId });
    await resumed.ready();
    expect(resumed.messages.map((message) => message.event)).toEqual(['signals', 'ready']);
    expect(resumed.upsertedIds()).toEqual([missed.id]);

    // A cursor from before this instance listened cannot be replayed.
    const ancient = await open(firstUrl, world.customer.name, analystToken, { lastEventId: '1000' });
    await ancient.ready();
    expect(ancient.messages.map((message) => message.event)).toEqual(['reload', 'ready']);

    // The second instance replays at most 120 signals; 150 changed since the cursor is a reload too.
    const secondToken = await logIn(second, world.analyst);
    const secondWatcher = await open(secondUrl, world.customer.name, await logIn(second, world.moderator));
    await secondWatcher.ready();
    const idle = await open(secondUrl, world.customer.name, secondToken);
    await idle.ready();
    const cursor = idle.messages.at(-1)!.id;
    idle.close();
    const bulk = await database.db
      .insert(signals)
      .values(
        Array.from({ length: 150 }, (_, index) => ({
          customerName: world.customer.name,
          targetEntityName: `Bulk ${index}`,
          eventType: world.eventType.name,
          publishDate: new Date('2026-07-02T00:00:00Z'),
          mediaSegment: 'news' as const,
          reliability: 3,
          language: 'en' as const,
        })),
      )
      .returning({ id: signals.id });
    await vi.waitFor(() => expect(secondWatcher.upsertedIds()).toHaveLength(bulk.length));
    const late = await open(secondUrl, world.customer.name, secondToken, { lastEventId: cursor });
    await late.ready();
    expect(late.messages.map((message) => message.event)).toEqual(['reload', 'ready']);
  });

  // Only a PostgreSQL server has a notification connection to lose; PGlite's notifications are in-process.
  if (kind === 'postgres') {
    it('closes its streams when it stops hearing changes, and has a stream that resumes from before reload', async () => {
      const world = await newWorld();
      const token = await logIn(first, world.analyst);
      const stream = await open(firstUrl, world.customer.name, token);
      await stream.ready();
      const cursor = stream.messages.at(-1)!.id;
      await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
      await vi.waitFor(() => expect(stream.ended()).toBe(true));
      // Changes made now may have gone unheard: a stream resuming from before must load its folder again.
      await vi.waitFor(
        async () => {
          const again = await open(firstUrl, world.customer.name, token, { lastEventId: cursor });
          expect(again.response.status).toBe(200);
          await again.ready();
          expect(again.messages.map((message) => message.event)).toEqual(['reload', 'ready']);
        },
        { timeout: 5000, interval: 200 },
      );
    });
  }
});
