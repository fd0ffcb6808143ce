// Feed sources end to end (ADR 0124) on the PostgreSQL server: 1,000 folders with discovery × 20 search terms
// and 50,000 target entities (each folder monitors 50-200), one RSS feed of 10,000 items served by a real HTTP server
// on 127.0.0.1, and one source serving every folder. Times one fetch through the product's poller
// (`startSourcePoller(…).fetchNow`: HTTP, the parser's worker, matching, the inserts, the source's record), then a
// second fetch of the same items under a new ETag (all seen), then 500 tiny sources answering 304 polled in one round.
// The phases of the big fetch are then timed one by one with the same modules, to show where the time goes.
// BENCH_FEED_ITEMS makes a smaller run; BENCH_KEEP_DATABASE=1 leaves argus_bench_ingest_feeds behind.
import type { Language, MediaSegment } from '@argus/contract';
import pino from 'pino';
import { openDatabase } from '../apps/api/src/db/client';
import type { MentionMatchers } from '../apps/api/src/lib/cached-reads';
import { createReadCache } from '../apps/api/src/lib/read-cache';
import { fetchOutgoing, parsePrivateHostsPolicy } from '../apps/api/src/lib/outgoing';
import { listDiscoveryFolders } from '../apps/api/src/modules/mentions/mention-intake.repository';
import { prepareMentionIntake } from '../apps/api/src/modules/mentions/mention-intake.service';
import { createFeedReader, type FeedItem } from '../apps/api/src/modules/sources/feed';
import { DEFAULT_SOURCE_FETCH_SETTINGS } from '../apps/api/src/modules/sources/source-fetch.service';
import { DEFAULT_POLLER_TIMING, startSourcePoller } from '../apps/api/src/modules/sources/source-poller';
import { benchDatabase } from './bench-database';
import { rssDocument, startIngestFeedServer, type RssItem } from './ingest/feed-server';
import {
  anyCompany,
  buildWorld,
  companyOf,
  countRows,
  execute,
  filler,
  insertWorld,
  keywordOf,
  loadAverage,
  plant,
} from './ingest/world';
import { report } from './report';

const BENCH_DATABASE = 'argus_bench_ingest_feeds';
const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 10_000);
const TINY_SOURCES = 500;
const ITEMS_PER_SECOND_GOAL = 2_000;
const ROUND_GOAL_MS = 10_000;
/** Items naming a keyword of some folder, and items naming a company. */
const MATCHING_SHARE = 0.2;
const COMPANY_SHARE = 0.3;

const log = (message: string) => process.stderr.write(`[ingest-feeds] ${message}\n`);
const silent = pino({ level: 'silent' });
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function wireItems(world: ReturnType<typeof buildWorld>) {
  const { random } = world;
  const start = Date.UTC(2026, 10, 28, 12);
  return Array.from({ length: ITEMS }, (_, index): RssItem => {
    const title = filler(random, 8 + Math.floor(random.next() * 5));
    const description = filler(random, 30 + Math.floor(random.next() * 21));
    const folder = random.next() < MATCHING_SHARE ? Math.floor(random.next() * world.folders.length) : null;
    if (folder !== null) {
      const keyword = keywordOf(world, folder);
      if (random.next() < 0.5) plant(random, title, keyword);
      else plant(random, description, keyword);
    }
    if (random.next() < COMPANY_SHARE) {
      const company = folder !== null && random.next() < 0.6 ? companyOf(world, folder) : anyCompany(world);
      if (random.next() < 0.5) plant(random, title, company);
      else plant(random, description, company);
    }
    return {
      guid: `wire-${index}`,
      title: title.join(' '),
      description: description.join(' '),
      link: `https://wire.example/2026/11/28/item-${index}`,
      pubDate: new Date(start - index * 30_000).toUTCString(),
    };
  });
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
  const server = await startIngestFeedServer();
  const options = {
    ...DEFAULT_POLLER_TIMING,
    ...DEFAULT_SOURCE_FETCH_SETTINGS,
    privateHosts: parsePrivateHostsPolicy('127.0.0.1/32'),
  };
  // The server's poller keeps the mention matchers in its read caches (live while it hears change notifications): one
  // build per set of folders until a term, an entity or a folder changes.
  const matchers = createReadCache<MentionMatchers>({ maxEntries: 50 });
  matchers.setLive(true);
  const fetcher = startSourcePoller(handle.db, options, silent, { polling: false, matchers });
  try {
    await handle.migrate();
    let started = performance.now();
    const world = buildWorld({
      folders: 1000,
      termsPerFolder: 20,
      maxKeywords: 3,
      entities: 50_000,
      monitored: [50, 200],
      seed: 35,
    });
    const inserted = await insertWorld(database.url, world);
    log(
      `world: ${world.folders.length} folders, ${inserted.terms} terms, ${world.entities.length} entities, ` +
        `${inserted.links} monitoring links in ${round(performance.now() - started)} ms`,
    );

    const items = wireItems(world);
    const document = rssDocument('Bench wire', items);
    server.serve('/wire.xml', document, '"v1"', false);
    server.serve('/warm-up.xml', rssDocument('Warm-up', items.slice(0, 1)), '"w"', false);
    log(`feed: ${ITEMS.toLocaleString('en')} items, ${round(document.length / 1024 / 1024, 1)} MiB`);

    const source = (name: string, path: string, extra = '') =>
      execute(
        database.url,
        `insert into sources (name, url, media_segment, reliability, interval_minutes, next_fetch_at${extra ? ', paused' : ''})
         values ($1, $2, 'news', 3, 15, now() + interval '1 day'${extra}) returning id`,
        [name, server.url(path)],
      ).then((result) => (result.rows[0] as { id: string }).id);
    const wireId = await source('Bench wire', '/wire.xml', ', true');
    const warmUpId = await source('Warm-up', '/warm-up.xml', ', true');
    // The parser's worker starts with the first feed (from the TypeScript sources here: tsx's loader); not timed.
    await fetcher.fetchNow(warmUpId);

    // a. The big feed: one fetch, every item new.
    const mentionsBefore = await countRows(database.url, 'mentions');
    log(`load average before the fetch: ${await loadAverage()}`);
    started = performance.now();
    const first = await fetcher.fetchNow(wireId);
    const firstMs = performance.now() - started;
    const created = (await countRows(database.url, 'mentions')) - mentionsBefore;
    if (first.error) throw new Error(`the big fetch failed: ${first.error}`);
    log(
      `first fetch: ${round(firstMs)} ms, ${first.newItems} new items, ${first.skippedItems} skipped, ` +
        `${created} mentions (load ${await loadAverage()})`,
    );
    report({
      name: `ingest-feeds: fetch of ${ITEMS.toLocaleString('en')} new items (${created.toLocaleString('en')} mentions, ${round(firstMs)} ms)`,
      value: round((first.newItems / firstMs) * 1000),
      unit: 'items/s',
      goal: `≥ ${ITEMS_PER_SECOND_GOAL}`,
      pass: first.newItems === ITEMS && (first.newItems / firstMs) * 1000 >= ITEMS_PER_SECOND_GOAL,
    });

    // The same items under a new ETag: every one seen before.
    server.changeEtag('/wire.xml', '"v2"');
    started = performance.now();
    const second = await fetcher.fetchNow(wireId);
    const secondMs = performance.now() - started;
    log(
      `second fetch: ${round(secondMs)} ms, ${second.seenItems} seen, ${second.newItems} new (load ${await loadAverage()})`,
    );
    report({
      name: `ingest-feeds: fetch of the same ${ITEMS.toLocaleString('en')} items, new ETag, all seen (${round(secondMs)} ms)`,
      value: round((second.seenItems / secondMs) * 1000),
      unit: 'items/s',
      goal: `≥ ${ITEMS_PER_SECOND_GOAL} (info)`,
      pass: true,
    });

    await phases(database.url, handle.db, server.url('/wire.xml'), options, firstMs);

    // b. 500 tiny sources answering 304 after their first 200, polled by a running poller.
    await roundOf304(database.url, handle.db, server, options);
  } finally {
    await fetcher.stop();
    await server.close();
    await handle.close();
    if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
  }
}

/** The big fetch's steps one by one with the product's modules (no writes): what is left of its time is the writes. */
async function phases(
  url: string,
  db: Parameters<typeof prepareMentionIntake>[0],
  feedUrl: string,
  options: { privateHosts: ReturnType<typeof parsePrivateHostsPolicy> } & typeof DEFAULT_SOURCE_FETCH_SETTINGS,
  firstMs: number,
) {
  const reader = createFeedReader();
  try {
    let started = performance.now();
    const response = await fetchOutgoing({
      url: feedUrl,
      headers: {},
      maxBytes: options.maxBytes,
      connectTimeoutMs: options.connectTimeoutMs,
      totalTimeoutMs: options.totalTimeoutMs,
      maxRedirects: 5,
      privateHosts: options.privateHosts,
    });
    const fetchMs = performance.now() - started;
    // The worker's start (tsx) is not the parse: one small read first.
    await reader.read({
      body: Buffer.from(rssDocument('Warm-up', [])),
      contentType: 'application/rss+xml',
      url: feedUrl,
      fetchedAt: new Date(),
      language: 'detect',
    });
    started = performance.now();
    const feed = await reader.read({
      body: response.body,
      contentType: response.headers['content-type'] ?? null,
      url: response.url,
      fetchedAt: new Date(),
      language: 'detect',
    });
    const parseMs = performance.now() - started;
    started = performance.now();
    const folders = await listDiscoveryFolders(db, null);
    const intake = await prepareMentionIntake(db, folders);
    const prepareMs = performance.now() - started;
    started = performance.now();
    const rows = planAll(intake, folders, feed.items);
    const matchMs = performance.now() - started;
    const rest = firstMs - fetchMs - parseMs - prepareMs - matchMs;
    log(
      `phases of the big fetch: HTTP ${round(fetchMs)} ms, parse (worker) ${round(parseMs)} ms, ` +
        `intake build (terms + entities read, automata) ${round(prepareMs)} ms, match/plan ${round(matchMs)} ms ` +
        `(${rows} mentions), the rest (reads of known items, inserts, the record) ~${round(rest)} ms`,
    );
    const phase = (name: string, value: number) =>
      report({
        name: `ingest-feeds: big fetch phase, ${name}`,
        value: round(value),
        unit: 'ms',
        goal: 'info',
        pass: true,
      });
    phase('HTTP (gzip)', fetchMs);
    phase('parse in the worker', parseMs);
    phase('intake build (1,000 folders: terms, 50,000 entities)', prepareMs);
    phase('match and plan of every item', matchMs);
    phase('the rest: known items, inserts, the record (first fetch minus the above)', rest);
    const sourceItems = await countRows(url, 'source_items');
    const matched = Number(
      (await execute(url, 'select count(*) as count from source_items where cardinality(mention_uuids) > 0')).rows[0]
        .count,
    );
    log(`source_items rows: ${sourceItems}, of which matched some folder: ${matched}`);
  } finally {
    await reader.close();
  }
}

/** Every item planned as the fetch plans it (the mentions it would make), none written: answers the mentions. */
function planAll(
  intake: Awaited<ReturnType<typeof prepareMentionIntake>>,
  folders: readonly string[],
  items: readonly FeedItem[],
) {
  let rows = 0;
  for (const item of items) {
    const incoming = {
      title: item.title,
      sentence: item.sentence,
      translatedSentence: null,
      authors: item.authors,
      url: item.url,
      source: 'Bench wire',
      publishDate: item.publishDate,
      language: (item.language ?? 'en') as Language,
      mediaSegment: 'news' as MediaSegment,
      reliability: 3,
    };
    rows += intake.plan(incoming, { folders, matchedOnly: true }).length;
  }
  return rows;
}

/** 500 tiny feeds answering 304 to their ETag, and a source of each serving one folder. */
async function addTinySources(url: string, server: Awaited<ReturnType<typeof startIngestFeedServer>>) {
  const names: string[] = [];
  const urls: string[] = [];
  for (let index = 0; index < TINY_SOURCES; index++) {
    const path = `/tiny/${index}.xml`;
    server.serve(
      path,
      rssDocument(`Tiny ${index}`, [
        {
          guid: `tiny-${index}-1`,
          title: 'Quiet day at the market',
          description: 'Nothing of note happened today in the sector.',
          link: `https://tiny.example/${index}/1`,
          pubDate: new Date(Date.UTC(2026, 10, 28)).toUTCString(),
        },
      ]),
      `"tiny-${index}"`,
      true,
    );
    names.push(`Tiny ${index}`);
    urls.push(server.url(path));
  }
  // Each serves one folder: a source serving every folder would build the intake of all 1,000 folders in its first
  // fetch (seconds each, see the phases above), which is not what this round measures.
  await execute(
    url,
    `with made as (
       insert into sources (name, url, media_segment, reliability, interval_minutes, next_fetch_at)
       select name, url, 'news', 3, 60, now() from unnest($1::text[], $2::text[]) as record(name, url)
       returning id, name)
     insert into source_customers (source_id, customer_name)
     select made.id, 'ingest_folder_' || lpad((substr(made.name, 6)::int % 1000)::text, 4, '0') from made`,
    [names, urls],
  );
}

async function roundOf304(
  url: string,
  db: Parameters<typeof prepareMentionIntake>[0],
  server: Awaited<ReturnType<typeof startIngestFeedServer>>,
  options: Parameters<typeof startSourcePoller>[1],
) {
  await addTinySources(url, server);
  const fetchedSince = async (since: Date | null) =>
    Number(
      (
        await execute(
          url,
          `select count(*) as count from sources where name like 'Tiny %' and last_fetched_at > coalesce($1::timestamptz, '-infinity')`,
          [since],
        )
      ).rows[0].count,
    );
  const waitForAll = async (since: Date | null, timeoutMs: number) => {
    const started = performance.now();
    let done = 0;
    while (performance.now() - started < timeoutMs) {
      done = await fetchedSince(since);
      if (done >= TINY_SOURCES) return { ms: performance.now() - started, done };
      await sleep(25);
    }
    return { ms: performance.now() - started, done };
  };
  const pollerOptions = { ...options, pollEveryMs: 50 };
  log(
    `poller: pollEveryMs 50, parallelFetches ${pollerOptions.parallelFetches}, fetchesPerHost ${pollerOptions.fetchesPerHost} ` +
      `(all ${TINY_SOURCES} sources on one host)`,
  );
  const poller = startSourcePoller(db, pollerOptions, silent);
  try {
    const firstRound = await waitForAll(null, 180_000);
    log(
      `first round (200s): ${firstRound.done}/${TINY_SOURCES} in ${round(firstRound.ms)} ms; server ${JSON.stringify(server.counts)}`,
    );
    server.counts.mostConnections = server.counts.connections;
    report({
      name: `ingest-feeds: first round of ${TINY_SOURCES} tiny sources (200, 1 item each)`,
      value: round(firstRound.ms),
      unit: 'ms',
      goal: 'info',
      pass: true,
    });
    const notModifiedBefore = server.counts.notModified;
    log(`load average before the 304 round: ${await loadAverage()}`);
    const started = performance.now();
    const due = await execute(
      url,
      `update sources set next_fetch_at = now() where name like 'Tiny %' returning now() as now`,
    );
    const since = (due.rows[0] as { now: Date }).now;
    const secondRound = await waitForAll(since, 120_000);
    const ms = performance.now() - started;
    const notModified = server.counts.notModified - notModifiedBefore;
    log(
      `304 round: ${secondRound.done}/${TINY_SOURCES} in ${round(ms)} ms, ${notModified} answered 304 ` +
        `(load ${await loadAverage()}); at most ${server.counts.mostConnections} connections open at once ` +
        `(fetchesPerHost ${pollerOptions.fetchesPerHost})`,
    );
    report({
      name: `ingest-feeds: one round of ${TINY_SOURCES} sources answering 304 (${secondRound.done} fetched, ${notModified} × 304)`,
      value: round(ms),
      unit: 'ms',
      goal: `< ${ROUND_GOAL_MS}`,
      pass: secondRound.done >= TINY_SOURCES && ms < ROUND_GOAL_MS,
    });
  } finally {
    await poller.stop();
  }
}

await run();
