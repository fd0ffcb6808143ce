// The failover drill (issue 40): three instances of the compiled server on one PostgreSQL database behind HAProxy
// (started here, health-checked on /readyz), 200 client connections of mixed reads (~80 %) and signal writes (~20 %)
// for 2 minutes, and one instance killed with SIGKILL at a random moment between 25 % and 60 % of the run. Checked:
// no client error after one retry (a write's with its Idempotency-Key); every acknowledged write (201) in the
// database, row by row, and none stored twice; five live streams reconnect (as the web app does) to a survivor within
// 2 s and miss no signal written during the run; webhook deliveries, source fetches and digests happen exactly once. FAILOVER_SECONDS shortens a trial run. Progress
// goes to stderr; the figures are JSON lines (bench/run.mjs). Without HAProxy the drill says so and fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { createSchedule } from '../apps/api/src/modules/email-schedules/email-schedules.factories';
import { createEventType } from '../apps/api/src/modules/signals/signals.factories';
import { createView } from '../apps/api/src/modules/webhooks/webhooks.factories';
import { createCustomer, createUser } from '../apps/api/test/factories';
import { buildServerForTest } from '../apps/api/test/server-process';
import { benchDatabase } from './bench-database';
import {
  haproxyVersion,
  startHaproxy,
  startInstances,
  stopAll,
  type Balancer,
  type Instance,
} from './drill-failover/cluster';
import {
  checkDigests,
  checkFetches,
  checkWebhook,
  DIGEST_SCHEDULES,
  SOURCES,
  settleWebhook,
  startReceiver,
} from './drill-failover/jobs';
import { call, checkWrites, logIn } from './drill-failover/api';
import { runLoad } from './drill-failover/load';
import { startStreams } from './drill-failover/streams';
import { report } from './report';

const SECONDS = Number(process.env.FAILOVER_SECONDS ?? 120);
const INSTANCES = 3;
const CONNECTIONS = 200;
const STREAMS = 5;
const RECONNECT_GOAL_MS = 2_000;
/** Saved views of the analyst's with alerts on: each write alerts each (bursts fold into a summary, ADR 0136). */
const ALERTING_VIEWS = 2;
const JWT_SECRET = 'drill-failover-signing-secret-of-at-least-32-chars';

const log = (message: string) => process.stderr.write(`[drill-failover] ${message}\n`);
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!);
};

const version = haproxyVersion();
if (!version) {
  log('haproxy is not installed (no `haproxy` on the PATH; Debian: apt-get install haproxy): the drill cannot run');
  report({ name: 'failover-haproxy', value: 0, unit: 'haproxy binary found', goal: '1', pass: false });
  process.exit(1);
}
log(`${version}; ${SECONDS} s at ${CONNECTIONS} connections, ${INSTANCES} instances, ${STREAMS} live streams`);

/** Migrates the fresh database; the drill's folder, event type, moderator (writes) and analyst (reads, streams). */
async function seed(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const customer = await createCustomer(database.db);
    const eventType = await createEventType(database.db, { argumentNames: [] });
    const moderator = await createUser(database.db, { privilege: 2 });
    const analyst = await createUser(database.db, { privilege: 1, customers: [customer.name] });
    for (let view = 0; view < ALERTING_VIEWS; view++) {
      await createView(database.db, { userId: analyst.id, customerName: customer.name });
    }
    const schedules = [];
    for (let index = 0; index < DIGEST_SCHEDULES; index++) {
      const schedule = await createSchedule(database.db, {
        userId: analyst.id,
        customerName: customer.name,
        cron: '* * * * *',
        recipients: [`digest${index}@drill.example`],
      });
      schedules.push(schedule.id);
    }
    return { customerName: customer.name, eventType: eventType.name, moderator, analyst, schedules };
  } finally {
    await database.close();
  }
}

const build = await buildServerForTest('drill-failover');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-drill-failover-'));
const database = benchDatabase('argus_drill_failover');
const receiver = await startReceiver();
let instances: Instance[] = [];
let balancer: Balancer | undefined;
let streams: ReturnType<typeof startStreams> | undefined;
let streamsStopped = false;
try {
  await database.recreate();
  const seeded = await seed(database.url);
  log(`database seeded; starting ${INSTANCES} instances (load average ${loadAverage()})`);
  instances = await startInstances(
    build.serverFile,
    {
      DATABASE_URL: database.url,
      JWT_SECRET,
      DATA_DIR: path.join(workDir, 'data'),
      TRUST_PROXY: 'true',
      // 200 clients behind one balancer share one address; the drill is not about the login limiter.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '100000000',
      // The receiver of webhooks and feeds listens on 127.0.0.1.
      ARGUS_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32',
      // Due digests looked for every 5 s, so that a firing is sent within seconds of its minute.
      DIGEST_CHECK_PATTERN: '*/5 * * * * *',
    },
    INSTANCES,
  );
  balancer = await startHaproxy(workDir, instances);
  log(
    `HAProxy at ${balancer.baseUrl} → ${instances.map((instance) => `${instance.name}:${instance.port}`).join(', ')}`,
  );

  const moderatorToken = await logIn(balancer.baseUrl, seeded.moderator);
  const analystToken = await logIn(balancer.baseUrl, seeded.analyst);
  const webhook = await call<{ id: string }>(balancer.baseUrl, 'POST', '/api/webhooks', analystToken, {
    url: `${receiver.origin}/hook`,
    format: 'json',
  });
  for (let source = 0; source < SOURCES; source++) {
    await call(balancer.baseUrl, 'POST', '/api/sources', moderatorToken, {
      name: `Drill feed ${source}`,
      url: `${receiver.origin}/feed/${source}`,
      customers: [seeded.customerName],
      intervalMinutes: 1,
    });
  }

  const target = { baseUrl: balancer.baseUrl, customerName: seeded.customerName };
  streams = startStreams({ ...target, token: analystToken }, STREAMS, () => streamsStopped);
  await Promise.race([
    Promise.all(streams.clients.map((client) => client.ready)),
    sleep(15_000).then(() => {
      throw new Error('the live streams were not ready within 15 s');
    }),
  ]);
  log(`${STREAMS} live streams ready; load for ${SECONDS} s (load average ${loadAverage()})`);

  const loadStart = Date.now();
  const loadEnd = loadStart + SECONDS * 1000;
  const killAfterMs = SECONDS * 1000 * (0.25 + Math.random() * 0.35);
  const victim = instances[Math.floor(Math.random() * instances.length)]!;
  let killedAt = 0;
  const killer = sleep(killAfterMs).then(async () => {
    killedAt = Date.now();
    log(`kill -9 ${victim.name} (pid ${victim.child.pid}) at ${(killAfterMs / 1000).toFixed(1)} s`);
    await victim.kill();
  });
  const load = await runLoad(
    { ...target, eventType: seeded.eventType, moderatorToken, analystToken },
    { connections: CONNECTIONS, until: () => Date.now() >= loadEnd },
  );
  await killer;
  const seconds = (Date.now() - loadStart) / 1000;
  log(
    `load done: ${load.requests} requests (${Math.round(load.requests / seconds)}/s), ${load.writes} writes ` +
      `(${load.acknowledged.length} acknowledged, ${load.writesRetried} retried, ${load.unacknowledged.length} cut twice), ` +
      `${load.retried} reads retried, ` +
      `${load.errors} errors ${JSON.stringify(load.errorKinds)}; p50 ${percentile(load.latencies, 0.5)} ms, ` +
      `p99 ${percentile(load.latencies, 0.99)} ms (load average ${loadAverage()})`,
  );

  // The streams get the last writes' notifications a moment after their answers.
  const acknowledgedIds = load.acknowledged.map((write) => write.id);
  const missedOf = (seen: Map<string, number>) => acknowledgedIds.filter((id) => !seen.has(id)).length;
  for (let waited = 0; waited < 20_000; waited += 500) {
    if (streams.clients.every((client) => missedOf(client.seen) === 0)) break;
    await sleep(500);
  }
  streamsStopped = true;

  const writes = await checkWrites(database.url, load.acknowledged, load.unacknowledged);
  if (writes.lost.length > 0) log(`lost: ${writes.lost.slice(0, 5).map((write) => write.id)}`);
  const gaps = streams.clients.flatMap((client) => client.gaps);
  const missed = streams.clients.map((client) => missedOf(client.seen));
  const disconnects = streams.clients.reduce((sum, client) => sum + client.disconnects, 0);
  const reloads = streams.clients.reduce((sum, client) => sum + client.reloads, 0);
  const refusals = streams.clients.map((client) => client.refusals).filter((r) => Object.keys(r).length > 0);
  log(`HAProxy: ${JSON.stringify(balancer.transitions())}`);
  const gapParts = streams.clients.flatMap((client) => client.gapParts);
  log(
    `streams: ${disconnects} disconnects, gaps ${JSON.stringify(gaps)} ms (${JSON.stringify(gapParts)}), missed per stream ${JSON.stringify(missed)}, ` +
      `${reloads} reloads, refusals ${JSON.stringify(refusals)}`,
  );

  const pending = await settleWebhook(database.url, webhook.id, 90_000);
  const hook = await checkWebhook(database.url, webhook.id, receiver);
  log(`webhook: ${JSON.stringify(hook)}${pending > 0 ? `, ${pending} still pending after 90 s` : ''}`);
  const fetches = checkFetches(receiver, loadStart, loadEnd);
  log(`source fetches during the load: ${JSON.stringify(fetches)}`);
  const digests = await checkDigests(database.url, seeded.schedules, loadStart, loadEnd);
  log(`digests: ${JSON.stringify(digests)}`);

  const killedAtSeconds = killedAt ? ((killedAt - loadStart) / 1000).toFixed(1) : 'never';
  const run = `${seconds.toFixed(0)} s, ${CONNECTIONS} connections, ${victim.name} killed at ${killedAtSeconds} s`;
  report({
    name: 'failover-requests',
    value: load.requests,
    unit: `requests (${load.reads} reads, ${load.writes} writes, ${Math.round(load.requests / seconds)}/s, p50 ${percentile(load.latencies, 0.5)} ms, p99 ${percentile(load.latencies, 0.99)} ms; ${run})`,
    goal: 'reported',
    pass: killedAt > 0,
  });
  report({
    name: 'failover-client-errors',
    value: load.errors,
    unit: `errors after one retry (${load.retried} reads and ${load.writesRetried} writes retried, the writes with their Idempotency-Key; ${JSON.stringify(load.errorKinds)})`,
    goal: '0',
    pass: load.errors === 0,
  });
  report({
    name: 'failover-lost-writes',
    value: writes.lost.length,
    unit: `of ${load.acknowledged.length} acknowledged writes, checked row by row`,
    goal: '0',
    pass: writes.lost.length === 0 && load.acknowledged.length > 0,
  });
  const replayed = load.acknowledged.filter((write) => write.replayed).length;
  report({
    name: 'failover-unacknowledged-writes',
    value: load.unacknowledged.length,
    unit: `writes without an answer after their retry (${writes.cutStored} of them stored anyway); ${load.writesRetried} writes retried with their key, ${replayed} answered by a replay of a write the kill cut after its commit`,
    goal: 'reported',
    pass: true,
  });
  report({
    name: 'failover-duplicate-writes',
    value: writes.storedTwice.length,
    unit: `of the load's ${load.writes} writes stored more than once (${writes.storedTwice.slice(0, 3).join(', ')})`,
    goal: '0',
    pass: writes.storedTwice.length === 0,
  });
  const maxGap = gaps.length > 0 ? Math.max(...gaps) : 0;
  report({
    name: 'failover-stream-reconnect-ms',
    value: maxGap,
    unit: `ms, the longest end → ready of ${gaps.length} reconnections (web app's retry: at once within 0.5 s, then 1, 2, 4 … s)`,
    goal: `≤ ${RECONNECT_GOAL_MS} (and ≥ 1 stream cut)`,
    pass: gaps.length > 0 && maxGap <= RECONNECT_GOAL_MS,
  });
  // From a write's 201 to its arrival on a stream: how far the instances' push lines (ADR 0046) lag under the load.
  const lags = streams.clients.flatMap((client) =>
    load.acknowledged.flatMap((write) => {
      const seen = client.seen.get(write.id);
      return seen === undefined ? [] : [Math.max(0, seen - write.at)];
    }),
  );
  report({
    name: 'failover-stream-lag-ms',
    value: percentile(lags, 0.99),
    unit: `ms p99 from a write's 201 to its arrival on a stream (p50 ${percentile(lags, 0.5)}, max ${percentile(lags, 1)})`,
    goal: 'reported',
    pass: true,
  });
  const totalMissed = missed.reduce((sum, count) => sum + count, 0);
  report({
    name: 'failover-stream-missed',
    value: totalMissed,
    unit: `signals of ${acknowledgedIds.length} acknowledged never sent, summed over ${STREAMS} streams (${reloads} reloads)`,
    goal: '0',
    pass: totalMissed === 0 && reloads === 0,
  });
  report({
    name: 'failover-webhook-duplicates',
    value: hook.duplicates,
    unit: `deliveries received more than once (same X-Argus-Delivery) of ${hook.deliveries}`,
    goal: '0',
    pass: hook.duplicates === 0 && hook.deliveries > 0,
  });
  report({
    name: 'failover-webhook-missing',
    value: hook.missing,
    unit: `deliveries never received of ${hook.deliveries} (${JSON.stringify(hook.statuses)}; 90 s to settle)`,
    goal: '0',
    pass: hook.missing === 0 && hook.deliveries > 0,
  });
  report({
    name: 'failover-source-fetch-duplicates',
    value: fetches.duplicates,
    unit: `fetches of a source < 30 s after its previous (interval 1 min), of ${fetches.fetches} for ${SOURCES} sources; longest gap ${Math.round(fetches.maxGapMs / 1000)} s`,
    goal: '0',
    pass: fetches.duplicates === 0 && fetches.fetches > 0,
  });
  report({
    name: 'failover-digest-duplicates',
    value: digests.duplicates,
    unit: `mails beyond one per firing (${digests.mails} mails for ${digests.firings} firings)`,
    goal: '0',
    pass: digests.duplicates === 0,
  });
  report({
    name: 'failover-digest-missed',
    value: digests.missed,
    unit: `firings without a mail of ${digests.firings} (${DIGEST_SCHEDULES} schedules, every minute during the load)`,
    goal: '0',
    pass: digests.missed === 0,
  });
} catch (error) {
  for (const instance of instances) log(`${instance.name} output:\n${instance.output().slice(-3000)}`);
  if (balancer) log(`HAProxy output:\n${balancer.output().slice(-3000)}`);
  throw error;
} finally {
  streamsStopped = true;
  await streams?.close();
  await stopAll(instances, balancer);
  await receiver.close();
  await database.drop().catch((error: unknown) => log(`dropping the database: ${String(error)}`));
  fs.rmSync(workDir, { recursive: true, force: true });
  build.remove();
}
