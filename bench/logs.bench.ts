// The Logs screen's call over a large audit log (ADR 0098): BENCH_AUDIT_ROWS entries (default 1,000,000, a year of a
// busy console) in a fresh PostgreSQL database, then GET /logs for a page of 50 timed over HTTP (p50/p95) for each
// filter the screen offers: user, action, target type, target id, date range, all of them combined, and the next
// page of a filter (cursor). Each filter's query is also EXPLAINed: it must read an index in the page's order (no
// Sort node) and touch about as many rows as it answers. The CSV export of one user's month is timed for reference.
// BENCH_KEEP_DATABASE=1 leaves argus_bench_logs behind for a look with EXPLAIN.
import pg from 'pg';
import type { AuditLogQuery } from '@argus/contract';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { listAuditLogPage, type AuditLogFilter } from '../apps/api/src/modules/logs/logs.repository';
import { createUser } from '../apps/api/src/modules/users/users.service';
import { benchDatabase } from './bench-database';
import { report } from './report';
import { AUDIT_END, auditCustomer, auditUsername, insertAuditWorld, signalTargetId } from './logs/audit-world';
import { measureLatency, round } from './signals-api/measure';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const BENCH_DATABASE = 'argus_bench_logs';
const PAGE_SIZE = 50;
const WARM_UP = 10;
const SAMPLES = 100;
const P95_GOAL_MS = 50;
/**
 * A plan may read this many times the rows of a page: a group's prefix is a range of the action index, which cannot
 * give the page's order, so for a common group the planner walks the time index and drops the others, for a rare one
 * it reads the action index and sorts. A full action code matches by equality (ADR 0127), which reads the action
 * index in the page's order.
 */
const ROWS_READ_GOAL = 100;
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

const log = (message: string) => process.stderr.write(`[logs] ${message}\n`);
const DAY_MS = 86_400_000;

/** The i-th of 12 months back from the end of the data: [from, to) as ISO strings. */
function month(index: number) {
  const to = new Date(AUDIT_END.getTime() - (index % 12) * 30 * DAY_MS);
  return { from: new Date(to.getTime() - 30 * DAY_MS).toISOString(), to: to.toISOString() };
}

type Case = {
  name: string;
  /** The index the filter's plan must read (EXPLAIN); each call rotates through values so no answer is cached. */
  index: string;
  query: (index: number) => Omit<AuditLogQuery, 'size'>;
};

const CASES: Case[] = [
  { name: 'no filter (newest page)', index: 'audit_log_at_idx', query: () => ({}) },
  { name: 'user', index: 'audit_log_actor_at_idx', query: (index) => ({ actor: auditUsername(index * 37) }) },
  {
    name: 'action (failed logins)',
    index: 'audit_log_action_prefix_idx',
    query: () => ({ action: 'auth.login.failure' }),
  },
  {
    name: 'a rare action (customer changes, ~1 %)',
    index: 'audit_log_action_prefix_idx',
    query: () => ({ action: 'customer.update' }),
  },
  {
    name: 'action group (signal writes)',
    index: 'audit_log_action_prefix_idx',
    query: () => ({ action: 'signal.' }),
  },
  {
    name: 'target type (customers)',
    index: 'audit_log_target_type_at_idx',
    query: () => ({ targetType: 'customer' }),
  },
  {
    name: 'target id (one signal)',
    index: 'audit_log_target_id_at_idx',
    query: (index) => ({ targetType: 'signal', targetId: signalTargetId(index * 7919) }),
  },
  { name: 'date range (a month)', index: 'audit_log_at_idx', query: (index) => month(index) },
  {
    name: 'combined (user, action group, target type, month)',
    index: 'audit_log_actor_at_idx',
    query: (index) => ({ actor: auditUsername(index * 13), action: 'auth.', targetType: 'user', ...month(index) }),
  },
  {
    name: 'customer',
    index: 'audit_log_customer_at_idx',
    query: (index) => ({ customer: auditCustomer(index) }),
  },
];

const toSearch = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

const filterOf = (query: Omit<AuditLogQuery, 'size'>): AuditLogFilter => ({
  action: query.action,
  actor: query.actor,
  customerName: query.customer,
  targetType: query.targetType,
  targetId: query.targetId,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The plan of the repository's own query for the filter: the indexes it reads, whether it sorts, and the rows its
 * scans read (kept plus removed by a filter). A small match may be read through a bitmap and sorted: what counts is
 * that no scan reads the table whole and that the rows read stay near the page's size.
 */
async function explain(client: pg.Client, database: Awaited<ReturnType<typeof openDatabase>>, testCase: Case) {
  const { sql: text, params } = listAuditLogPage(database.db, filterOf(testCase.query(1)), null, PAGE_SIZE + 1).toSQL();
  const result = await client.query(`explain (analyze, format json) ${text}`, params);
  const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
  const nodes = nodesOf(plan);
  const scans = nodes.filter((node) => node['Node Type'].includes('Scan'));
  return {
    indexes: scans.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
    sequential: scans.some((node) => node['Node Type'] === 'Seq Scan'),
    sorts: nodes.some((node) => node['Node Type'].includes('Sort')),
    rowsRead: scans
      .filter((node) => node['Node Type'] !== 'Bitmap Heap Scan')
      .reduce(
        (sum, node) =>
          sum + ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1),
        0,
      ),
  };
}

const database = benchDatabase(BENCH_DATABASE);
const reachable = await database.recreate().then(
  () => true,
  () => false,
);
if (!reachable) {
  log('no PostgreSQL server at BENCH_DATABASE_URL: nothing measured');
  report({ name: 'logs: PostgreSQL server reachable', value: 0, unit: 'bool', goal: '1', pass: false });
  process.exit(0);
}

const server = await openDatabase({ kind: 'postgres', url: database.url });
const client = new pg.Client({ connectionString: database.url });
try {
  await server.migrate();
  let started = performance.now();
  await insertAuditWorld(server.db, ROWS, log);
  const loadSeconds = (performance.now() - started) / 1000;
  log(`${ROWS.toLocaleString('en')} entries in ${round(loadSeconds)} s`);
  report({
    name: `logs: writing ${ROWS.toLocaleString('en')} audit entries (SQL, 8 indexes, for reference)`,
    value: round(loadSeconds),
    unit: 's',
    goal: 'baseline',
    pass: true,
  });
  await createUser(
    { db: server.db, actor: { actorUserId: null, actorUsername: 'bench' } },
    { ...ADMIN, privilege: 3, customers: [] },
  );

  await client.connect();
  for (const testCase of CASES) {
    const plan = await explain(client, server, testCase);
    const used = plan.indexes.join(', ') || 'no index';
    log(`${testCase.name}: ${used}${plan.sorts ? ' then a sort' : ' in page order'}, ${plan.rowsRead} rows read`);
    report({
      name: `logs plan: ${testCase.name}, rows its index scans read (${used}${plan.sorts ? ', then a sort' : ''})`,
      value: plan.rowsRead,
      unit: 'rows',
      goal: `an index, no sequential scan, < ${ROWS_READ_GOAL * (PAGE_SIZE + 1)} rows`,
      pass: plan.indexes.length > 0 && !plan.sequential && plan.rowsRead < ROWS_READ_GOAL * (PAGE_SIZE + 1),
    });
  }

  const app = await buildApp({ database: server, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`);
      return body;
    };

    const nextCursors = new Map<number, string>();
    const pagedCase: Case = CASES[3]!;
    const second = async (index: number) => {
      const query = pagedCase.query(index);
      let cursor = nextCursors.get(index);
      if (cursor === undefined) {
        const first = JSON.parse(await get(`/logs?${toSearch({ ...query, size: PAGE_SIZE })}`)) as {
          nextCursor: string;
        };
        cursor = first.nextCursor;
        nextCursors.set(index, cursor);
      }
      return get(`/logs?${toSearch({ ...query, size: PAGE_SIZE, cursor })}`);
    };
    // The cursors are fetched untimed first, so the timed calls read the second page only.
    for (let index = 0; index < WARM_UP + SAMPLES; index++) await second(index % 20);

    const timed: [string, (index: number) => Promise<unknown>][] = [
      ...CASES.map(
        (testCase) =>
          [
            testCase.name,
            (index: number) => get(`/logs?${toSearch({ ...testCase.query(index), size: PAGE_SIZE })}`),
          ] as [string, (index: number) => Promise<unknown>],
      ),
      [`the next page of ${pagedCase.name} (cursor)`, (index) => second(index % 20)],
    ];
    for (const [name, call] of timed) {
      let index = 0;
      const calls = Array.from({ length: 20 }, (_, rotation) => ({
        label: String(rotation),
        run: async () => {
          await call(index++);
        },
      }));
      const latency = await measureLatency(calls, { warmUp: WARM_UP, samples: SAMPLES, budgetMs: 60_000 });
      report({
        name: `logs API: page of ${PAGE_SIZE}, ${name} (p50 ${latency.p50} ms), p95`,
        value: latency.p95,
        unit: 'ms',
        goal: `< ${P95_GOAL_MS}`,
        pass: latency.p95 < P95_GOAL_MS,
      });
    }

    started = performance.now();
    const csv = await get(`/logs/export?${toSearch({ actor: auditUsername(1), ...month(3) })}`);
    const exportMs = performance.now() - started;
    report({
      name: `logs export: one user's month as CSV (${(csv.split('\r\n').length - 2).toLocaleString('en')} entries, for reference)`,
      value: Math.round(exportMs),
      unit: 'ms',
      goal: 'baseline',
      pass: true,
    });
    started = performance.now();
    const large = await get(`/logs/export?${toSearch({ action: 'auth.' })}`);
    const largeMs = performance.now() - started;
    report({
      name: `logs export: the capped export of every sign-in entry (${(large.split('\r\n').length - 2).toLocaleString('en')} entries, ${Math.round(large.length / 1_000_000)} MB)`,
      value: Math.round(largeMs),
      unit: 'ms',
      goal: '< 10000',
      pass: largeMs < 10_000,
    });
  } finally {
    await app.close();
  }
} finally {
  await client.end().catch(() => undefined);
  await server.close();
  if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
}
