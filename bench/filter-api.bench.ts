// The server-side filters (ADR 0031) at production size: the 1M-signal world of the signals-api
// benchmark (20 customers, a year of signals) plus 200,000 mentions of one customer, read by an analyst with
// bookmarks, likes and dislikes. Filter calls go through HTTP one at a time (p50/p95), rotating over customers, months
// and criteria like the other reads. Its own database (argus_bench_filter), so that it never meets the signals-api
// benchmark's. BENCH_SIGNALS makes a smaller trial; BENCH_KEEP_DATABASE=1 keeps the database for EXPLAIN, and
// BENCH_REUSE_DATABASE=1 then skips the 10-minute load on the next run (migrations still run, so a new one is measured).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { RELIABILITY_LABELS, signalFilterResponseSchema } from '@argus/contract';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import {
  customers,
  favorites,
  feedback,
  mentions,
  relevanceModels,
  userCustomers,
  users,
} from '../apps/api/src/db/schema';
import { insertInBatches } from '../apps/api/src/db/seed/insert-in-batches';
import { createRandom } from '../apps/api/src/db/seed/random';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { forgetKeptRankings } from '../apps/api/src/modules/relevance/relevance-ranking.service';
import { retrainFromReviews } from '../apps/api/src/modules/relevance/relevance.service';
import { importSignalsFile } from '../apps/api/src/modules/signals/import-signals';
import { createRelevanceModel, serialiseModel } from '@argus/filtering';
import { seededRandom } from './filtering/random';
import { syntheticMentions, word } from './filtering/synthetic-mentions';
import { benchDatabase } from './bench-database';
import { report } from './report';
import { createBenchWorld, insertBenchWorld } from './signals-api/bench-world';
import { measureLatency, round, type LatencySummary } from './signals-api/measure';
import { writeSignalsFile } from './signals-api/write-signals-file';

const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const MENTIONS = Math.round(SIGNALS / 5);
const BENCH_DATABASE = 'argus_bench_filter';
const DAY_START = new Date('2026-01-01T00:00:00.000Z');
const MONTHS = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);
// Big and small folders alike: bench_01 holds ~18 % of the signals, bench_20 ~1 %.
const SAMPLED_CUSTOMERS = ['bench_01', 'bench_03', 'bench_06', 'bench_10', 'bench_15', 'bench_20'];
const MENTION_CUSTOMER = 'bench_01';
const ANALYST = { username: 'bench-analyst', password: 'bench-analyst-password' };
const P95_GOAL_MS = 20;

const database = benchDatabase(BENCH_DATABASE);

function log(message: string) {
  process.stderr.write(`[filter-api] ${message}\n`);
}

/** The signals-api world, loaded through the importer. */
async function loadWorld(handle: DatabaseHandle) {
  const random = createRandom(0x5167_4e4c);
  const world = createBenchWorld(random.fork('world'));
  await insertBenchWorld(handle.db, world, random.fork('reference'), DAY_START);
  const file = path.join(os.tmpdir(), `argus-bench-filter-${process.pid}.ndjson`);
  try {
    let started = performance.now();
    await writeSignalsFile(file, world, random.fork('signals'), DAY_START, SIGNALS);
    log(`wrote the signals file in ${round((performance.now() - started) / 1000)} s`);
    started = performance.now();
    const imported = await importSignalsFile(handle.db, file, { batchSize: 5000 });
    log(`imported ${imported.imported} signals in ${round((performance.now() - started) / 1000)} s`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The mentions of one customer, unless a reused database holds them already. */
async function ensureMentions(handle: DatabaseHandle) {
  const [held] = await handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mentions)
    .where(sql`${mentions.customerName} = ${MENTION_CUSTOMER}`);
  if ((held?.count ?? 0) > 0) return;
  await handle.db
    .update(customers)
    .set({ discovery: true })
    .where(sql`${customers.name} = ${MENTION_CUSTOMER}`);
  await insertInBatches(
    handle.db,
    mentions,
    syntheticMentions(MENTIONS).map((mention) => ({
      ...mention,
      customerName: MENTION_CUSTOMER,
      publishDate: new Date(mention.publishDate),
      reliability: RELIABILITY_LABELS.indexOf(mention.reliability),
    })),
  );
  log(`inserted ${MENTIONS} mentions`);
}

/**
 * The analyst who filters: granted every customer, with 300 bookmarks, 400 likes and 100 dislikes of signals and as
 * many reviews of mentions, spread over the year (made afresh on every run).
 */
async function createAnalyst(handle: DatabaseHandle) {
  const { db } = handle;
  await db.delete(users).where(sql`${users.username} = ${ANALYST.username}`);
  const [analyst] = await db
    .insert(users)
    .values({ username: ANALYST.username, passwordHash: await hashPassword(ANALYST.password), privilege: 1 })
    .returning({ id: users.id });
  const userId = analyst!.id;
  const customerNames = (await db.select({ name: customers.name }).from(customers)).map((row) => row.name);
  await db.insert(userCustomers).values(customerNames.map((customerName) => ({ userId, customerName })));
  for (const itemKind of ['signal', 'mention'] as const) {
    const table = itemKind === 'signal' ? 'signals' : 'mentions';
    const idColumn = itemKind === 'signal' ? 'id' : 'uuid';
    const picked = await db.execute(
      sql`select ${sql.identifier(idColumn)} as id, customer_name from ${sql.identifier(table)}
        order by md5(${sql.identifier(idColumn)}::text) limit 800`,
    );
    const rows = (picked as unknown as { rows: { id: string; customer_name: string }[] }).rows;
    const reviewed = (index: number) => ({
      userId,
      itemId: rows[index]!.id,
      itemKind,
      customerName: rows[index]!.customer_name,
    });
    await db.insert(favorites).values(rows.slice(0, 300).map((_, index) => reviewed(index)));
    await db
      .insert(feedback)
      .values(rows.slice(300, 800).map((_, index) => ({ ...reviewed(300 + index), feedback: index < 400 ? 1 : -1 })));
  }
}

/**
 * The analyst's relevance models (ADR 0137), trained by the server's own retrain from the reviews above: an empty
 * model begun before them, then `retrainFromReviews` per customer and kind.
 */
async function trainAnalystModels(handle: DatabaseHandle) {
  const { db } = handle;
  const [analyst] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} = ${ANALYST.username}`);
  const userId = analyst!.id;
  const customerNames = (await db.select({ name: customers.name }).from(customers)).map((row) => row.name);
  for (const customerName of customerNames) {
    for (const itemKind of ['signal', 'mention'] as const) {
      const empty = JSON.parse(serialiseModel(createRelevanceModel(itemKind))) as unknown;
      await db
        .insert(relevanceModels)
        .values({ userId, customerName, itemKind, model: empty, createdAt: new Date('2000-01-01T00:00:00Z') });
      await db.transaction((transaction) => retrainFromReviews(transaction, { userId, customerName, itemKind }));
    }
  }
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

async function measureFilters(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const fetchJson = async (url: string) => {
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
    return JSON.parse(body) as unknown;
  };
  const latency = { warmUp: 20, samples: 200, budgetMs: 60_000 };
  const signalUrl = (customer: string, query: string) => `${baseUrl}/api/events/filter/${customer}?${query}`;

  // Five kinds of month filter, as an analyst changes them: none, several fields, the month's top company, its top
  // event type, the bookmarks. The company and event type come from each month's unfiltered answer.
  const monthCalls = [];
  for (const month of MONTHS) {
    for (const customer of SAMPLED_CUSTOMERS) {
      const { from, to } = monthDays(month);
      const base = `from=${from}&to=${to}`;
      const first = signalFilterResponseSchema.parse(await fetchJson(signalUrl(customer, base)));
      const company = encodeURIComponent(first.topCompanies[0]?.value ?? 'none');
      const eventType = encodeURIComponent(first.topEventTypes[0]?.value ?? 'none');
      const queries = [
        base,
        `${base}&reliability=3&language=en&language=de&media=news&media=blog`,
        `${base}&company=${company}`,
        `${base}&eventType=${eventType}`,
        `${base}&review=Bookmarked`,
      ];
      monthCalls.push(
        ...queries.map((query) => ({
          label: `${customer} ${month} ${query.slice(base.length + 1) || 'no selection'}`,
          run: async () => void (await fetchJson(signalUrl(customer, query))),
        })),
      );
    }
  }
  // Shuffled (the same way every run), so that the timed calls mix customers, months and kinds of filter.
  const random = seededRandom(5);
  const shuffled = monthCalls
    .map((call) => ({ call, key: random.next() }))
    .sort((left, right) => left.key - right.key)
    .map(({ call }) => call);
  reportLatency('filter api: signals of a month, five kinds of filter', await measureLatency(shuffled, latency), true);

  const wholeYear = await measureLatency(
    SAMPLED_CUSTOMERS.map((customer) => ({
      label: `${customer} 2025`,
      run: async () => void (await fetchJson(signalUrl(customer, 'from=2025-01-01&to=2025-12-31'))),
    })),
    { warmUp: 6, samples: 60, budgetMs: 60_000 },
  );
  reportLatency('filter api: signals of the whole year, no selection', wholeYear, false);

  await measureRanked(baseUrl, fetchJson, wholeYear.p95);

  const mentionUrl = (query: string) => `${baseUrl}/api/discovery/filter/${MENTION_CUSTOMER}?${query}`;
  // A common word (in ~1 of 7 mentions), a rare one, and none.
  const keywords = ['', `&keyword=${word(7).toUpperCase()}`, `&keyword=${word(2500)}&keyword=${word(2900)}`];
  reportLatency(
    `filter api: mentions of a month (${MENTIONS.toLocaleString('en')} in the folder), keywords`,
    await measureLatency(
      MONTHS.flatMap((month) => {
        const { from, to } = monthDays(month);
        return keywords.map((keyword) => ({
          label: `${month}${keyword || ' no keyword'}`,
          run: async () => void (await fetchJson(mentionUrl(`from=${from}&to=${to}${keyword}`))),
        }));
      }),
      latency,
    ),
    true,
  );
}

/** The ranked month's p95 goal: a fresh ranking reads every shown signal's features (ADR 0137). */
const RANKED_MONTH_P95_GOAL_MS = 150;

/**
 * "Most relevant first" (ADR 0137): a month ranked afresh (no kept ranking: each call ranks the month's shown
 * signals), the biggest folder's whole year ranked afresh, and the next pages of a kept ranking.
 */
async function measureRanked(
  baseUrl: string,
  fetchJson: (url: string) => Promise<unknown>,
  /** The unranked whole year's p95: a next page runs the same counts, plus an id lookup of its signals. */
  yearP95: number,
) {
  const signalUrl = (customer: string, query: string) => `${baseUrl}/api/events/filter/${customer}?${query}`;
  const fresh = (customer: string, query: string) => async () => {
    forgetKeptRankings();
    await fetchJson(signalUrl(customer, `${query}&sort=relevance`));
  };
  const monthly = MONTHS.flatMap((month) => {
    const { from, to } = monthDays(month);
    return SAMPLED_CUSTOMERS.map((customer) => ({
      label: `${customer} ${month} ranked`,
      run: fresh(customer, `from=${from}&to=${to}`),
    }));
  });
  const month = await measureLatency(monthly, { warmUp: 10, samples: 100, budgetMs: 60_000 });
  log(`ranked month: ${month.samples} samples, slowest ${month.slowest}`);
  report({
    name: 'filter api: signals of a month ranked by relevance p50',
    value: month.p50,
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'filter api: signals of a month ranked by relevance p95',
    value: month.p95,
    unit: 'ms',
    goal: `< ${RANKED_MONTH_P95_GOAL_MS}`,
    pass: month.p95 < RANKED_MONTH_P95_GOAL_MS,
  });
  const year = await measureLatency(
    [
      {
        label: `${SAMPLED_CUSTOMERS[0]} 2025 ranked`,
        run: fresh(SAMPLED_CUSTOMERS[0]!, 'from=2025-01-01&to=2025-12-31'),
      },
    ],
    { warmUp: 1, samples: 5, budgetMs: 60_000 },
  );
  report({
    name: `filter api: the biggest folder's year ranked by relevance, first page p50`,
    value: year.p50,
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  // Pages 2-11 of one reading: the kept ranking answers, each page an id lookup.
  const first = (await fetchJson(
    signalUrl(SAMPLED_CUSTOMERS[0]!, 'from=2025-01-01&to=2025-12-31&sort=relevance&limit=100'),
  )) as {
    nextCursor: string | null;
  };
  const cursors: string[] = [];
  let cursor = first.nextCursor;
  while (cursor && cursors.length < 10) {
    cursors.push(cursor);
    const page = (await fetchJson(
      signalUrl(SAMPLED_CUSTOMERS[0]!, `from=2025-01-01&to=2025-12-31&sort=relevance&limit=100&cursor=${cursor}`),
    )) as { nextCursor: string | null };
    cursor = page.nextCursor;
  }
  const nextPages = await measureLatency(
    cursors.map((next, index) => ({
      label: `page ${index + 2}`,
      run: async () =>
        void (await fetchJson(
          signalUrl(SAMPLED_CUSTOMERS[0]!, `from=2025-01-01&to=2025-12-31&sort=relevance&limit=100&cursor=${next}`),
        )),
    })),
    { warmUp: 5, samples: 50, budgetMs: 30_000 },
  );
  report({
    name: 'filter api: next pages of a ranked year p50',
    value: nextPages.p50,
    unit: 'ms',
    goal: 'baseline',
    pass: true,
  });
  report({
    name: 'filter api: next pages of a ranked year p95',
    value: nextPages.p95,
    unit: 'ms',
    goal: `≤ 1.5 × the unranked year's p95 (${round(yearP95 * 1.5)} ms)`,
    pass: nextPages.p95 <= yearP95 * 1.5,
  });
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
  if (!reuse) await loadWorld(handle);
  await ensureMentions(handle);
  await createAnalyst(handle);
  await trainAnalystModels(handle);
  // Sets the visibility map (index-only scans) and the statistics, as autovacuum would soon after a load.
  started = performance.now();
  await handle.db.execute(sql`vacuum (analyze) signals, signal_arguments, mentions, favorites, feedback`);
  log(`vacuum analyze: ${round((performance.now() - started) / 1000)} s`);

  app = await buildApp({ database: handle, jwtSecret: 'bench-signing-secret-of-at-least-32-characters' });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANALYST),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  await measureFilters(baseUrl, token);
} finally {
  await app?.close();
  await handle?.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1')
    await database.drop().catch((error: unknown) => log(`could not drop ${BENCH_DATABASE}: ${String(error)}`));
}
