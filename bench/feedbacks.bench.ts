// The Feedbacks report (ADR 0098) over 200,000 likes and dislikes on the PostgreSQL server: p50/p95 over HTTP of the
// page call for each filter (and a deep page and the other sorts for reference), of the totals call (summed per month
// by triggers where the filters allow, ADR 0131; a partial month as a reference), and of the CSV
// of a filtered selection. BENCH_FEEDBACK makes a smaller run; BENCH_KEEP_DATABASE=1 leaves argus_bench_feedbacks
// behind for EXPLAIN. Without a PostgreSQL server (BENCH_DATABASE_URL) it reports nothing and says so.
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { benchDatabase } from './bench-database';
import { median, report } from './report';
import { BENCH_ADMIN, customerName, insertFeedbackWorld, reviewerName } from './feedbacks/feedback-world';

const FEEDBACK = Number(process.env.BENCH_FEEDBACK ?? 200_000);
const BENCH_DATABASE = 'argus_bench_feedbacks';
const WARM_UP = 10;
const TIMED = 60;
const P95_GOAL_MS = 50;
const log = (message: string) => process.stderr.write(`[feedbacks] ${message}\n`);
const round = (value: number) => Math.round(value * 10) / 10;

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** Times `path` WARM_UP + TIMED times; the answer is read whole, as the browser reads it. */
async function time(origin: string, token: string, path: string, calls = WARM_UP + TIMED) {
  const times: number[] = [];
  let answer = '';
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    answer = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer}`);
    if (index >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: median(times), p95: percentile(times, 0.95), answer };
}

/** The filters the screen sends: each on its own, and the ones a moderator combines. */
const FILTERS: [string, string][] = [
  ['no filter', ''],
  ['the biggest customer', `customer=${customerName(1)}`],
  ['a small customer', `customer=${customerName(17)}`],
  ['one user', `user=${reviewerName(42)}`],
  ['one event type', 'eventType=Management%20Change'],
  ['dislikes', 'feedback=dislike'],
  ['mentions', 'kind=mention'],
  ['one month', 'from=2025-06-01&to=2025-06-30'],
  ['customer + month + dislikes', `customer=${customerName(1)}&from=2025-06-01&to=2025-06-30&feedback=dislike`],
  ['user + event type', `user=${reviewerName(42)}&eventType=Management%20Change`],
];

const REFERENCE_PAGES: [string, string][] = [
  ['page 100 (offset 4,950), no filter', 'page=100'],
  ['sorted by customer', 'sort=customer'],
  ['sorted by user', 'sort=user'],
  ['sorted by event type, one customer', `sort=-eventType&customer=${customerName(3)}`],
  ['sorted by value, one month', 'sort=feedback&from=2025-06-01&to=2025-06-30'],
];

const REFERENCE_TOTALS: [string, string][] = [
  ['June 3rd to July 28th, from the rows', 'from=2025-06-03&to=2025-07-28'],
  ['a fortnight, from the rows', 'from=2025-06-10&to=2025-06-23'],
];

/** Days that cut a month read the rows (ADR 0131): a reference, not a goal. */
async function timeReferenceTotals(origin: string, token: string) {
  for (const [name, query] of REFERENCE_TOTALS) {
    const totals = await time(origin, token, `/api/feedback/report/totals?${query}`);
    report({
      name: `totals, ${name} (p50 ${round(totals.p50)} ms), p95`,
      value: round(totals.p95),
      unit: 'ms',
      goal: 'baseline',
      pass: true,
    });
  }
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
    let started = performance.now();
    const world = await insertFeedbackWorld(handle.db, FEEDBACK);
    log(`${world.feedback} feedback rows in ${Math.round(performance.now() - started)} ms`);
    const app = await buildApp({ database: handle, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const login = await fetch(`${origin}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const count = (value: number) => value.toLocaleString('en');
      // One uncounted pass over every call first: the first call of a fresh server and database pays for the caches.
      for (const [, query] of [...FILTERS, ...REFERENCE_PAGES])
        await time(origin, token, `/api/feedback/report?${query}`, 2);
      for (const [, query] of FILTERS) await time(origin, token, `/api/feedback/report/totals?${query}`, 2);
      started = performance.now();
      for (const [name, query] of FILTERS) {
        const page = await time(origin, token, `/api/feedback/report?${query}`);
        const totals = await time(origin, token, `/api/feedback/report/totals?${query}`);
        // Every row is a like or a dislike: the totals count the rows the page call stops counting at 10,000.
        const { all } = JSON.parse(totals.answer) as { all: { likes: number; dislikes: number } };
        report({
          name: `page of 50, ${name} (${count(all.likes + all.dislikes)} rows; p50 ${round(page.p50)} ms), p95`,
          value: round(page.p95),
          unit: 'ms',
          goal: `< ${P95_GOAL_MS}`,
          pass: page.p95 < P95_GOAL_MS,
        });
        // Every filter has the goal (ADR 0131): the broad ones read the sums kept per month, not every row.
        report({
          name: `totals, ${name} (p50 ${round(totals.p50)} ms), p95`,
          value: round(totals.p95),
          unit: 'ms',
          goal: `< ${P95_GOAL_MS}`,
          pass: totals.p95 < P95_GOAL_MS,
        });
      }
      await timeReferenceTotals(origin, token);
      for (const [name, query] of REFERENCE_PAGES) {
        const page = await time(origin, token, `/api/feedback/report?${query}`);
        report({
          name: `page of 50, ${name} (p50 ${round(page.p50)} ms), p95`,
          value: round(page.p95),
          unit: 'ms',
          goal: 'baseline',
          pass: true,
        });
      }
      const csvQuery = `customer=${customerName(1)}&from=2025-06-01&to=2025-06-30`;
      const csv = await time(origin, token, `/api/feedback/report/csv?${csvQuery}`);
      report({
        name: `CSV of one customer's month (${count(csv.answer.split('\r\n').length - 2)} rows; p95 ${round(csv.p95)} ms), p50`,
        value: round(csv.p50),
        unit: 'ms',
        goal: 'baseline',
        pass: true,
      });
      log(`timed in ${Math.round(performance.now() - started)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
  }
}

await run();
