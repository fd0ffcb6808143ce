import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { sources } from '../../db/schema';
import { parsePrivateHostsPolicy } from '../../lib/outgoing';
import { uniqueName } from '../../../test/factories';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { openTestDatabase } from '../../../test/test-database';
import { DEFAULT_SOURCE_FETCH_SETTINGS } from './source-fetch.service';
import { startSourcePoller, type SourcePoller } from './source-poller';

const serverUrl = process.env.TEST_DATABASE_URL;
const silent = pino({ level: 'silent' });
const pollerOptions = {
  ...DEFAULT_SOURCE_FETCH_SETTINGS,
  privateHosts: parsePrivateHostsPolicy('127.0.0.1/32'),
  pollEveryMs: 50,
  parallelFetches: 4,
  fetchesPerHost: 4,
  leaseMs: 60_000,
};

// Every instance polls, and a due source is fetched by exactly one of them (ADR 0124).
describe.skipIf(!serverUrl)('two instances polling one PostgreSQL database', () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let feeds: FeedServer;
  const pollers: SourcePoller[] = [];

  beforeAll(async () => {
    [first, feeds] = await Promise.all([openTestDatabase('postgres'), startFeedServer()]);
    second = await openDatabase({ kind: 'postgres', url: first.url! });
  });
  afterAll(async () => {
    await Promise.all(pollers.map((poller) => poller.stop()));
    await second.close();
    await Promise.all([first.close(), feeds.close()]);
  });

  it('fetches each of 50 due sources exactly once', async () => {
    const paths = Array.from({ length: 50 }, () => `/${uniqueName('due')}.xml`);
    for (const path of paths) {
      feeds.serve(path, { body: rssFeed([{ guid: path, title: 'Quiet', description: 'Nothing to match.' }]) });
    }
    await first.db.insert(sources).values(
      paths.map((path) => ({
        name: path,
        url: feeds.url(path),
        mediaSegment: 'news',
        reliability: 3,
        intervalMinutes: 60,
      })),
    );
    pollers.push(
      startSourcePoller(first.db, pollerOptions, silent),
      startSourcePoller(second.db, pollerOptions, silent),
    );
    await expect
      .poll(async () => (await first.db.select({ at: sources.lastFetchedAt }).from(sources)).every((row) => row.at), {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(true);
    expect(paths.map((path) => feeds.requestsTo(path).length)).toEqual(paths.map(() => 1));
  });
});

describe('one instance polling', () => {
  let database: DatabaseHandle;
  let feeds: FeedServer;
  let poller: SourcePoller | undefined;

  beforeAll(async () => {
    [database, feeds] = await Promise.all([openTestDatabase('pglite'), startFeedServer()]);
  });
  afterAll(async () => {
    await poller?.stop();
    await Promise.all([database.close(), feeds.close()]);
  });

  it('fetches due sources, leaves paused and later ones alone, and takes over a claim that ran out', async () => {
    const [due, paused, later, abandoned] = ['due', 'paused', 'later', 'abandoned'].map(
      (name) => `/${uniqueName(name)}.xml`,
    ) as [string, string, string, string];
    for (const path of [due, paused, later, abandoned]) {
      feeds.serve(path, { body: rssFeed([{ guid: path, title: 'Quiet', description: 'Nothing.' }]) });
    }
    const base = { mediaSegment: 'news', reliability: 3, intervalMinutes: 60 };
    const past = new Date(Date.now() - 60_000);
    await database.db.insert(sources).values([
      { ...base, name: 'due', url: feeds.url(due) },
      { ...base, name: 'paused', url: feeds.url(paused), paused: true },
      { ...base, name: 'later', url: feeds.url(later), nextFetchAt: new Date(Date.now() + 3_600_000) },
      // An instance died while fetching it: its lease has run out.
      { ...base, name: 'abandoned', url: feeds.url(abandoned), leaseUntil: past, leasedBy: 'instance-dead' },
    ]);
    poller = startSourcePoller(database.db, pollerOptions, silent);
    await expect
      .poll(() => [due, abandoned].map((path) => feeds.requestsTo(path).length), { timeout: 30_000, interval: 50 })
      .toEqual([1, 1]);
    expect([paused, later].map((path) => feeds.requestsTo(path).length)).toEqual([0, 0]);
  });
});

describe('the limit of fetches per host', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('keeps to its limit of fetches per host, however many of its sources are due', async () => {
    let open = 0;
    let most = 0;
    let answered = 0;
    const slow = http.createServer((_request, response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        answered += 1;
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(rssFeed([{ guid: 'x', title: 'Quiet', description: 'Nothing.' }]));
      }, 200);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.address() as AddressInfo).port;
    const hostPoller = startSourcePoller(
      database.db,
      { ...pollerOptions, parallelFetches: 6, fetchesPerHost: 2 },
      silent,
    );
    try {
      await database.db.insert(sources).values(
        Array.from({ length: 10 }, (_, index) => ({
          name: `slow ${index}`,
          url: `http://127.0.0.1:${port}/${uniqueName('slow')}.xml`,
          mediaSegment: 'news',
          reliability: 3,
          intervalMinutes: 60,
        })),
      );
      await expect.poll(() => answered, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(10);
      expect(most).toBe(2);
    } finally {
      await hostPoller.stop();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
