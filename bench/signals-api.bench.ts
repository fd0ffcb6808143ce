// The signals API at production size (issue "1M signals"): 1,000,000 signals of 20 customers go into a fresh
// PostgreSQL database through the CLI importer, then the read calls of the Overview are timed one by one (p50/p95)
// and the latest-signals call is loaded with 200 connections next to a constant route of the same Fastify instance.
// BENCH_SIGNALS makes a smaller run for trying the benchmark out; the README's figures come from the default.
// BENCH_KEEP_DATABASE=1 leaves the argus_bench database behind, to look at a slow query with EXPLAIN, and
// BENCH_REUSE_DATABASE=1 then skips writing and importing the file on the next run (migrations still run).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { createRandom } from '../apps/api/src/db/seed/random';
import { median, report } from './report';
import { ADMIN, createBenchWorld, insertBenchWorld } from './signals-api/bench-world';
import { measureLatency, round, startLoadProcess, type LatencySummary, type LoadSummary } from './signals-api/measure';
import { writeSignalsFile, type SignalsFile } from './signals-api/write-signals-file';

const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'argus_bench';
const BATCH_SIZE = 5000;
// A fixed day, not today: the file, and so every figure's data, is the same on every run.
const DAY_START = new Date('2026-01-01T00:00:00.000Z');
const MONTHS = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);
// Big and small folders alike: bench_01 holds ~18 % of the signals, bench_20 ~1 %.
const SAMPLED_CUSTOMERS = ['bench_01', 'bench_03', 'bench_06', 'bench_10', 'bench_15', 'bench_20'];
const LOADED_CUSTOMER = 'bench_06';
const LOADED_MONTH = '2025-10';
const P95_GOAL_MS = 20;
const IMPORT_CEILING_S = 600;
const LOAD_SECONDS = 4;
const LOAD_ROUNDS = 9;
const RATIO_GOAL = 0.4;
// What Chromium and Firefox send on every request (br only over HTTPS in Chromium; the API is behind HTTPS in
// production). The load runs and the timed reads send it too, so they measure the answers a browser gets.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchUrl = withDatabase(SERVER_URL, BENCH_DATABASE);

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function log(message: string) {
  process.stderr.write(`[signals-api] ${message}\n`);
}

/** First and last day of a month, for a date-only window whose end takes in the whole last day. */
function monthWindow(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10);
  return {
    first: `${month}-01`,
    last,
    from: new Date(`${month}-01T00:00:00.000Z`),
    until: new Date(`${last}T00:00:00.000Z`),
  };
}

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await client.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase() {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  } finally {
    await client.end();
  }
}

/** The real command an operator runs, as a child process: its own Node process, pool and validation. */
function runImportCommand(file: string): Promise<{ seconds: number; stdout: string; code: number | null }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli.ts', 'import', 'signals', file, '--batch-size', String(BATCH_SIZE)],
      { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: benchUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => (stdout += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ seconds: (performance.now() - started) / 1000, stdout, code }));
  });
}

/** The importer must load every good line and name every bad one by its line number, no more and no fewer. */
function checkImportReport(stdout: string, file: SignalsFile) {
  const summary = stdout.match(/(\d+) signals imported, (\d+) lines rejected\./);
  const listed = [...stdout.matchAll(/^ {2}line (\d+): /gm)].map((match) => Number(match[1]));
  const expected = new Set(file.badLineNumbers);
  const matched = listed.filter((line) => expected.has(line)).length;
  return {
    imported: Number(summary?.[1] ?? -1),
    rejected: Number(summary?.[2] ?? -1),
    listedCorrectly: matched === expected.size && listed.length === expected.size,
  };
}

async function logIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The calls of one endpoint over the sampled customers and the twelve months, in an interleaved order. */
function callsFor(make: (customer: string, month: string) => { label: string; run: () => Promise<void> }) {
  return MONTHS.flatMap((month) => SAMPLED_CUSTOMERS.map((customer) => make(customer, month)));
}

function reportLatency(name: string, summary: LatencySummary) {
  log(`${name}: ${summary.samples} samples, slowest ${summary.slowest}`);
  report({ name: `${name} p50`, value: summary.p50, unit: 'ms', goal: 'baseline', pass: true });
  report({
    name: `${name} p95`,
    value: summary.p95,
    unit: 'ms',
    goal: `< ${P95_GOAL_MS}`,
    pass: summary.p95 < P95_GOAL_MS,
  });
}

async function measureReads(handle: DatabaseHandle, baseUrl: string, token: string) {
  // fetch decodes br and gzip as a browser does, so the decoding is part of each timed call.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { headers });
    // The body is read in full: the time to send it is part of the call.
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
  };
  const latency = { warmUp: 20, samples: 200, budgetMs: 60_000 };

  reportLatency(
    'signals api: latest 50 in a month',
    await measureLatency(
      callsFor((customer, month) => {
        const window = monthWindow(month);
        const url = `${baseUrl}/api/events/latest/${customer}?start=${window.first}&end=${window.last}&limit=50`;
        return { label: `${customer} ${month}`, run: () => fetchOk(url) };
      }),
      latency,
    ),
  );
  reportLatency(
    'signals api: by-date, one month, first page (100)',
    await measureLatency(
      callsFor((customer, month) => {
        const window = monthWindow(month);
        const url = `${baseUrl}/api/events/${customer}/${window.first}/${window.last}`;
        return { label: `${customer} ${month}`, run: () => fetchOk(url) };
      }),
      latency,
    ),
  );
  reportLatency(
    'signals api: documents count',
    await measureLatency(
      callsFor((customer, month) => {
        const url = `${baseUrl}/api/documents-count/${customer}/${month}-01T00:00:00.000Z`;
        return { label: `${customer} ${month}`, run: () => fetchOk(url) };
      }),
      latency,
    ),
  );
  // No endpoint answers it yet: the Overview's query, through the app's own pool. The visibility test is written
  // as literals, as the repository does, so that the partial index on (customer, publish date) qualifies.
  reportLatency(
    'signals sql: top-10 event types for a filter',
    await measureLatency(
      callsFor((customer, month) => {
        const window = monthWindow(month);
        const until = new Date(window.until.getTime() + 86_400_000);
        return {
          label: `${customer} ${month}`,
          run: async () => {
            await handle.db.execute(sql`
              select event_type, count(*)::int as total from signals
              where customer_name = ${customer} and deleted = false and hidden = false
                and publish_date >= ${window.from.toISOString()} and publish_date < ${until.toISOString()}
                and language = any(${sql.param(['en', 'de'])}::text[]) and reliability >= ${3}
              group by event_type order by total desc, event_type limit 10`);
          },
        };
      }),
      latency,
    ),
  );
}

const loadAverage = () => round(os.loadavg()[0] ?? Number.NaN, 1);

/**
 * The latest answer's bytes as a browser receives them, served again by a bare route of the same instance: the
 * most any handler answering that many bytes can reach here, whatever it does before it sends them. Routes cannot
 * be added once the app listens, so the route is there from the start and answers what `fillFixedAnswer` found.
 */
type FixedAnswer = { encoding: string; bytes: Buffer; entityTag: string };

function addFixedAnswerRoute(app: BenchApp): FixedAnswer {
  const answer: FixedAnswer = { encoding: 'identity', bytes: Buffer.alloc(0), entityTag: '' };
  app.get('/bench/fixed-answer', (_request, reply) => {
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    return reply.type('application/json; charset=utf-8').send(answer.bytes);
  });
  return answer;
}

async function fillFixedAnswer(app: BenchApp, answer: FixedAnswer, latestPath: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: latestPath,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  if (response.statusCode !== 200) throw new Error(`${latestPath} answered ${response.statusCode}`);
  answer.encoding = String(response.headers['content-encoding'] ?? 'identity');
  // The bytes on the wire, not decoded.
  answer.bytes = response.rawPayload;
  answer.entityTag = String(response.headers.etag);
}

type LoadTarget = { name: string; url: string; headers: Record<string, string>; before?: () => Promise<void> };

/**
 * The load runs go round by round (constant, latest, bare route, revalidated; then again), short runs from one load
 * process, and each figure is the median over the rounds: other work on this machine comes and goes within seconds,
 * and two runs made seconds apart, compared round by round, meet the same machine. A first round, not counted, gets
 * both processes' code compiled and connections made.
 */
async function runLoadRounds(targets: readonly LoadTarget[]) {
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const runs = new Map(targets.map((target) => [target.name, [] as LoadSummary[]]));
  const loads = [loadAverage()];
  const loader = startLoadProcess();
  try {
    for (let round = 0; round <= LOAD_ROUNDS; round++) {
      for (const target of targets) {
        await target.before?.();
        const summary = await loader.run(target.url, { ...browser, ...target.headers }, round === 0 ? 1 : LOAD_SECONDS);
        if (round === 0) continue;
        runs.get(target.name)!.push(summary);
        loads.push(loadAverage());
        log(`round ${round}, ${target.name}: ${JSON.stringify(summary)}, load average ${loads.at(-1)}`);
      }
    }
  } finally {
    await loader.close();
  }
  return { runs: (name: string) => runs.get(name)!, loads };
}

async function measureThroughput(app: BenchApp, fixedAnswer: FixedAnswer, baseUrl: string, token: string) {
  const window = monthWindow(LOADED_MONTH);
  const latestPath = `/api/events/latest/${LOADED_CUSTOMER}?start=${window.first}&end=${window.last}&limit=50`;
  const latestUrl = `${baseUrl}${latestPath}`;
  const authorization = `Bearer ${token}`;
  await fillFixedAnswer(app, fixedAnswer, latestPath, token);
  const { runs, loads } = await runLoadRounds([
    { name: 'constant', url: `${baseUrl}/bench/constant`, headers: {} },
    { name: 'latest', url: latestUrl, headers: { authorization } },
    // The bytes the latest call answers now, after its load run (a shared answer gets its best coding, ADR 13).
    {
      name: 'fixed',
      url: `${baseUrl}/bench/fixed-answer`,
      headers: {},
      before: () => fillFixedAnswer(app, fixedAnswer, latestPath, token),
    },
    // Every coding of an answer carries the same entity tag.
    { name: 'revalidated', url: latestUrl, headers: { authorization, 'if-none-match': fixedAnswer.entityTag } },
  ]);
  log(
    `latest 50 answer as a browser gets it under load: ${fixedAnswer.bytes.byteLength} bytes, ${fixedAnswer.encoding}`,
  );
  report({
    name: `signals api: latest 50 answer on the wire under load (${fixedAnswer.encoding})`,
    value: fixedAnswer.bytes.byteLength,
    unit: 'bytes',
    goal: 'baseline',
    pass: true,
  });
  const [constant, latest, fixed, revalidated] = ['constant', 'latest', 'fixed', 'revalidated'].map(runs) as [
    LoadSummary[],
    LoadSummary[],
    LoadSummary[],
    LoadSummary[],
  ];
  const rate = (summaries: LoadSummary[]) => median(summaries.map((summary) => summary.requestsPerSecond));
  const ratioTo = (summaries: LoadSummary[]) =>
    round(median(summaries.map((summary, index) => summary.requestsPerSecond / constant[index]!.requestsPerSecond)), 3);
  const failures = (summaries: LoadSummary[]) => summaries.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  const ratio = ratioTo(latest);
  report({
    name: 'signals api: constant route, 200 connections',
    value: rate(constant),
    unit: 'req/s',
    goal: 'baseline',
    pass: failures(constant) === 0,
  });
  report({
    name: 'signals api: latest 50, 200 connections',
    value: rate(latest),
    unit: 'req/s',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: `signals api: latest 50 / constant route (median of ${LOAD_ROUNDS} rounds)`,
    value: ratio,
    unit: 'ratio',
    goal: `>= ${RATIO_GOAL}`,
    pass: ratio >= RATIO_GOAL,
  });
  report({
    name: 'signals api: errors and non-2xx under load',
    value: failures(latest) + failures(constant),
    unit: 'responses',
    goal: '0',
    pass: failures(latest) + failures(constant) === 0,
  });
  report({
    name: 'signals api: the same bytes from a bare route / constant route (ceiling)',
    value: ratioTo(fixed),
    unit: 'ratio',
    goal: 'baseline',
    pass: failures(fixed) === 0,
  });
  report({
    name: 'signals api: latest 50 revalidated (304), 200 connections',
    value: rate(revalidated),
    unit: 'req/s',
    goal: 'baseline',
    // autocannon counts 304 as non-2xx; every answer must be one.
    pass: revalidated.every((run) => run.errors === 0 && run.non2xx > 0),
  });
  // Where the time goes, whatever else the machine is doing: CPU time per answered request on each side.
  for (const [name, summaries] of [
    ['constant route', constant],
    ['latest 50', latest],
    ['bare route', fixed],
  ] as const) {
    for (const side of ['server', 'load generator'] as const) {
      const key = side === 'server' ? 'serverMicrosPerRequest' : 'loaderMicrosPerRequest';
      report({
        name: `signals api: ${name}, CPU per request, ${side}`,
        value: median(summaries.map((run) => run[key])),
        unit: 'µs',
        goal: 'baseline',
        pass: true,
      });
    }
  }
  report({
    name: 'signals api: load average (1 min) during the load runs, highest',
    value: Math.max(...loads),
    unit: '',
    goal: 'baseline',
    pass: true,
  });
}

const filePath = path.join(os.tmpdir(), `argus-bench-signals-${process.pid}.ndjson`);

/** The world's reference rows, then the signals file written and imported through the CLI, with their figures. */
async function loadSignals(handle: DatabaseHandle) {
  const random = createRandom(0x5167_4e4c);
  const world = createBenchWorld(random.fork('world'));
  await insertBenchWorld(handle.db, world, random.fork('reference'), DAY_START);

  const started = performance.now();
  const file = await writeSignalsFile(filePath, world, random.fork('signals'), DAY_START, SIGNALS);
  log(
    `wrote ${file.lines.toLocaleString('en')} lines (${file.badLineNumbers.length} bad) in ${round((performance.now() - started) / 1000)} s, ` +
      `${round(fs.statSync(filePath).size / 1024 ** 2)} MiB`,
  );

  const imported = await runImportCommand(filePath);
  if (imported.code !== 0) throw new Error(`import exited with ${imported.code}:\n${imported.stdout}`);
  const check = checkImportReport(imported.stdout, file);
  log(`import: ${imported.stdout.split('\n')[0]}`);
  report({
    name: 'signals import: 1M signals through the CLI',
    value: round(imported.seconds),
    unit: 's',
    goal: `< ${IMPORT_CEILING_S}`,
    pass: imported.seconds < IMPORT_CEILING_S,
  });
  report({
    name: 'signals import: rate',
    value: Math.round(file.goodLines / imported.seconds),
    unit: 'rows/s',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'signals import: good lines loaded, bad lines reported by number',
    value: check.rejected,
    unit: 'lines rejected',
    goal: `= ${file.badLineNumbers.length}, all listed, ${file.goodLines} loaded`,
    pass: check.listedCorrectly && check.rejected === file.badLineNumbers.length && check.imported === file.goodLines,
  });
}

async function databaseExists() {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

let handle: DatabaseHandle | undefined;
type BenchApp = Awaited<ReturnType<typeof buildApp>>;
let app: BenchApp | undefined;
try {
  const reuse = process.env.BENCH_REUSE_DATABASE === '1' && (await databaseExists());
  log(`database ${benchUrl}, ${reuse ? 'reused (no import)' : `${SIGNALS.toLocaleString('en')} signals`}`);
  if (!reuse) await recreateDatabase();
  handle = await openDatabase({ kind: 'postgres', url: benchUrl });
  await handle.migrate();
  if (!reuse) await loadSignals(handle);

  // A bulk load leaves the visibility map unset until autovacuum's insert-triggered run (which follows a load of
  // this size within a minute or so); without it the window counts could not be index-only scans. Doing it here
  // keeps the figures from depending on whether autovacuum happened to run yet.
  const started = performance.now();
  await handle.db.execute(sql`vacuum (analyze) signals, signal_arguments`);
  log(`vacuum analyze: ${round((performance.now() - started) / 1000)} s`);

  app = await buildApp({ database: handle, jwtSecret: 'bench-signing-secret-of-at-least-32-characters' });
  app.get('/bench/constant', () => ({ ok: true }));
  const fixedAnswer = addFixedAnswerRoute(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await logIn(baseUrl);

  await measureReads(handle, baseUrl, token);
  await measureThroughput(app, fixedAnswer, baseUrl, token);
} finally {
  await app?.close();
  await handle?.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1')
    await dropDatabase().catch((error: unknown) => log(`could not drop ${BENCH_DATABASE}: ${String(error)}`));
  fs.rmSync(filePath, { force: true });
}
