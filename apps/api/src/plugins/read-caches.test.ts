import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestSignalsResponseSchema } from '@argus/contract';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { LISTENER_APPLICATION_NAME } from '../db/notifications';
import { searchTerms, userCustomers, users } from '../db/schema';
import { createDiscovery } from '../modules/mentions/mentions.factories';
import { prepareMentionIntake } from '../modules/mentions/mention-intake.service';
import { createEventType, createSignalRow } from '../modules/signals/signals.factories';
import { TEST_JWT_SECRET } from '../../test/build-test-app';
import { createCustomer, createUser } from '../../test/factories';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-database';

type App = Awaited<ReturnType<typeof buildApp>>;

// Two instances of the API on one database, as behind a load balancer: what one writes, or what another process
// writes straight into the database, the other's caches must stop answering.
describe.each(testDatabaseKinds())('read caches on %s', (kind) => {
  let database: DatabaseHandle;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    first = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
    second = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  async function logIn(app: App, user: { username: string; password: string }) {
    const payload = { username: user.username, password: user.password };
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().access_token as string}` };
  }

  async function newWorld() {
    const customer = await createCustomer(database.db);
    const eventType = await createEventType(database.db);
    const analyst = await createUser(database.db, { privilege: 1, customers: [customer.name] });
    const moderator = await createUser(database.db, { privilege: 2 });
    const signal = await createSignalRow(database.db, {
      customerName: customer.name,
      eventType: eventType.name,
      publishDate: new Date('2026-03-10T10:00:00Z'),
    });
    return { customer, eventType, analyst, moderator, signal };
  }

  const latestUrl = (customer: string) => `/api/events/latest/${customer}?start=2026-03-01&end=2026-03-31`;

  async function latestIds(app: App, customer: string, headers: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: latestUrl(customer), headers });
    expect(response.statusCode).toBe(200);
    return latestSignalsResponseSchema.parse(response.json()).events.map((event) => event.id);
  }

  it('answers the latest signals from memory once read', async () => {
    const world = await newWorld();
    const headers = await logIn(first, world.analyst);
    await latestIds(first, world.customer.name, headers);
    expect(first.readCaches.latestSignals.size).toBeGreaterThan(0);
    expect(first.readCaches.tokenHolders.size).toBeGreaterThan(0);
    expect(first.readCaches.customerAccess.size).toBeGreaterThan(0);
  });

  it('keeps the latest signals over a login and a logout, which forget the access caches only', async () => {
    const world = await newWorld();
    const headers = await logIn(first, world.analyst);
    await latestIds(first, world.customer.name, headers);
    const cached = first.readCaches.latestSignals.size;
    expect(cached).toBeGreaterThan(0);
    const other = await logIn(first, world.moderator);
    expect(first.readCaches.latestSignals.size).toBe(cached);
    expect(first.readCaches.tokenHolders.size).toBe(0);
    expect((await first.inject({ method: 'POST', url: '/auth/logout', headers: other })).statusCode).toBe(200);
    expect(first.readCaches.latestSignals.size).toBe(cached);
    // Any other write forgets them: here a failed sign-up request, a POST that is not a sign-in.
    await first.inject({ method: 'POST', url: '/auth/sign-up', payload: {} });
    expect(first.readCaches.latestSignals.size).toBe(0);
  });

  it('forgets the latest signals when another process writes a signal straight into the database', async () => {
    const world = await newWorld();
    const headers = await logIn(first, world.analyst);
    expect(await latestIds(first, world.customer.name, headers)).toEqual([world.signal.id]);
    const imported = await createSignalRow(database.db, {
      customerName: world.customer.name,
      eventType: world.eventType.name,
      publishDate: new Date('2026-03-20T10:00:00Z'),
    });
    await vi.waitFor(async () => {
      expect(await latestIds(first, world.customer.name, headers)).toEqual([imported.id, world.signal.id]);
    });
  });

  it('shows one instance a signal another instance hid, and the hiding instance at once', async () => {
    const world = await newWorld();
    const analystHeaders = await logIn(first, world.analyst);
    const moderatorHeaders = await logIn(second, world.moderator);
    expect(await latestIds(first, world.customer.name, analystHeaders)).toEqual([world.signal.id]);
    expect(await latestIds(second, world.customer.name, moderatorHeaders)).toEqual([world.signal.id]);
    const hidden = await second.inject({
      method: 'POST',
      url: `/events-management/${world.customer.name}/${world.signal.id}/hide`,
      headers: moderatorHeaders,
      payload: { reason: 'duplicate report' },
    });
    expect(hidden.statusCode).toBe(200);
    // The instance that wrote forgets before it answers; the other as soon as the notification arrives.
    expect(await latestIds(second, world.customer.name, moderatorHeaders)).toEqual([]);
    await vi.waitFor(async () => {
      expect(await latestIds(first, world.customer.name, analystHeaders)).toEqual([]);
    });
  });

  it('refuses on one instance a token logged out on another', async () => {
    const world = await newWorld();
    const headers = await logIn(first, world.analyst);
    await latestIds(first, world.customer.name, headers);
    const logout = await second.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const response = await first.inject({ method: 'GET', url: latestUrl(world.customer.name), headers });
      expect(response.statusCode).toBe(401);
    });
  });

  it('applies a withdrawn grant, a demotion and a disabled account changed straight in the database', async () => {
    const world = await newWorld();
    const analystHeaders = await logIn(first, world.analyst);
    await latestIds(first, world.customer.name, analystHeaders);
    await database.db.delete(userCustomers).where(eq(userCustomers.userId, world.analyst.id));
    await vi.waitFor(async () => {
      const response = await first.inject({
        method: 'GET',
        url: latestUrl(world.customer.name),
        headers: analystHeaders,
      });
      expect(response.statusCode).toBe(403);
    });

    const moderatorHeaders = await logIn(first, world.moderator);
    await latestIds(first, world.customer.name, moderatorHeaders);
    await database.db.update(users).set({ privilege: 1 }).where(eq(users.id, world.moderator.id));
    await vi.waitFor(async () => {
      const response = await first.inject({
        method: 'GET',
        url: latestUrl(world.customer.name),
        headers: moderatorHeaders,
      });
      expect(response.statusCode).toBe(403);
    });

    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, world.moderator.id));
    await vi.waitFor(async () => {
      const response = await first.inject({
        method: 'GET',
        url: latestUrl(world.customer.name),
        headers: moderatorHeaders,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  // Only a PostgreSQL server has a notification connection to lose; PGlite's notifications are in-process.
  if (kind === 'postgres') {
    it('reads from the database while its notification connection is lost, and caches again once it listens', async () => {
      const world = await newWorld();
      const headers = await logIn(first, world.analyst);
      await latestIds(first, world.customer.name, headers);
      expect(first.readCaches.latestSignals.size).toBeGreaterThan(0);
      await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
      await vi.waitFor(() => expect(first.readCaches.latestSignals.size).toBe(0));
      // Changes made now reach no listener: the caches must not answer until they listen again.
      const meanwhile = await createSignalRow(database.db, {
        customerName: world.customer.name,
        eventType: world.eventType.name,
        publishDate: new Date('2026-03-25T10:00:00Z'),
      });
      expect(await latestIds(first, world.customer.name, headers)).toEqual([meanwhile.id, world.signal.id]);
      await vi.waitFor(
        async () => {
          await latestIds(first, world.customer.name, headers);
          expect(first.readCaches.latestSignals.size).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 100 },
      );
    });
  }

  it('keeps the mention matchers until a search term changes, whichever process changes it', async () => {
    const customer = await createCustomer(database.db, { discovery: true });
    const discovery = await createDiscovery(database.db, customer.name, [{ term: 'Alpha', keywords: ['alpha'] }]);
    const item = {
      title: 'Beta news',
      sentence: 'Only beta here.',
      translatedSentence: null,
      authors: null,
      url: null,
      source: null,
      publishDate: new Date(),
      language: 'en' as const,
      mediaSegment: 'news' as const,
      reliability: 3,
    };
    const matches = async () => {
      const intake = await prepareMentionIntake(database.db, [customer.name], first.readCaches.mentionMatchers);
      return intake.plan(item, { folders: [customer.name], matchedOnly: true }).length;
    };
    expect(await matches()).toBe(0);
    // The discovery's own notification may still be on its way and clear the first build: one build stays.
    await expect
      .poll(async () => (await matches()) + first.readCaches.mentionMatchers.size, { timeout: 10_000 })
      .toBe(1);
    // An arriving item is no reason to build again: a push batch's answer leaves the matchers alone.
    first.readCaches.forgetAfterWrite();
    expect(first.readCaches.mentionMatchers.size).toBe(1);
    // Straight into the database, as another instance's staff edit would.
    await database.db
      .update(searchTerms)
      .set({ keywords: ['alpha', 'beta'] })
      .where(eq(searchTerms.discoveryId, discovery.id));
    await expect.poll(() => first.readCaches.mentionMatchers.size, { timeout: 10_000 }).toBe(0);
    expect(await matches()).toBe(1);
  });

  it('caches nothing for an app given no way to listen', async () => {
    const world = await newWorld();
    const deaf = await buildApp({ database: { db: database.db, kind: database.kind }, jwtSecret: TEST_JWT_SECRET });
    try {
      const headers = await logIn(deaf, world.analyst);
      await latestIds(deaf, world.customer.name, headers);
      expect(deaf.readCaches.latestSignals.size).toBe(0);
      expect(deaf.readCaches.tokenHolders.size).toBe(0);
    } finally {
      await deaf.close();
    }
  });
});
