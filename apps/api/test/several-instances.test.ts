import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { latestSignalsResponseSchema, signalSchema, type CreateSignalRequest } from '@argus/contract';
import type { DatabaseHandle } from '../src/db/client';
import { emailMessages } from '../src/db/schema';
import { createSchedule, createSignal } from '../src/modules/email-schedules/email-schedules.factories';
import { createEventType } from '../src/modules/signals/signals.factories';
import { TEST_JWT_SECRET } from './build-test-app';
import { createCustomer, createUser } from './factories';
import { openLiveStream } from './live-stream';
import { buildServerForTest, startServerProcess, type ServerProcess } from './server-process';
import { openTestDatabase } from './test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const DAY = 24 * 60 * 60 * 1000;
// Notifications travel through the database server: what one instance writes, the other hears within milliseconds.
// The polls below allow a busy machine far more than that, and fail rather than wait for ever.
const HEARD_WITHIN = { timeout: 10_000, interval: 50 };

// Two instances of the compiled server (ADR 0115) (`npm start`'s own build) on one PostgreSQL database, as behind a
// load balancer. Each is its own process with its own pool and listener connection; they share only the database and
// the signing secret. The in-process suites (read-caches, live-signals, digest-scheduler) test each mechanism in
// detail; this one shows that the processes that operators run do it.
describe.skipIf(!serverUrl)('two instances of the server on one PostgreSQL database', () => {
  let database: DatabaseHandle & { url?: string };
  let build: Awaited<ReturnType<typeof buildServerForTest>>;
  let workDir: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let world: Awaited<ReturnType<typeof seedWorld>>;

  async function seedWorld() {
    const customer = await createCustomer(database.db);
    const eventType = await createEventType(database.db, { argumentNames: [] });
    const analyst = await createUser(database.db, {
      privilege: 1,
      customers: [customer.name],
      email: 'a@test.example',
    });
    const moderator = await createUser(database.db, { privilege: 2 });
    return { customer, eventType, analyst, moderator };
  }

  beforeAll(async () => {
    [database, build] = await Promise.all([openTestDatabase('postgres'), buildServerForTest('instances')]);
    world = await seedWorld();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-instances-'));
    const instance = (name: string) =>
      startServerProcess(build.serverFile, {
        DATABASE_URL: database.url!,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: path.join(workDir, name),
        MAIL_OUTBOX_DIR: path.join(workDir, name, 'outbox'),
        // Every second instead of every minute, so that the test sees many ticks contend without waiting minutes.
        DIGEST_CHECK_PATTERN: '* * * * * *',
      });
    [first, second] = await Promise.all([instance('first'), instance('second')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    build?.remove();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  function showOutputOnFailure() {
    onTestFailed(() => {
      console.error(`first instance:\n${first.output()}\nsecond instance:\n${second.output()}`);
    });
  }

  async function logIn(instance: ServerProcess, user: { username: string; password: string }) {
    const response = await fetch(`${instance.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  // The last week, through tomorrow: every signal the tests write is published now.
  const latestUrl = () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    return `/api/events/latest/${world.customer.name}?start=${day(-7)}&end=${day(1)}`;
  };

  const get = (instance: ServerProcess, url: string, token: string) =>
    fetch(`${instance.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

  async function latestIds(instance: ServerProcess, token: string) {
    const response = await get(instance, latestUrl(), token);
    expect(response.status).toBe(200);
    return latestSignalsResponseSchema.parse(await response.json()).events.map((event) => event.id);
  }

  async function createSignalThrough(instance: ServerProcess, token: string, title: string) {
    const request: CreateSignalRequest = {
      customerName: world.customer.name,
      targetEntityName: 'acme holding',
      eventType: world.eventType.name,
      publishDate: new Date().toISOString(),
      mediaSegment: 'news',
      reliability: 4,
      language: 'en',
      title,
      sentence: `${title}.`,
      eventArguments: [],
    };
    const response = await fetch(`${instance.baseUrl}/events-management`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(201);
    return signalSchema.parse(await response.json());
  }

  /** One counter of the instance's Prometheus text, 0 when it has no such line yet. */
  async function metric(instance: ServerProcess, line: string) {
    const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
    const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
    return found ? Number(found.slice(line.length + 1)) : 0;
  }

  it('refuses on one instance a token logged out on the other', async () => {
    showOutputOnFailure();
    const token = await logIn(first, world.analyst);
    expect((await get(second, latestUrl(), token)).status).toBe(200);

    const logout = await fetch(`${first.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await get(first, latestUrl(), token)).status).toBe(401);
    // The second instance had the token's holder cached: the revocation's notification makes it ask again.
    await expect.poll(async () => (await get(second, latestUrl(), token)).status, HEARD_WITHIN).toBe(401);
  });

  it('answers on one instance a signal written through the other, though it had the folder cached', async () => {
    showOutputOnFailure();
    const analystToken = await logIn(second, world.analyst);
    const moderatorToken = await logIn(first, world.moderator);
    const before = await latestIds(second, analystToken);
    const created = await createSignalThrough(first, moderatorToken, 'Acme opens a plant');
    await expect.poll(() => latestIds(second, analystToken), HEARD_WITHIN).toEqual([created.id, ...before]);
  });

  it('pushes a signal written through one instance to a live stream on the other', async () => {
    showOutputOnFailure();
    const analystToken = await logIn(second, world.analyst);
    const moderatorToken = await logIn(first, world.moderator);
    const stream = await openLiveStream(second.baseUrl, world.customer.name, analystToken);
    try {
      expect(stream.response.status).toBe(200);
      await stream.ready();
      expect(await metric(second, 'argus_live_stream_clients')).toBe(1);
      const created = await createSignalThrough(first, moderatorToken, 'Acme sells a plant');
      await expect.poll(() => stream.upsertedIds(), HEARD_WITHIN).toEqual([created.id]);
      expect(stream.changes()[0]!.upsert[0]).toEqual(created);
    } finally {
      stream.close();
    }
  });

  it('sends a due digest once, though both instances look for it every second', async () => {
    showOutputOnFailure();
    const ticksBefore = await Promise.all(
      [first, second].map((instance) => metric(instance, 'argus_digest_scheduler_runs_total{outcome="idle"}')),
    );
    await createSignal(database.db, { customerName: world.customer.name, eventType: world.eventType.name });
    const schedule = await createSchedule(database.db, {
      userId: world.analyst.id,
      customerName: world.customer.name,
      cron: '0 6 * * *',
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const sentBy = async () =>
      Promise.all(
        [first, second].map((instance) => metric(instance, 'argus_digest_scheduler_runs_total{outcome="sent"}')),
      );
    await expect.poll(async () => (await sentBy()).reduce((sum, sent) => sum + sent, 0), HEARD_WITHIN).toBe(1);
    // Both instances go on ticking (three more idle ticks each), and neither sends it again.
    await expect
      .poll(
        async () =>
          Promise.all(
            [first, second].map(
              async (instance, index) =>
                (await metric(instance, 'argus_digest_scheduler_runs_total{outcome="idle"}')) - ticksBefore[index]! >=
                3,
            ),
          ),
        HEARD_WITHIN,
      )
      .toEqual([true, true]);
    expect((await sentBy()).reduce((sum, sent) => sum + sent, 0)).toBe(1);
    const messages = await database.db.select().from(emailMessages).where(eq(emailMessages.scheduleId, schedule.id));
    expect(messages).toHaveLength(1);
    const written = ['first', 'second'].flatMap((name) => {
      const outbox = path.join(workDir, name, 'outbox');
      return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    });
    expect(written).toHaveLength(1);
  });

  it('both stop on SIGTERM with exit code 0, closing their connections', async () => {
    showOutputOnFailure();
    expect(await Promise.all([first.stop(), second.stop()])).toEqual([0, 0]);
  });
});
