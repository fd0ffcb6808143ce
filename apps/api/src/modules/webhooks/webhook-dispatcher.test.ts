import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createdWebhookSchema, WEBHOOK_RETRY_WINDOW_MS, webhookDeliveryListSchema } from '@argus/contract';
import { buildApp } from '../../app';
import { alerts, auditLog, webhookDeliveries, webhooks } from '../../db/schema';
import { parsePrivateHostsPolicy } from '../../lib/outgoing';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { sealWebhookSecret, webhookSealingKey } from './webhook-secrets';
import {
  createQueuedAlerts,
  createView,
  deliveriesOf,
  FAST_DISPATCH,
  startReceiver,
  webhookRow,
  type Receiver,
} from './webhooks.factories';

// The dispatcher against a real node:http receiver on 127.0.0.1 (the test app's policy allows loopback), with a tick of
// 50 ms and retries after 50-400 ms.
const SETTLED = { timeout: 10_000, interval: 25 };

/** Verifies a signature header as a receiver would (README, "Receiving webhooks"). */
function verifySignature(header: string | undefined, body: string, secret: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  const given = Buffer.from(match[2]!, 'hex');
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Math.abs(Date.now() / 1000 - Number(match[1])) < 300
  );
}

describe.each(testDatabaseKinds())('the webhook dispatcher on %s', (kind) => {
  let testApp: TestApp;
  let receiver: Receiver;
  let world: Awaited<ReturnType<typeof makeWorld>>;

  async function makeWorld() {
    const folder = await createCustomer(testApp.db);
    const user = await createUser(testApp.db, { customers: [folder.name] });
    const headers = { authorization: `Bearer ${await testApp.app.tokens.issue(user)}` };
    const view = await createView(testApp.db, { userId: user.id, customerName: folder.name, name: 'Deals in Lyon' });
    return { folder, user, headers, view };
  }

  /** A webhook of the world's user at a path of the receiver (each test its own path, so its own queue). */
  async function createHook(path: string, format = 'json') {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: world.headers,
      payload: { url: receiver.url(path), format },
    });
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookSchema.parse(response.json());
  }

  const queue = (titles: string[], extra: Partial<Parameters<typeof createQueuedAlerts>[1][number]> = {}) =>
    createQueuedAlerts(
      testApp.db,
      titles.map((title) => ({
        userId: world.user.id,
        customerName: world.folder.name,
        viewId: world.view.id,
        title,
        ...extra,
      })),
    );

  async function settled(webhookId: string, count: number) {
    await expect
      .poll(
        async () => (await deliveriesOf(testApp.db, webhookId)).filter((row) => row.status !== 'pending').length,
        SETTLED,
      )
      .toBe(count);
    return deliveriesOf(testApp.db, webhookId);
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    testApp = await buildTestApp(kind, { webhooks: FAST_DISPATCH });
    world = await makeWorld();
  });
  afterEach(() => receiver.answer(() => ({})));
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  it('signs each delivery with the secret shown at creation, names it, and sends the json body', async () => {
    const hook = await createHook('/signed');
    const [alertId] = await queue(['Acquisition: Acme Holding']);
    const [delivery] = await settled(hook.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastHttpStatus: 200, responseBody: 'ok' });
    const [request] = receiver.at('/signed');
    expect(request!.headers['x-argus-delivery']).toBe(delivery!.id);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verifySignature(request!.headers['x-argus-signature'] as string, request!.body, hook.secret)).toBe(true);
    expect(verifySignature(request!.headers['x-argus-signature'] as string, `${request!.body} `, hook.secret)).toBe(
      false,
    );
    expect(request!.body).toBe(delivery!.body);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'alert',
      deliveryId: delivery!.id,
      view: { id: world.view.id, name: 'Deals in Lyon' },
      customer: world.folder.name,
      count: 1,
    });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: 'signal', title: 'Acquisition: Acme Holding' });
    expect(body.items[0].url).toMatch(new RegExp(`^http://localhost:8080/signals\\?customer=${world.folder.name}&id=`));
    expect(delivery!.alertId).toBe(alertId);
    // The log as its owner reads it.
    const log = webhookDeliveryListSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries`, headers: world.headers })
      ).json(),
    );
    expect(log.items[0]).toMatchObject({ id: delivery!.id, status: 'delivered', attempts: 1, lastHttpStatus: 200 });
    expect(log.items[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('retries a 503 with the same id and bytes until it is delivered, counting the attempts', async () => {
    const hook = await createHook('/flaky');
    receiver.answer((request, index) =>
      request.path === '/flaky' && receiver.at('/flaky').length <= 2 ? { status: 503, body: `busy ${index}` } : {},
    );
    await queue(['Flaky one']);
    const [delivery] = await settled(hook.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastHttpStatus: 200, lastError: null });
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['x-argus-delivery']))).toEqual(new Set([delivery!.id]));
    expect(new Set(requests.map((request) => request.body))).toEqual(new Set([delivery!.body]));
    // The webhook failed for a while and is healthy again.
    expect((await webhookRow(testApp.db, hook.id)).failingSince).toBeNull();
  });

  it('does not retry a 400, and keeps the first KB of the answer', async () => {
    const hook = await createHook('/refusing');
    receiver.answer((request) => (request.path === '/refusing' ? { status: 400, body: 'x'.repeat(5000) } : {}));
    await queue(['Refused one']);
    const [delivery] = await settled(hook.id, 1);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastHttpStatus: 400 });
    expect(delivery!.lastError).toContain('400');
    expect(delivery!.responseBody).toBe('x'.repeat(1024));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at('/refusing')).toHaveLength(1);
    expect((await webhookRow(testApp.db, hook.id)).failingSince).not.toBeNull();
  });

  it("keeps one webhook's order while its receiver is slow, and a slow receiver holds up only its own queue", async () => {
    const hook = await createHook('/slow');
    const other = await createHook('/quick-other');
    receiver.answer((request) =>
      request.path === '/slow' && receiver.at('/slow').length === 1 ? { delayMs: 800 } : {},
    );
    // Both webhooks get the three alerts; only /slow's first answer is slow.
    await queue(['first', 'second', 'third']);
    await settled(other.id, 3);
    // /quick-other was done while /slow still waited for its first answer.
    expect(receiver.at('/slow').length).toBeLessThanOrEqual(1);
    const rows = await settled(hook.id, 3);
    const requests = receiver.at('/slow');
    expect(requests.map((request) => request.headers['x-argus-delivery'])).toEqual(rows.map((row) => row.id));
    expect(requests.map((request) => JSON.parse(request.body).items[0].title)).toEqual(['first', 'second', 'third']);
    // The second went out only after the first was answered.
    expect(requests[1]!.receivedAt).toBeGreaterThanOrEqual(requests[0]!.answeredAt!);
  });

  it('does not follow a redirect: the delivery fails, saying the receiver moved', async () => {
    const hook = await createHook('/moved');
    receiver.answer((request) =>
      request.path === '/moved' ? { status: 302, headers: { location: receiver.url('/new-home') } } : {},
    );
    await queue(['Moved one']);
    const [delivery] = await settled(hook.id, 1);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastHttpStatus: 302 });
    expect(delivery!.lastError).toContain('moved');
    expect(delivery!.lastError).toContain('do not follow redirects');
    expect(receiver.at('/new-home')).toHaveLength(0);
  });

  it('sends slack and teams bodies, signed alike', async () => {
    const slack = await createHook('/slack', 'slack');
    const teams = await createHook('/teams', 'teams');
    await queue(['Merger <Acme> & Co']);
    await settled(slack.id, 1);
    await settled(teams.id, 1);
    const [slackRequest] = receiver.at('/slack');
    const slackBody = JSON.parse(slackRequest!.body);
    expect(slackBody.text).toContain('Deals in Lyon');
    expect(JSON.stringify(slackBody.blocks)).toContain('Merger &lt;Acme&gt; &amp; Co');
    expect(
      verifySignature(slackRequest!.headers['x-argus-signature'] as string, slackRequest!.body, slack.secret),
    ).toBe(true);
    const [teamsRequest] = receiver.at('/teams');
    const card = JSON.parse(teamsRequest!.body);
    expect(card.type).toBe('message');
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0].content.type).toBe('AdaptiveCard');
    expect(
      verifySignature(teamsRequest!.headers['x-argus-signature'] as string, teamsRequest!.body, teams.secret),
    ).toBe(true);
  });

  it('composes a summary from its count and the first 20 matches folded into it', async () => {
    const hook = await createHook('/summary');
    // The summary and its folded matches, as the alerts module writes them; only the summary is queued.
    const [summaryId] = await queue(['70 new matches in Deals in Lyon'], {
      type: 'summary',
      count: 70,
      notBefore: new Date(Date.now() + 400),
    });
    await testApp.db.insert(alerts).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: world.user.id,
        type: 'match',
        viewId: world.view.id,
        customerName: world.folder.name,
        kind: 'mentions',
        itemId: crypto.randomUUID(),
        title: `Folded ${index}`,
        url: `/mentions?customer=${world.folder.name}&id=${index}`,
        foldedInto: summaryId,
        createdAt: new Date(Date.now() + index),
      })),
    );
    await settled(hook.id, 1);
    const body = JSON.parse(receiver.at('/summary')[0]!.body);
    expect(body.count).toBe(70);
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({ kind: 'mention', title: 'Folded 0' });
    expect(body.items[0].url).toBe(`http://localhost:8080/mentions?customer=${world.folder.name}&id=0`);
  });

  it('pauses a webhook that has failed for a day, tells its owner, and sends what waited after a resume', async () => {
    const hook = await createHook('/down');
    receiver.answer((request) => (request.path === '/down' ? { status: 500 } : {}));
    await testApp.db
      .update(webhooks)
      .set({ failingSince: new Date(Date.now() - WEBHOOK_RETRY_WINDOW_MS - 60_000) })
      .where(eq(webhooks.id, hook.id));
    await queue(['while down']);
    await expect.poll(async () => (await webhookRow(testApp.db, hook.id)).pausedAt, SETTLED).not.toBeNull();
    const notices = await testApp.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, world.user.id), eq(alerts.type, 'webhook-paused')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ url: '/settings/webhooks', viewId: null });
    expect(notices[0]!.title).toBe(`Webhook to ${new URL(receiver.origin).host} paused after failing for 24 hours`);
    const [pauseAudit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, hook.id), eq(auditLog.action, 'webhook.pause')));
    expect(pauseAudit).toBeDefined();
    // Paused: a new alert waits, and nothing more is sent.
    const sentBefore = receiver.at('/down').length;
    await queue(['while paused']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.at('/down')).toHaveLength(sentBefore);
    receiver.answer(() => ({}));
    const resumed = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/resume`,
      headers: world.headers,
    });
    expect(resumed.json()).toMatchObject({ status: 'active' });
    const rows = await settled(hook.id, 2);
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  it('replays a delivery with its id and body', async () => {
    const hook = await createHook('/replayed');
    await queue(['replay me']);
    const [delivery] = await settled(hook.id, 1);
    const replay = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/deliveries/${delivery!.id}/replay`,
      headers: world.headers,
    });
    expect(replay.statusCode).toBe(200);
    await expect.poll(() => receiver.at('/replayed').length, SETTLED).toBe(2);
    const [first, second] = receiver.at('/replayed');
    expect(second!.headers['x-argus-delivery']).toBe(first!.headers['x-argus-delivery']);
    expect(second!.body).toBe(first!.body);
    const [again] = await settled(hook.id, 1);
    expect(again).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe.each(testDatabaseKinds())('webhook deliveries across restarts and policies on %s', (kind) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  async function seed(db: TestApp['db'], url: string) {
    const folder = await createCustomer(db);
    const user = await createUser(db, { customers: [folder.name] });
    const view = await createView(db, { userId: user.id, customerName: folder.name });
    // Written directly: the address is one the create call refuses, and this is about what the sender does.
    const [hook] = await db
      .insert(webhooks)
      .values({
        userId: user.id,
        url,
        format: 'json',
        secret: sealWebhookSecret('whsec_test', webhookSealingKey(TEST_JWT_SECRET)),
      })
      .returning();
    await createQueuedAlerts(db, [{ userId: user.id, customerName: folder.name, viewId: view.id }]);
    return hook!;
  }

  it('sends after a restart a delivery queued before it', async () => {
    const database = await openTestDatabase(kind);
    try {
      const first = await buildApp({
        database,
        jwtSecret: TEST_JWT_SECRET,
        webhooks: { ...FAST_DISPATCH, dispatching: false },
      });
      const hook = await seed(database.db, receiver.url('/restart'));
      await first.close();
      expect(receiver.at('/restart')).toHaveLength(0);
      const second = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, webhooks: FAST_DISPATCH });
      try {
        await expect.poll(async () => (await deliveriesOf(database.db, hook.id))[0]!.status, SETTLED).toBe('delivered');
        expect(receiver.at('/restart')).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });

  it('fails at once a delivery whose secret another signing secret sealed', async () => {
    const testApp = await buildTestApp(kind, { jwtSecret: `${TEST_JWT_SECRET}-changed`, webhooks: FAST_DISPATCH });
    try {
      const hook = await seed(testApp.db, receiver.url('/resealed'));
      await expect.poll(async () => (await deliveriesOf(testApp.db, hook.id))[0]!.status, SETTLED).toBe('failed');
      const [delivery] = await deliveriesOf(testApp.db, hook.id);
      expect(delivery!.lastError).toContain('JWT_SECRET');
      expect(receiver.at('/resealed')).toHaveLength(0);
    } finally {
      await testApp.close();
    }
  });

  it('refuses a private address when the policy does not allow it, and says so in the log', async () => {
    const testApp = await buildTestApp(kind, {
      webhooks: { ...FAST_DISPATCH, privateHosts: parsePrivateHostsPolicy(undefined) },
    });
    try {
      const hook = await seed(testApp.db, receiver.url('/private'));
      await expect.poll(async () => (await deliveriesOf(testApp.db, hook.id))[0]!.status, SETTLED).toBe('failed');
      const [delivery] = await deliveriesOf(testApp.db, hook.id);
      expect(delivery!.attempts).toBe(1);
      expect(delivery!.lastHttpStatus).toBeNull();
      expect(delivery!.lastError).toContain('127.0.0.1');
      expect(delivery!.lastError).toContain('Argus only calls public internet addresses');
      expect(receiver.at('/private')).toHaveLength(0);
      const [stored] = await testApp.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
      expect(stored!.lockedUntil).toBeNull();
    } finally {
      await testApp.close();
    }
  });
});
