// The opt-in scale run (ADR 0116): `BENCH_SIGNALS=10000000 npm run bench signals-scale`. The `signals-api` world
// (20 customers, 20,000 entities, the year 2025) is loaded through COPY in layers of 1M signals spread over the same
// year, so that each layer adds the density of one 1M run: the latest-50 and by-date reads are timed after the first
// layer (the 1M run's size) and again after the last (10 times as many signals per customer and month), in the same
// run on the same machine. Without BENCH_SIGNALS of at least two layers it does nothing (the run takes ~20 min).
// BENCH_SCALE_LAYER makes the layers smaller for a trial run; BENCH_KEEP_DATABASE=1 leaves argus_bench_scale behind.
// BENCH_SCALE_READS_ONLY=1 times the reads of a database a run left behind, without loading anything: a change of the
// read path measured in minutes instead of a rebuild.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { createRandom } from '../apps/api/src/db/seed/random';
import { report } from './report';
import { buildIndexes, bulkIndexStatements } from './signals-scale/bulk-indexes';
import { ADMIN, createBenchWorld, insertBenchWorld } from './signals-api/bench-world';
import { round } from './signals-api/measure';
import { measureReads } from './signals-scale/measure-reads';
import { createLineFactory, spreadOverDays, type SignalLine } from './signals-api/write-signals-file';
import {
  copySignalChunk,
  copySignalChunkSideBySide,
  LIVE_TABLES,
  toCopyChunk,
  type CopyTables,
} from './signals-scale/copy-signals';

const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 0);
const LAYER = Number(process.env.BENCH_SCALE_LAYER ?? 1_000_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'argus_bench_scale';
const CHUNK = 50_000;
// The signals-api run's day and samples, so that the first layer's figures compare with its.
const DAY_START = new Date('2026-01-01T00:00:00.000Z');
const COPY_RATE_GOAL = 50_000;
const P95_GOAL_MS = 20;
// Every filter criteria's p95 at 10M (issue 40).
const FILTER_P95_GOAL_MS = 100;

function log(message: string) {
  process.stderr.write(`[signals-scale] ${message} (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Another run (its 20 minutes are easy to forget) holds the database: dropping it `with (force)` would end that run. */
async function refuseIfInUse() {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ connections: string }>(
      'select count(*) as connections from pg_stat_activity where datname = $1',
      [BENCH_DATABASE],
    );
    if (Number(rows[0]!.connections) > 0) {
      throw new Error(`${BENCH_DATABASE} is in use (another signals-scale run?): not dropping it`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Loads `layers` layers of LAYER signals each through COPY; answers the seconds spent generating and copying. The
 * live tables take a chunk in one transaction (the arguments' key needs their signals); the bulk path's tables take
 * signals and arguments side by side.
 */
async function loadLayers(
  url: string,
  lineFactory: (date: Date) => SignalLine,
  random: ReturnType<typeof createRandom>,
  layers: number,
  tables: CopyTables = LIVE_TABLES,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sideBySide = tables === LIVE_TABLES ? undefined : new pg.Client({ connectionString: url });
  await sideBySide?.connect();
  let generating = 0;
  let copying = 0;
  try {
    for (let layer = 0; layer < layers; layer++) {
      let lines: SignalLine[] = [];
      const flush = async () => {
        const generated = performance.now();
        const chunk = toCopyChunk(lines, random);
        const copied = performance.now();
        generating += copied - generated;
        if (sideBySide) await copySignalChunkSideBySide([client, sideBySide], chunk, tables);
        else await copySignalChunk(client, chunk, tables);
        copying += performance.now() - copied;
        lines = [];
      };
      for (const { day, count } of spreadOverDays(LAYER, DAY_START)) {
        const started = performance.now();
        const moments = Array.from({ length: count }, () => day.getTime() + random.integer(5 * 3600, 22 * 3600) * 1000);
        moments.sort((left, right) => left - right);
        for (const moment of moments) lines.push(lineFactory(new Date(moment)));
        generating += performance.now() - started;
        if (lines.length >= CHUNK) await flush();
      }
      if (lines.length > 0) await flush();
      log(
        `layer ${layer + 1}: ${((layer + 1) * LAYER).toLocaleString('en')} signals, copying ${round(copying / 1000)} s so far`,
      );
    }
  } finally {
    await client.end();
    await sideBySide?.end();
  }
  return { generatingSeconds: generating / 1000, copyingSeconds: copying / 1000 };
}

async function readAtSize(handle: DatabaseHandle) {
  // As signals-api: a bulk load leaves the visibility map unset until autovacuum comes by; without it the window
  // counts could not be index-only scans, and the figures would depend on autovacuum's timing.
  const started = performance.now();
  await handle.db.execute(sql`vacuum (analyze) signals, signal_arguments, signal_entities, signal_day_counts`);
  log(`vacuum analyze: ${round((performance.now() - started) / 1000)} s`);
  const app = await buildApp({ database: handle, jwtSecret: 'bench-signing-secret-of-at-least-32-characters' });
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    return await measureReads(baseUrl, token);
  } finally {
    await app.close();
  }
}

const BULK_TABLES: CopyTables = { signals: 'signals_bulk', signalArguments: 'signal_arguments_bulk' };

/**
 * The bulk path that partitioning would allow: one layer copied into tables of the live ones' shape (the computed
 * company name included) without indexes, keys or triggers, as into a detached partition, and then given the live
 * tables' indexes. Answers the seconds of both steps; attaching the partition (one check scan) is not part of it.
 */
async function loadBulkLayer(
  url: string,
  lineFactory: (date: Date) => SignalLine,
  random: ReturnType<typeof createRandom>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [live, bulk] of [
      ['signals', BULK_TABLES.signals],
      ['signal_arguments', BULK_TABLES.signalArguments],
    ]) {
      await client.query(`create table ${bulk} (like ${live} including defaults including generated)`);
    }
    const loaded = await loadLayers(url, lineFactory, random, 1, BULK_TABLES);
    const started = performance.now();
    await buildIndexes(url, await bulkIndexStatements(client));
    return { copyingSeconds: loaded.copyingSeconds, indexingSeconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function relationMegabytes(url: string, relation: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A partitioned parent holds nothing itself (ADR 0168): its partitions' sizes, or the table's own.
    const result = await client.query<{ bytes: string }>(
      `select coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree($1::regclass)),
        pg_total_relation_size($1::regclass)) as bytes`,
      [relation],
    );
    return Number(result.rows[0]!.bytes) / 1024 ** 2;
  } finally {
    await client.end();
  }
}

type Reads = Awaited<ReturnType<typeof measureReads>>;

/** The figures the issue names at 10M (`scale-10m-*`), and the same reads at other sizes under their own names. */
function reportReads(size: string, reads: Reads, goal: boolean) {
  const prefix = size === '10M' ? 'scale-10m' : `signals scale ${size}`;
  for (const [label, summary] of [
    ['latest-50-p95', reads.latest],
    ['by-date-p95', reads.byDate],
  ] as const) {
    log(`${label} at ${size}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, slowest ${summary.slowest}`);
    report({
      name: `${prefix}: ${label} (a month of six folders, ms)`,
      value: summary.p95,
      unit: 'ms',
      goal: goal ? `< ${P95_GOAL_MS}` : 'baseline',
      pass: !goal || summary.p95 < P95_GOAL_MS,
    });
  }
  for (const { kind, summary } of reads.filters) {
    log(`filter (${kind}) at ${size}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, slowest ${summary.slowest}`);
    report({
      name: `${prefix}: filter-${kind.replace(' ', '-')}-p95 (a month of six folders, ms)`,
      value: summary.p95,
      unit: 'ms',
      goal: goal ? `<= ${FILTER_P95_GOAL_MS}` : 'baseline',
      pass: !goal || summary.p95 <= FILTER_P95_GOAL_MS,
    });
  }
}

/** The reads of the database an earlier run kept, at its size: `scale-10m-*` when it holds 10M signals. */
async function readKeptDatabase() {
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(SERVER_URL, BENCH_DATABASE) });
  try {
    const result = await handle.db.execute(sql`select count(*)::bigint as signals from signals`);
    const held = Number((result as unknown as { rows: { signals: string }[] }).rows[0]!.signals);
    const size = `${round(held / 1e6, 1).toLocaleString('en')}M`;
    log(`reads only: ${held.toLocaleString('en')} signals held`);
    reportReads(size, await readAtSize(handle), size === '10M');
  } finally {
    await handle.close();
  }
}

const layers = Math.floor(SIGNALS / LAYER);
if (process.env.BENCH_SCALE_READS_ONLY === '1') {
  await readKeptDatabase();
} else if (layers < 2) {
  log('opt-in: run it with BENCH_SIGNALS=10000000 npm run bench signals-scale (about 20 minutes)');
} else {
  const url = withDatabase(SERVER_URL, BENCH_DATABASE);
  let handle: DatabaseHandle | undefined;
  // Only a run that made the database drops it: one refused because another run holds it must leave it alone.
  let created = false;
  try {
    await refuseIfInUse();
    created = true;
    await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await onServer(`create database ${BENCH_DATABASE}`);
    handle = await openDatabase({ kind: 'postgres', url });
    await handle.migrate();
    const random = createRandom(0x5167_4e4c);
    const world = createBenchWorld(random.fork('world'));
    await insertBenchWorld(handle.db, world, random.fork('reference'), DAY_START);
    const signalsRandom = random.fork('signals');
    const lineFactory = createLineFactory(world, signalsRandom);
    const layerSize = `${(LAYER / 1e6).toLocaleString('en')}M`;
    const allSize = `${((layers * LAYER) / 1e6).toLocaleString('en')}M`;

    const first = await loadLayers(url, lineFactory, signalsRandom, 1);
    const atFirst = await readAtSize(handle);
    reportReads(layerSize, atFirst, false);
    const rest = await loadLayers(url, lineFactory, signalsRandom, layers - 1);
    const atAll = await readAtSize(handle);
    reportReads(allSize, atAll, true);

    const bulk = await loadBulkLayer(url, lineFactory, signalsRandom);
    const bulkRate = Math.round(LAYER / (bulk.copyingSeconds + bulk.indexingSeconds));
    log(`bulk path, ${layerSize}: COPY ${round(bulk.copyingSeconds)} s, indexes ${round(bulk.indexingSeconds)} s`);
    report({
      name: `signals scale: bulk path, ${layerSize} through COPY into unindexed tables, then their indexes`,
      value: bulkRate,
      unit: 'rows/s',
      goal: `>= ${COPY_RATE_GOAL}`,
      pass: bulkRate >= COPY_RATE_GOAL,
    });

    const copyingSeconds = first.copyingSeconds + rest.copyingSeconds;
    const rate = Math.round((layers * LAYER) / copyingSeconds);
    log(
      `${allSize} signals: generating ${round(first.generatingSeconds + rest.generatingSeconds)} s, ` +
        `COPY ${round(copyingSeconds)} s`,
    );
    report({
      name: `signals scale: import of ${allSize} through COPY (signals and arguments, indexes and triggers live)`,
      value: rate,
      unit: 'rows/s',
      goal: `>= ${COPY_RATE_GOAL}`,
      pass: rate >= COPY_RATE_GOAL,
    });
    for (const [label, all, one] of [
      ['latest 50', atAll.latest, atFirst.latest],
      ['by-date', atAll.byDate, atFirst.byDate],
    ] as const) {
      report({
        name: `signals scale: ${label} p95, ${allSize} / ${layerSize}`,
        value: round(all.p95 / one.p95, 2),
        unit: 'ratio',
        goal: 'baseline',
        pass: true,
      });
    }
    const millions = (layers * LAYER) / 1e6;
    const prefix = allSize === '10M' ? 'scale-10m' : `signals scale ${allSize}`;
    for (const relation of ['signals', 'signal_arguments', 'signal_entities', 'signal_day_counts']) {
      const megabytes = await relationMegabytes(url, relation);
      log(`${relation} at ${allSize}: ${Math.round(megabytes).toLocaleString('en')} MB with its indexes`);
      report({
        name: `${prefix}: storage per million signals, ${relation} with its indexes`,
        // Unrounded before the division: the day counts are a few megabytes in all.
        value: round(megabytes / millions, 2),
        unit: 'MB',
        goal: 'baseline',
        pass: true,
      });
    }
  } finally {
    await handle?.close();
    if (created && process.env.BENCH_KEEP_DATABASE !== '1')
      await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}
