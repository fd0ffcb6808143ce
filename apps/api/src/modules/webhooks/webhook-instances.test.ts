import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import { sealWebhookSecret, webhookSealingKey } from './webhook-secrets';
import { createQueuedAlerts, createView, FAST_DISPATCH, startReceiver, type Receiver } from './webhooks.factories';

// 600 deliveries, 75 per webhook: both instances claim from every webhook many times over (1,000 alerts took 25 s of
// the unit suite for the same check).
const ALERTS = 300;
const USERS = 4;
const HOOKS_PER_USER = 2;

// Two instances of the app, each with its own connection pool, dispatching from one PostgreSQL database, as two
// servers behind a load balancer do (PGlite is one process's database: there is no second instance to run). Each
// delivery must reach the receiver once, and each webhook's in the order they were queued.
describe.skipIf(!process.env.TEST_DATABASE_URL)('webhook deliveries from two instances on PostgreSQL', () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    first = await openTestDatabase('postgres');
    second = await openDatabase({ kind: 'postgres', url: first.url! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await receiver?.close();
  });

  it(`sends each of the deliveries of ${ALERTS.toLocaleString('en')} alerts exactly once, in order per webhook`, async () => {
    const db = first.db;
    const folder = await createCustomer(db);
    const secret = sealWebhookSecret('whsec_instances', webhookSealingKey(TEST_JWT_SECRET));
    const owners: { userId: string; viewId: string }[] = [];
    const hookIds: string[] = [];
    for (let index = 0; index < USERS; index++) {
      const user = await createUser(db, { customers: [folder.name] });
      const view = await createView(db, { userId: user.id, customerName: folder.name });
      owners.push({ userId: user.id, viewId: view.id });
      for (let hook = 0; hook < HOOKS_PER_USER; hook++) {
        const [row] = await db
          .insert(webhooks)
          .values({ userId: user.id, url: receiver.url(`/h${index}-${hook}`), format: 'json', secret })
          .returning({ id: webhooks.id });
        hookIds.push(row!.id);
      }
    }
    // Queued the way matching writes queue them: a transaction at a time (here 50 alerts each), while both run.
    const instances = await Promise.all(
      [first, second].map((database) =>
        buildApp({ database, jwtSecret: TEST_JWT_SECRET, webhooks: { ...FAST_DISPATCH, concurrency: 4 } }),
      ),
    );
    try {
      for (let start = 0; start < ALERTS; start += 50) {
        await createQueuedAlerts(
          db,
          Array.from({ length: 50 }, (_, offset) => {
            const owner = owners[(start + offset) % USERS]!;
            return { ...owner, customerName: folder.name, title: `Alert ${start + offset}` };
          }),
        );
      }
      const expected = ALERTS * HOOKS_PER_USER;
      await expect
        .poll(() => receiver.received.length, { timeout: 120_000, interval: 200 })
        .toBeGreaterThanOrEqual(expected);
      // A moment more, for a second sending of anything to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = receiver.received.map((request) => request.headers['x-argus-delivery'] as string);
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);

      const rows = await db
        .select({
          id: webhookDeliveries.id,
          webhookId: webhookDeliveries.webhookId,
          status: webhookDeliveries.status,
          attempts: webhookDeliveries.attempts,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.webhookId, hookIds))
        .orderBy(asc(webhookDeliveries.seq));
      expect(rows).toHaveLength(expected);
      expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
      const received = new Set(ids);
      expect(rows.every((row) => received.has(row.id))).toBe(true);
      for (const [index, hookId] of hookIds.entries()) {
        const path = `/h${Math.floor(index / HOOKS_PER_USER)}-${index % HOOKS_PER_USER}`;
        const sent = receiver.at(path).map((request) => request.headers['x-argus-delivery']);
        expect(sent, path).toEqual(rows.filter((row) => row.webhookId === hookId).map((row) => row.id));
      }
      const [{ id: anyHook }] = [{ id: hookIds[0]! }];
      expect((await db.select().from(webhooks).where(eq(webhooks.id, anyHook)))[0]!.failingSince).toBeNull();
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  }, 180_000);
});
