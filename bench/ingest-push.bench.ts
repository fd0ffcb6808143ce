// The push API for mentions (ADR 0125) on the PostgreSQL server: the app listening on 127.0.0.1,
// 10 folders with discovery × 20 search terms and 20,000 target entities (each folder monitors 1,000-3,000), an API
// key of those folders made through POST /api/api-keys, then 20 batches of 1,000 mention items sent one after the
// other over HTTP, each item naming keywords of 1-5 of the folders (no `customer`) and a third of them a company:
// mentions created per second (rows counted in the table). Then the same with `language` left out (detected), info
// only. The steps of one batch are then timed one by one with the product's modules, to show where the time goes.
// BENCH_PUSH_BATCHES makes a smaller run; BENCH_KEEP_DATABASE=1 leaves argus_bench_ingest_push behind.
import type { IngestMentionItem } from '@argus/contract';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareMentionIntake, readDiscoveryFolders } from '../apps/api/src/modules/mentions/mention-intake.service';
import { detectLanguage } from '../apps/api/src/modules/sources/feed/feed-language';
import { createUser } from '../apps/api/test/factories';
import { benchDatabase } from './bench-database';
import {
  anyCompany,
  buildWorld,
  companyOf,
  countRows,
  filler,
  insertWorld,
  keywordOf,
  loadAverage,
  plant,
} from './ingest/world';
import { median, report } from './report';

const BENCH_DATABASE = 'argus_bench_ingest_push';
const BATCHES = Number(process.env.BENCH_PUSH_BATCHES ?? 20);
const BATCH_SIZE = 1000;
const MENTIONS_PER_SECOND_GOAL = 5_000;
const COMPANY_SHARE = 0.3;

const log = (message: string) => process.stderr.write(`[ingest-push] ${message}\n`);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

type World = ReturnType<typeof buildWorld>;

/** A batch of items, each naming keywords of 1-5 distinct folders. */
function batchOf(world: World, prefix: string, withLanguage: boolean): IngestMentionItem[] {
  const { random } = world;
  return Array.from({ length: BATCH_SIZE }, (_, index) => {
    const title = filler(random, 8 + Math.floor(random.next() * 5));
    const sentence = filler(random, 30 + Math.floor(random.next() * 21));
    const folders = new Set<number>();
    const wanted = 1 + Math.floor(random.next() * 5);
    while (folders.size < wanted) folders.add(Math.floor(random.next() * world.folders.length));
    for (const folder of folders) {
      if (random.next() < 0.4) plant(random, title, keywordOf(world, folder));
      else plant(random, sentence, keywordOf(world, folder));
    }
    if (random.next() < COMPANY_SHARE) {
      const company = random.next() < 0.7 ? companyOf(world, [...folders][0]!) : anyCompany(world);
      if (random.next() < 0.5) plant(random, title, company);
      else plant(random, sentence, company);
    }
    return {
      externalId: `${prefix}-${index}`,
      title: title.join(' '),
      sentence: sentence.join(' '),
      publishDate: new Date(Date.UTC(2026, 10, 28, 12) - index * 60_000).toISOString(),
      url: `https://news.example.com/2026/11/28/${prefix}-${index}`,
      source: 'Bench Newswire',
      authors: 'Bench Reporter',
      ...(withLanguage && { language: 'en' as const }),
    };
  });
}

/** An admin's token, then a push key of every folder, made through the API as a user would. */
async function makeKey(origin: string, admin: { username: string; password: string }, folders: readonly string[]) {
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const made = await fetch(`${origin}/api/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench push client', customers: folders }),
  });
  if (!made.ok) throw new Error(`POST /api/api-keys answered ${made.status}: ${await made.text()}`);
  const { key } = (await made.json()) as { key: string };
  return key;
}

/** Sends one batch; answers its outcomes counted. */
function pusher(origin: string, key: string) {
  return async (items: IngestMentionItem[]) => {
    const response = await fetch(`${origin}/api/ingest/mentions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ items }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST /api/ingest/mentions answered ${response.status}: ${text.slice(0, 500)}`);
    const { results } = JSON.parse(text) as { results: { outcome: string; reason?: string }[] };
    const outcomes: Record<string, number> = {};
    for (const result of results) {
      const outcome = result.reason ? `${result.outcome} (${result.reason})` : result.outcome;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    return outcomes;
  };
}

/** BATCHES batches one after the other: mentions created per second (rows counted); answers the mean batch time. */
async function measure(
  url: string,
  world: World,
  push: ReturnType<typeof pusher>,
  { name, withLanguage, goal }: { name: string; withLanguage: boolean; goal: boolean },
) {
  const batches = Array.from({ length: BATCHES }, (_, index) => batchOf(world, `${name}-${index}`, withLanguage));
  const before = await countRows(url, 'mentions');
  log(`${name}: load average before ${await loadAverage()}`);
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  const started = performance.now();
  for (const batch of batches) {
    const batchStarted = performance.now();
    for (const [outcome, count] of Object.entries(await push(batch))) {
      outcomes[outcome] = (outcomes[outcome] ?? 0) + count;
    }
    times.push(performance.now() - batchStarted);
  }
  const ms = performance.now() - started;
  const created = (await countRows(url, 'mentions')) - before;
  const rate = (created / ms) * 1000;
  log(
    `${name}: ${BATCHES} batches of ${BATCH_SIZE} in ${round(ms)} ms (per batch ${times.map((time) => round(time)).join(', ')} ms); ` +
      `${created} mentions; outcomes ${JSON.stringify(outcomes)}; load ${await loadAverage()}`,
  );
  report({
    name: `ingest-push: ${BATCHES} batches of ${BATCH_SIZE.toLocaleString('en')} mentions, ${name} (${created.toLocaleString('en')} mentions in ${round(ms)} ms)`,
    value: round(rate),
    unit: 'mentions/s',
    goal: goal ? `≥ ${MENTIONS_PER_SECOND_GOAL}` : `≥ ${MENTIONS_PER_SECOND_GOAL} (info)`,
    pass: !goal || rate >= MENTIONS_PER_SECOND_GOAL,
  });
  return ms / BATCHES;
}

/**
 * One batch's steps with the product's modules, no writes: what is left of a batch's time is HTTP, validation, the
 * hashes and the writes.
 */
async function phases(db: Database, world: World, perBatchGiven: number, perBatchDetected: number) {
  let started = 0;
  const sample = batchOf(world, 'phases', false);
  const folders = await readDiscoveryFolders(db, world.folders);
  let intake = await prepareMentionIntake(db, folders);
  let rows = 0;
  const prepareTimes: number[] = [];
  const planTimes: number[] = [];
  const detectTimes: number[] = [];
  // Medians of 5: one batch's steps are short enough for the shared machine's noise.
  for (let repeat = 0; repeat < 5; repeat++) {
    started = performance.now();
    intake = await prepareMentionIntake(db, await readDiscoveryFolders(db, world.folders));
    prepareTimes.push(performance.now() - started);
    started = performance.now();
    rows = 0;
    for (const item of sample) {
      rows += intake.plan(
        {
          title: item.title,
          sentence: item.sentence,
          translatedSentence: null,
          authors: item.authors ?? null,
          url: item.url,
          source: item.source ?? null,
          publishDate: new Date(item.publishDate),
          language: 'en',
          mediaSegment: 'news',
          reliability: 3,
        },
        { folders, matchedOnly: true },
      ).length;
    }
    planTimes.push(performance.now() - started);
    started = performance.now();
    for (const item of sample) detectLanguage(`${item.title}\n${item.sentence}`);
    detectTimes.push(performance.now() - started);
  }
  const [prepareMs, planMs, detectMs] = [prepareTimes, planTimes, detectTimes].map(median) as [number, number, number];
  log(
    `one batch: intake build ${round(prepareMs)} ms, match/plan ${round(planMs)} ms (${rows} mentions), ` +
      `language detection ${round(detectMs)} ms; whole batch ${round(perBatchGiven)} ms given, ` +
      `${round(perBatchDetected)} ms detected`,
  );
  const phase = (name: string, value: number) =>
    report({
      name: `ingest-push: batch phase, ${name}`,
      value: round(value),
      unit: 'ms',
      goal: 'info',
      pass: true,
    });
  phase('whole batch, language given (mean)', perBatchGiven);
  phase('intake build (10 folders: terms, entities; median of 5)', prepareMs);
  phase('match and plan of 1,000 items (median of 5)', planMs);
  phase('language detection of 1,000 items (median of 5)', detectMs);
  phase('the rest: HTTP, validation, hashes, writes (whole minus the above)', perBatchGiven - prepareMs - planMs);
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
  try {
    await handle.migrate();
    const started = performance.now();
    const world = buildWorld({
      folders: 10,
      termsPerFolder: 20,
      maxKeywords: 3,
      entities: 20_000,
      monitored: [1000, 3000],
      seed: 36,
    });
    const inserted = await insertWorld(database.url, world);
    const admin = await createUser(handle.db, { privilege: 3 });
    log(
      `world: ${world.folders.length} folders, ${inserted.terms} terms, ${world.entities.length} entities, ` +
        `${inserted.links} monitoring links in ${round(performance.now() - started)} ms`,
    );
    const app = await buildApp({
      database: handle,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      ingestBatchesPerMinute: 1_000_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const push = pusher(origin, await makeKey(origin, admin, world.folders));
      // One batch first, not counted: the first call of a fresh server pays for its JIT and the database's caches.
      await push(batchOf(world, 'warm-up', true));

      const perBatchGiven = await measure(database.url, world, push, {
        name: 'language given',
        withLanguage: true,
        goal: true,
      });
      const perBatchDetected = await measure(database.url, world, push, {
        name: 'language detected',
        withLanguage: false,
        goal: false,
      });
      await phases(handle.db, world, perBatchGiven, perBatchDetected);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
  }
}

await run();
