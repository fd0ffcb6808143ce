// import-live (issue 40): `argus import signals`, the command an operator runs, into the live tables of a PostgreSQL
// database that already holds BENCH_IMPORT_BASE signals (1M): indexes, keys and triggers as in production. The
// import of a file of BENCH_IMPORT_LINES (200,000, with the signals-api file's bad lines) is killed with SIGKILL once
// its progress line passes 40 % of the file, then run again: it must continue after its last committed batch, load
// every good line once and none twice. Needs the local PostgreSQL server (BENCH_DATABASE_URL); creates and drops
// `argus_bench_import` (BENCH_KEEP_DATABASE=1 leaves it behind). ~4 min.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { createRandom } from '../apps/api/src/db/seed/random';
import { benchDatabase } from './bench-database';
import { report } from './report';
import { createBenchWorld, insertBenchWorld } from './signals-api/bench-world';
import { createLineFactory, spreadOverDays, writeSignalsFile, type SignalLine } from './signals-api/write-signals-file';
import { copySignalChunk, toCopyChunk } from './signals-scale/copy-signals';

const BASE = Number(process.env.BENCH_IMPORT_BASE ?? 1_000_000);
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 200_000);
const KILL_AT_PERCENT = 40;
const GOAL_ROWS_PER_SECOND = 50_000;
const DAY_START = new Date('2026-01-01T00:00:00.000Z');
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const database = benchDatabase('argus_bench_import');

const log = (message: string) => console.error(`[import-live] ${message}`);

/** The base: BASE signals over the year through COPY into the live tables, 50,000 per transaction. */
async function loadBase(url: string, lineFactory: (date: Date) => SignalLine, random: ReturnType<typeof createRandom>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let lines: SignalLine[] = [];
    for (const { day, count } of spreadOverDays(BASE, DAY_START)) {
      for (let index = 0; index < count; index++) lines.push(lineFactory(new Date(day.getTime() + 8 * 3600_000)));
      if (lines.length >= 50_000) {
        await copySignalChunk(client, toCopyChunk(lines, random));
        lines = [];
      }
    }
    if (lines.length > 0) await copySignalChunk(client, toCopyChunk(lines, random));
  } finally {
    await client.end();
  }
}

type Run = { seconds: number; stdout: string; progressLines: string[]; killed: boolean };

/** Runs the CLI's import; with `killAtPercent`, kills it (SIGKILL) once a progress line says that much is read. */
function runImport(file: string, url: string, killAtPercent?: number): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', 'import', 'signals', file], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const progressLines: string[] = [];
    let killed = false;
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      for (const line of text.split('\n').filter((part) => / % of the file/.test(part))) {
        progressLines.push(line);
        const percent = Number(/(\d+) % of the file/.exec(line)?.[1]);
        if (killAtPercent !== undefined && !killed && percent >= killAtPercent) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.on('error', reject);
    child.on('close', () => resolve({ seconds: (performance.now() - started) / 1000, stdout, progressLines, killed }));
  });
}

/** The source document ids of the file's good lines: the signals the import must hold, each once. */
function goodDocumentIds(file: string, badLineNumbers: Set<number>): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      line && !badLineNumbers.has(index + 1)
        ? [(JSON.parse(line) as { sourceDocumentId: string }).sourceDocumentId]
        : [],
    );
}

async function countImported(url: string, ids: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ held: string; distinct_held: string }>(
      `select count(*) as held, count(distinct source_document_id) as distinct_held
         from signals where source_document_id = any($1::text[])`,
      [ids],
    );
    return { held: Number(rows[0]!.held), distinct: Number(rows[0]!.distinct_held) };
  } finally {
    await client.end();
  }
}

async function main() {
  await database.recreate();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-import-live-'));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    await handle.migrate();
    const random = createRandom(0x1a9_0e7);
    const world = createBenchWorld(random.fork('world'));
    await insertBenchWorld(handle.db, world, random.fork('reference'), DAY_START);
    await handle.close();
    const baseStarted = performance.now();
    await loadBase(database.url, createLineFactory(world, random.fork('base')), random.fork('base-ids'));
    log(`base: ${BASE.toLocaleString('en')} signals in ${Math.round((performance.now() - baseStarted) / 1000)} s`);

    const file = await writeSignalsFile(
      path.join(directory, 'signals.ndjson'),
      world,
      random.fork('file'),
      DAY_START,
      LINES,
    );
    const ids = goodDocumentIds(file.path, new Set(file.badLineNumbers));
    const first = await runImport(file.path, database.url, KILL_AT_PERCENT);
    const afterKill = await countImported(database.url, ids);
    log(`first run killed: ${first.killed} after ${first.seconds.toFixed(1)} s, ${afterKill.held} signals held`);
    const second = await runImport(file.path, database.url);
    // A small file (BENCH_IMPORT_LINES) can be read, staged and attached before the kill arrives: the second run then
    // finds it imported whole, and there is no resume to measure.
    const finishedBeforeKill = /was imported whole on /.test(second.stdout);
    if (finishedBeforeKill) {
      log(`the first run finished before its kill: ${LINES.toLocaleString('en')} lines are too few to stop at 40 %`);
    }
    const resumedAfter = Number(/Resumed after line (\d+)/.exec(second.stdout)?.[1] ?? 0);
    const secondImported = Number(/^(\d+) signals imported, /m.exec(second.stdout)?.[1] ?? -1);
    const held = await countImported(database.url, ids);
    log(`second run: ${second.seconds.toFixed(1)} s, resumed after line ${resumedAfter}, ${secondImported} imported`);
    log(`progress lines: ${[...first.progressLines.slice(0, 2), ...second.progressLines.slice(-2)].join(' | ')}`);

    // The importer's own rate (its last progress line): signals loaded per second since the run began reading; the
    // first run's when it finished before its kill (the second then only found the file imported).
    const measured = finishedBeforeKill ? first : second;
    const lastProgress = measured.progressLines.at(-1) ?? '';
    const rate = Number(/([\d,]+) signals\/s/.exec(lastProgress)?.[1]?.replace(/,/g, '') ?? 0);
    const measuredImported = Number(/([\d,]+) imported/.exec(lastProgress)?.[1]?.replace(/,/g, '') ?? -1);
    report({
      name: 'import-live-rows-per-second',
      value: rate,
      unit: `signals/s, the ${finishedBeforeKill ? 'first' : 'resumed'} run's ${measuredImported.toLocaleString('en')} signals into the live tables of ${(
        BASE + (finishedBeforeKill ? 0 : afterKill.held)
      ).toLocaleString('en')} (as its last progress line says; the process took ${measured.seconds.toFixed(1)} s)`,
      goal: `>= ${GOAL_ROWS_PER_SECOND.toLocaleString('en')}`,
      pass: rate >= GOAL_ROWS_PER_SECOND,
    });
    report({
      name: 'import-live-resume-duplicates',
      value: held.held - held.distinct,
      unit: finishedBeforeKill
        ? `signals held twice; no resume measured: the first run finished before its kill at ${KILL_AT_PERCENT} % (a larger BENCH_IMPORT_LINES)`
        : `signals held twice after a kill -9 at ${KILL_AT_PERCENT} % (killed: ${first.killed}) and a second run that resumed after line ${resumedAfter}`,
      goal: '0 (and the first run killed)',
      pass: first.killed && resumedAfter > 0 && held.held === held.distinct,
    });
    report({
      name: 'import-live-resume-missing',
      value: ids.length - held.distinct,
      unit: `of ${ids.length.toLocaleString('en')} good lines never loaded (${file.badLineNumbers.length} bad lines refused)`,
      goal: '0',
      pass: held.distinct === ids.length,
    });
    report({
      name: 'import-live-progress-lines',
      value: first.progressLines.length + second.progressLines.length,
      unit: `progress lines (rows, rate, share of the file, time left) over both runs; last: "${second.progressLines.at(-1) ?? ''}"`,
      goal: '>= 2',
      pass: first.progressLines.length + second.progressLines.length >= 2,
    });
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE !== '1') await database.drop();
  }
}

await main();
