// Outgoing webhooks (ADR 0136) on the PostgreSQL server: 20 webhooks on a local HTTP receiver, one of which answers
// only after 2 s, and the product's dispatcher (`startWebhookDispatcher`, default timing: a tick a second, 16 webhooks
// at once). a. Steady: alerts queued at 1,000 a minute for a minute (round robin over the 20 webhooks, each queued in
// its own transaction as a matching write queues it); how long each of the 19 quick webhooks' deliveries took from
// its queuing to its answer, and how many went out in the minute. b. A burst of 1,000 at once: how fast the quick
// webhooks' share drains. The slow webhook must hold up only its own queue. BENCH_ALERT_DELIVERIES makes a smaller run;
// BENCH_KEEP_DATABASE=1 leaves argus_bench_alerts_deliveries behind.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../apps/api/src/db/client';
import { customers, savedViews, users, webhooks } from '../apps/api/src/db/schema';
import { parsePrivateHostsPolicy } from '../apps/api/src/lib/outgoing';
import { DEFAULT_WEBHOOK_TIMING, startWebhookDispatcher } from '../apps/api/src/modules/webhooks/webhook-dispatcher';
import { sealWebhookSecret, webhookSealingKey } from '../apps/api/src/modules/webhooks/webhook-secrets';
import { createQueuedAlerts } from '../apps/api/src/modules/webhooks/webhooks.factories';
import { benchDatabase } from './bench-database';
import { report } from './report';

const BENCH_DATABASE = 'argus_bench_alerts_deliveries';
const PER_MINUTE = Number(process.env.BENCH_ALERT_DELIVERIES ?? 1_000);
const WEBHOOKS = 20;
const SLOW_ANSWER_MS = 2_000;
const LATENCY_GOAL_MS = 5_000;
const SIGNING_SECRET = 'bench-signing-secret-that-is-long-enough';

const log = (message: string) => process.stderr.write(`[alerts-deliveries] ${message}\n`);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** The receiver: records when each delivery arrived; /slow answers after 2 s, every other path at once. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.set(String(request.headers['x-argus-delivery']), Date.now());
      const answer = () => response.writeHead(200).end('ok');
      if (request.url === '/slow') setTimeout(answer, SLOW_ANSWER_MS);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, arrivals, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function run() {
  const database = benchDatabase(BENCH_DATABASE);
  const reachable = await database.recreate().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    log('no PostgreSQL server at BENCH_DATABASE_URL: nothing measured');
    return;
  }
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  const receiver = await startReceiver();
  const sealingKey = webhookSealingKey(SIGNING_SECRET);
  const dispatcher = startWebhookDispatcher(
    handle.db,
    {
      ...DEFAULT_WEBHOOK_TIMING,
      privateHosts: parsePrivateHostsPolicy('127.0.0.1/32'),
      sealingKey,
      publicUrl: 'https://argus.example',
    },
    pino({ level: 'silent' }),
  );
  try {
    await handle.migrate();
    const db = handle.db;
    await db.insert(customers).values({ name: 'bench_folder', folderDbTable: 'events_bench_folder' });
    const owners: { userId: string; viewId: string; slow: boolean }[] = [];
    const secret = sealWebhookSecret('whsec_bench', sealingKey);
    for (let index = 0; index < WEBHOOKS; index++) {
      const [user] = await db
        .insert(users)
        .values({ username: `bench_user_${index}`, privilege: 1, passwordHash: 'x' })
        .returning({ id: users.id });
      const [view] = await db
        .insert(savedViews)
        .values({
          userId: user!.id,
          customerName: 'bench_folder',
          kind: 'signals',
          name: 'Deals',
          criteria: '',
          alert: true,
        })
        .returning({ id: savedViews.id });
      const slow = index === 0;
      await db.insert(webhooks).values({
        userId: user!.id,
        url: `${receiver.origin}${slow ? '/slow' : `/quick/${index}`}`,
        format: 'json',
        secret,
      });
      owners.push({ userId: user!.id, viewId: view!.id, slow });
    }
    let counter = 0;
    const queueOne = async () => {
      const owner = owners[counter++ % WEBHOOKS]!;
      const [alertId] = await createQueuedAlerts(db, [
        { userId: owner.userId, viewId: owner.viewId, customerName: 'bench_folder', title: `Alert ${counter}` },
      ]);
      return { alertId: alertId!, slow: owner.slow };
    };
    const quickDeliveries = async (alertIds: string[]) => {
      const result = await db.execute(sql`
        select d.id, d.status, d.created_at, d.delivered_at from webhook_deliveries d
         where d.alert_id in (select unnest(${`{${alertIds.join(',')}}`}::uuid[]))`);
      return (
        result as unknown as { rows: { id: string; status: string; created_at: Date; delivered_at: Date | null }[] }
      ).rows;
    };

    // a. Steady: PER_MINUTE alerts over 60 s, one transaction each.
    const steady: { alertId: string; slow: boolean }[] = [];
    const started = Date.now();
    for (let index = 0; index < PER_MINUTE; index++) {
      const due = started + (index * 60_000) / PER_MINUTE;
      if (due > Date.now()) await sleep(due - Date.now());
      steady.push(await queueOne());
    }
    const queuedInMs = Date.now() - started;
    const quickIds = steady.filter((entry) => !entry.slow).map((entry) => entry.alertId);
    const deadline = Date.now() + 30_000;
    let rows = await quickDeliveries(quickIds);
    while (rows.some((row) => row.status !== 'delivered') && Date.now() < deadline) {
      await sleep(250);
      rows = await quickDeliveries(quickIds);
    }
    const latencies = rows
      .filter((row) => row.delivered_at)
      .map((row) => new Date(row.delivered_at!).getTime() - new Date(row.created_at).getTime());
    const withinMinute = rows.filter(
      (row) => row.delivered_at && new Date(row.delivered_at).getTime() <= started + 61_000,
    ).length;
    const slowSent = [...receiver.arrivals.keys()].length - rows.filter((row) => receiver.arrivals.has(row.id)).length;
    log(
      `steady: ${steady.length} alerts queued in ${round(queuedInMs / 1000, 1)} s; quick deliveries ` +
        `${rows.filter((row) => row.status === 'delivered').length}/${quickIds.length} delivered, p50 ` +
        `${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, max ${Math.max(...latencies)} ms; ` +
        `the slow receiver got ${slowSent} of ${steady.length - quickIds.length}`,
    );
    report({
      name: `alerts-deliveries-steady-p95: ${PER_MINUTE.toLocaleString('en')} alerts a minute to ${WEBHOOKS} webhooks, one answering after ${SLOW_ANSWER_MS / 1000} s; the others' queued-to-answered p95`,
      value: percentile(latencies, 0.95),
      unit: 'ms',
      goal: `< ${LATENCY_GOAL_MS}, every one delivered`,
      pass: latencies.length === quickIds.length && percentile(latencies, 0.95) < LATENCY_GOAL_MS,
    });
    report({
      name: `alerts-deliveries-steady-rate: the quick webhooks' deliveries answered within the minute they were queued in (of ${quickIds.length})`,
      value: withinMinute,
      unit: 'deliveries',
      goal: `≥ ${Math.floor(quickIds.length * 0.95)} (95 %)`,
      pass: withinMinute >= Math.floor(quickIds.length * 0.95),
    });

    // b. A burst: PER_MINUTE alerts queued at once (in 20 transactions), the quick share drained.
    const slowBefore = await db.execute(
      sql`select count(*)::int as n from webhook_deliveries where status = 'pending'`,
    );
    log(
      `before the burst: ${(slowBefore as unknown as { rows: { n: number }[] }).rows[0]!.n} deliveries pending (the slow webhook's)`,
    );
    const burst: { alertId: string; slow: boolean }[] = [];
    const burstStarted = Date.now();
    for (let batch = 0; batch < 20; batch++) {
      const list = Array.from({ length: Math.ceil(PER_MINUTE / 20) }, () => owners[counter++ % WEBHOOKS]!);
      const ids = await createQueuedAlerts(
        db,
        list.map((owner) => ({ userId: owner.userId, viewId: owner.viewId, customerName: 'bench_folder' })),
      );
      ids.forEach((alertId, index) => burst.push({ alertId, slow: list[index]!.slow }));
    }
    dispatcher.wake();
    const burstQuick = burst.filter((entry) => !entry.slow).map((entry) => entry.alertId);
    const burstDeadline = Date.now() + 120_000;
    rows = await quickDeliveries(burstQuick);
    while (rows.some((row) => row.status !== 'delivered') && Date.now() < burstDeadline) {
      await sleep(100);
      rows = await quickDeliveries(burstQuick);
    }
    const lastDelivered = Math.max(
      ...rows.map((row) => (row.delivered_at ? new Date(row.delivered_at).getTime() : Infinity)),
    );
    const burstMs = lastDelivered - burstStarted;
    const perMinute = round((burstQuick.length * 60_000) / burstMs);
    log(`burst: ${burstQuick.length} quick deliveries answered in ${round(burstMs)} ms (${perMinute} a minute)`);
    report({
      name: `alerts-deliveries-burst: ${burst.length.toLocaleString('en')} alerts queued at once; the quick webhooks' ${burstQuick.length} deliveries, beside the slow one's queue`,
      value: perMinute,
      unit: 'per minute',
      goal: `≥ ${PER_MINUTE}`,
      pass: Number.isFinite(burstMs) && perMinute >= PER_MINUTE,
    });
  } finally {
    await dispatcher.stop();
    await receiver.close();
    await handle.close();
    if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
  }
}

await run();
