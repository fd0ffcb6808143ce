// Drill of load: 200 connections for 60 s on the latest-signals call (as the analyst) and on login, against
// the compiled server in a process of its own; goals: no errors or non-2xx answers, p99 and rate reported, and the
// server's resident memory after the runs at most 20 % above what it was after a warm-up (both read idle, after a
// full garbage collection: drill-load/server-memory.ts).
// By default the server runs as production runs it (several instances on PostgreSQL): on a database of
// the drill's own on the local PostgreSQL server. BENCH_LOAD_DATABASE=pglite runs it on the embedded database (PGlite,
// inside the server's process) as `npm start` runs it out of the box; every query then runs on the server's own event
// loop, and logins (about 29 ms of PGlite time each) time out under 200 connections: the embedded mode is for one
// machine and a few users (README, "The embedded database and PostgreSQL"). See drill-load/server-database.ts.
// autocannon runs in another process (signals-api/load-process.ts).
// BENCH_LOAD_SECONDS shortens a trial run.
import os from 'node:os';
import { buildServerForTest, startServerProcess, type ServerProcess } from '../apps/api/test/server-process';
import type { LoadAnswer } from './signals-api/load-process';
import { startLoadGenerator } from './signals-api/measure';
import { DEMO_PASSWORD, prepareServerDatabase } from './drill-load/server-database';
import { INSPECTOR_OPTIONS, memoryOf, settledMemoryOf } from './drill-load/server-memory';
import { report } from './report';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 200;
/** Per route, before the memory is first read: the caches filled, the hashing threads started, code compiled. */
const WARM_UP_SECONDS = 10;
const MEMORY_GROWTH_GOAL_PERCENT = 20;
/** The analyst's monitoring folder in the demo world (apps/api/src/db/seed/users.ts). */
const CUSTOMER = 'northwind';

const log = (message: string) => process.stderr.write(`[drill-load] ${message}\n`);
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const day = (date: Date) => date.toISOString().slice(0, 10);

async function routesOf(baseUrl: string) {
  const credentials = JSON.stringify({ username: 'analyst', password: DEMO_PASSWORD });
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });
  if (!login.ok) throw new Error(`the analyst's login answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  // The Signals screen's call: the last 30 days, the default limit (500). A browser's Accept-Encoding, as the web
  // app's requests carry it (see signals-api in bench/README.md).
  const end = new Date();
  const start = new Date(end.getTime() - 30 * 86_400_000);
  const latest = `${baseUrl}/api/events/latest/${CUSTOMER}?start=${day(start)}&end=${day(end)}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const answer = await fetch(latest, { headers });
  const { events, total } = (await answer.json()) as { events: unknown[]; total: number };
  log(`latest: ${answer.status}, ${events.length} of ${total} signals`);
  return [
    { name: 'latest', url: latest, method: 'GET', headers },
    {
      name: 'login',
      url: `${baseUrl}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    },
  ] as const;
}

function reportRun(name: string, answer: LoadAnswer) {
  const failed = answer.errors + answer.non2xx;
  const rate = Math.round(answer.requests / answer.seconds);
  const detail = `${answer.requests} requests in ${answer.seconds} s, ${CONNECTIONS} connections`;
  log(
    `${name}: ${detail}, statuses ${JSON.stringify(answer.statusCodes)}, p50 ${answer.latencyP50} ms, max ${answer.latencyMax} ms`,
  );
  report({
    name: `drill-load-${name}-errors`,
    value: failed,
    unit: `errors + non-2xx (${answer.timeouts} timeouts; ${detail})`,
    goal: '0',
    pass: failed === 0,
  });
  report({ name: `drill-load-${name}-p99`, value: answer.latencyP99, unit: 'ms', goal: 'reported', pass: true });
  report({ name: `drill-load-${name}-rps`, value: rate, unit: 'requests/s', goal: 'reported', pass: true });
}

const build = await buildServerForTest('drill-load');
const database = await prepareServerDatabase();
const loader = startLoadGenerator();
let server: ServerProcess | undefined;
try {
  log(`starting the server on the demo world (${database.kind}), load average ${loadAverage()}`);
  server = await startServerProcess(
    build.serverFile,
    {
      ...database.environment,
      ...INSPECTOR_OPTIONS,
      // 200 connections from one address would meet the per-address login limit (30 a minute) at once: the drill
      // measures the login's capacity, not the limiter (login-rate-limit.test.ts checks that). Every login here
      // succeeds, so the failures-per-username limit does not come into it.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '100000000',
    },
    // The embedded database's first start seeds the demo world: ~40 s on a busy machine.
    600_000,
  );
  const pid = server.child.pid!;
  const routes = await routesOf(server.baseUrl);
  for (const route of routes) await loader.run({ ...route, seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
  const before = await settledMemoryOf(server);
  log(`settled after the warm-up: RSS ${before.rss.toFixed(0)} MiB, V8 heap in use ${before.heap.toFixed(0)} MiB`);
  for (const route of routes) {
    log(`${route.name}: ${SECONDS} s at ${CONNECTIONS} connections, load average ${loadAverage()}`);
    reportRun(route.name, await loader.run({ ...route, seconds: SECONDS, connections: CONNECTIONS }));
    log(`after ${route.name}: RSS ${memoryOf(pid).rss.toFixed(0)} MiB, load average ${loadAverage()}`);
  }
  const after = await settledMemoryOf(server);
  const growth = ((after.rss - before.rss) / before.rss) * 100;
  log(`settled after the runs: RSS ${after.rss.toFixed(0)} MiB, V8 heap in use ${after.heap.toFixed(0)} MiB`);
  report({
    name: 'drill-load-memory-growth',
    value: Math.round(growth * 10) / 10,
    unit: `% (RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MiB after a full GC; peak ${after.peak.toFixed(0)} MiB; heap ${before.heap.toFixed(0)} → ${after.heap.toFixed(0)} MiB)`,
    goal: `≤ ${MEMORY_GROWTH_GOAL_PERCENT}`,
    pass: growth <= MEMORY_GROWTH_GOAL_PERCENT,
  });
} catch (error) {
  if (server) log(`server output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await server?.stop();
  await loader.close();
  build.remove();
  await database.remove();
}
