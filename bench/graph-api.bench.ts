// The knowledge graph's reads (ADR 0099) at production size: the 1M-signal world of the signals-api
// benchmark (20 customers, a year of signals that name their counterparties in arguments), read by an analyst granted
// every folder, over HTTP one call at a time (p50/p95), as a browser asks (Accept-Encoding: gzip, deflate, br). Its
// own database (argus_bench_graph). BENCH_SIGNALS makes a smaller trial; BENCH_KEEP_DATABASE=1 keeps the database for
// EXPLAIN, and BENCH_REUSE_DATABASE=1 then skips the ~5-minute load (migrations still run, so a new one is measured).
import { sql } from 'drizzle-orm';
import { graphNetworkSchema, type GraphNetwork } from '@argus/contract';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { customers, userCustomers, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchDatabase } from './bench-database';
import { loadGraphWorld } from './graph-api/graph-world';
import { report } from './report';
import { measureLatency, round, type LatencySummary } from './signals-api/measure';

const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const BENCH_DATABASE = 'argus_bench_graph';
const MONTHS = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);
// The biggest folder (~18 % of the signals, ~15,000 a month) and a typical one (~6 %, ~5,000 a month).
const BIG_FOLDER = 'bench_01';
const TYPICAL_FOLDER = 'bench_06';
const ANALYST = { username: 'bench-graph-analyst', password: 'bench-graph-analyst-password' };
const P95_GOAL_MS = 100;
// What Chromium and Firefox send on every request; fetch decodes the answer as a browser does.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const database = benchDatabase(BENCH_DATABASE);

function log(message: string) {
  process.stderr.write(`[graph-api] ${message}\n`);
}

/** The analyst who reads: granted every folder, the graph turned on (made afresh on every run). */
async function createAnalyst(handle: DatabaseHandle) {
  const { db } = handle;
  await db.delete(users).where(sql`${users.username} = ${ANALYST.username}`);
  const [analyst] = await db
    .insert(users)
    .values({
      username: ANALYST.username,
      passwordHash: await hashPassword(ANALYST.password),
      privilege: 1,
      knowledgeGraph: true,
    })
    .returning({ id: users.id });
  const customerNames = (await db.select({ name: customers.name }).from(customers)).map((row) => row.name);
  await db.insert(userCustomers).values(customerNames.map((customerName) => ({ userId: analyst!.id, customerName })));
}

/** First and last day of a month. */
function monthDays(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10) };
}

function reportLatency(name: string, summary: LatencySummary, goal: boolean) {
  log(`${name}: ${summary.samples} samples, slowest ${summary.slowest}`);
  report({ name: `${name} p50`, value: summary.p50, unit: 'ms', goal: 'baseline', pass: true });
  report({
    name: `${name} p95`,
    value: summary.p95,
    unit: 'ms',
    goal: goal ? `< ${P95_GOAL_MS}` : 'baseline',
    pass: !goal || summary.p95 < P95_GOAL_MS,
  });
}

type Forget = { graphs: () => void; answers: () => void };

async function measureGraph(baseUrl: string, token: string, forget: Forget) {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const fetchJson = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/knowledge-graph/${path}`, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`);
    return JSON.parse(body) as unknown;
  };
  const latency = { warmUp: 6, samples: 120, budgetMs: 60_000 };

  // Each month's network once, untimed: its busiest entities are the centres and timelines measured below.
  const networks = new Map<string, GraphNetwork>();
  for (const customer of [BIG_FOLDER, TYPICAL_FOLDER]) {
    for (const month of MONTHS) {
      const { from, to } = monthDays(month);
      networks.set(
        `${customer} ${month}`,
        graphNetworkSchema.parse(await fetchJson(`network/${customer}?from=${from}&to=${to}`)),
      );
    }
  }
  const big = networks.get(`${BIG_FOLDER} 2025-10`)!;
  const wire = await fetch(`${baseUrl}/api/knowledge-graph/network/${BIG_FOLDER}?from=2025-10-01&to=2025-10-31`, {
    headers,
  });
  const plainBytes = (await wire.arrayBuffer()).byteLength;
  log(
    `${BIG_FOLDER} 2025-10: ${big.nodes.length} nodes, ${big.edges.length} edges (${big.omittedNodes} nodes and ` +
      `${big.omittedEdges} edges left out), ${plainBytes} bytes of JSON (${wire.headers.get('content-encoding')} on the wire)`,
  );
  report({
    name: 'graph-api-network: biggest folder, a month, nodes',
    value: big.nodes.length,
    unit: 'nodes',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'graph-api-network: biggest folder, a month, edges',
    value: big.edges.length,
    unit: 'edges',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'graph-api-network: biggest folder, a month, JSON',
    value: round(plainBytes / 1024),
    unit: 'KB',
    goal: 'baseline',
    pass: true,
  });

  const busiest = (customer: string, month: string, count: number) =>
    networks
      .get(`${customer} ${month}`)!
      .nodes.filter((node) => node.kind === 'entity')
      .slice(0, count)
      .map((node) => node.id);

  for (const [label, customer] of [
    ['biggest folder', BIG_FOLDER],
    ['typical folder', TYPICAL_FOLDER],
  ] as const) {
    const calls = (path: (month: string, days: string) => string) =>
      MONTHS.map((month) => {
        const { from, to } = monthDays(month);
        const url = path(month, `from=${from}&to=${to}`);
        return { label: `${customer} ${month}`, run: async () => void (await fetchJson(url)) };
      });
    // A first call computes the window's graph and its answer; a later call over the same window (another minWeight
    // or limit, the influence range) finds the graph cached; the same call again (another analyst opening the same
    // month, a reload) finds the answer cached. Each is timed with what it must not find forgotten.
    const cold = (run: () => Promise<void>) => async () => {
      forget.graphs();
      await run();
    };
    const networkCalls = calls((_, days) => `network/${customer}?${days}`);
    reportLatency(
      `graph-api-network: a month, first call, ${label} (${customer})`,
      await measureLatency(
        networkCalls.map((call) => ({ ...call, run: cold(call.run) })),
        latency,
      ),
      true,
    );
    reportLatency(
      `graph-api-network: a month, window's graph cached, ${label} (${customer})`,
      await measureLatency(
        MONTHS.flatMap((month) => {
          const { from, to } = monthDays(month);
          return [1, 2, 3].map((minWeight) => ({
            label: `${customer} ${month} minWeight ${minWeight}`,
            run: async () => {
              forget.answers();
              await fetchJson(`network/${customer}?from=${from}&to=${to}&minWeight=${minWeight}`);
            },
          }));
        }),
        latency,
      ),
      true,
    );
    reportLatency(
      `graph-api-network: a month, the same call again, ${label} (${customer})`,
      await measureLatency(networkCalls, latency),
      false,
    );
    reportLatency(
      `graph-api-influence: busiest entity, 2 hops, a month, first call, ${label} (${customer})`,
      await measureLatency(
        calls((month, days) => `influence/${customer}?${days}&hops=2&entity=${busiest(customer, month, 1)[0]}`).map(
          (call) => ({ ...call, run: cold(call.run) }),
        ),
        latency,
      ),
      true,
    );
    reportLatency(
      `graph-api-timelines: 6 busiest entities, a month, ${label} (${customer})`,
      await measureLatency(
        calls(
          (month, days) =>
            `timelines/${customer}?${days}&${busiest(customer, month, 6)
              .map((id) => `entity=${id}`)
              .join('&')}`,
        ),
        latency,
      ),
      true,
    );
  }

  // The search box and the side panel: baselines.
  const searches = ['a', 'ag', 'gmbh', 'bank', 'tech', 'zz'];
  reportLatency(
    `graph-api-search: entity search, ${BIG_FOLDER}`,
    await measureLatency(
      searches.map((search) => ({
        label: search,
        run: async () => void (await fetchJson(`entities/${BIG_FOLDER}?search=${search}`)),
      })),
      latency,
    ),
    false,
  );
  const panelEntities = busiest(BIG_FOLDER, '2025-12', 20);
  reportLatency(
    `graph-api-details: entity details, ${BIG_FOLDER}`,
    await measureLatency(
      panelEntities.map((id) => ({
        label: id,
        run: async () => void (await fetchJson(`entities/${BIG_FOLDER}/${id}`)),
      })),
      latency,
    ),
    false,
  );
}

let handle: DatabaseHandle | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const reuse = process.env.BENCH_REUSE_DATABASE === '1' && (await database.exists());
  log(`database ${database.url}, ${reuse ? 'reused' : `${SIGNALS.toLocaleString('en')} signals`}`);
  if (!reuse) await database.recreate();
  handle = await openDatabase({ kind: 'postgres', url: database.url });
  let started = performance.now();
  await handle.migrate();
  log(`migrations: ${round((performance.now() - started) / 1000)} s`);
  if (!reuse) await loadGraphWorld(handle, SIGNALS, log);
  await createAnalyst(handle);
  // Sets the visibility map (index-only scans) and the statistics, as autovacuum would soon after a load.
  started = performance.now();
  await handle.db.execute(
    sql`vacuum (analyze) signals, signal_arguments, signal_entities, target_entities, customer_target_entities`,
  );
  log(`vacuum analyze: ${round((performance.now() - started) / 1000)} s`);

  app = await buildApp({ database: handle, jwtSecret: 'bench-signing-secret-of-at-least-32-characters' });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANALYST),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  await measureGraph(baseUrl, token, {
    graphs: () => {
      app?.readCaches.graphWindows.clear();
      app?.readCaches.graphNetworks.clear();
    },
    answers: () => app?.readCaches.graphNetworks.clear(),
  });
} finally {
  await app?.close();
  await handle?.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1')
    await database.drop().catch((error: unknown) => log(`could not drop ${BENCH_DATABASE}: ${String(error)}`));
}
