import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFetchLogSchema, sourceFetchSchema, sourceListSchema, sourceSchema } from '@argus/contract';
import { customerTargetEntities, mentions, targetEntities } from '../../db/schema';
import { parsePrivateHostsPolicy } from '../../lib/outgoing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, uniqueName } from '../../../test/factories';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createDiscovery } from '../mentions/mentions.factories';

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

describe.each(testDatabaseKinds())('feed sources on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let feeds: FeedServer;
  let cyber: string;
  let retail: string;
  let company: string;

  const asModerator = (options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor('moderator') });
  async function addSource(path: string, values: Record<string, unknown> = {}) {
    const response = await asModerator({
      method: 'POST',
      url: '/api/sources',
      payload: { name: uniqueName('Wire'), url: feeds.url(path), customers: [cyber, retail], ...values },
    });
    expect(response.statusCode, response.body).toBe(201);
    return sourceSchema.parse(response.json());
  }
  async function fetchNow(id: string) {
    const response = await asModerator({ method: 'POST', url: `/api/sources/${id}/fetch` });
    expect(response.statusCode, response.body).toBe(200);
    return sourceFetchSchema.parse(response.json());
  }
  async function readSource(id: string) {
    return sourceSchema.parse((await asModerator({ method: 'GET', url: `/api/sources/${id}` })).json());
  }
  const mentionsOf = (customerName: string, titleStart: string) =>
    testApp.db
      .select()
      .from(mentions)
      .where(eq(mentions.customerName, customerName))
      .then((rows) => rows.filter((row) => row.title.startsWith(titleStart)));

  beforeAll(async () => {
    [testApp, feeds] = await Promise.all([
      // The test's feed server is on 127.0.0.1: allowed here as an operator would allow an internal feed.
      buildTestApp(kind, { sources: { privateHosts: parsePrivateHostsPolicy('127.0.0.1/32') } }),
      startFeedServer(),
    ]);
    world = await createRoleWorld(testApp);
    cyber = (await createCustomer(testApp.db, { discovery: true })).name;
    retail = (await createCustomer(testApp.db, { discovery: true })).name;
    await createDiscovery(testApp.db, cyber, [{ term: 'Ransomware', keywords: ['ransomware'] }]);
    await createDiscovery(testApp.db, retail, [{ term: 'Recalls', keywords: ['product recall'] }]);
    company = uniqueName('Northwind');
    const [entity] = await testApp.db.insert(targetEntities).values({ name: company, aliases: [] }).returning();
    await testApp.db.insert(customerTargetEntities).values({ customerName: cyber, targetEntityId: entity!.id });
  });
  afterAll(async () => {
    await Promise.all([testApp.close(), feeds.close()]);
  });

  it('lets staff alone read and write sources', async () => {
    await expectRoleMatrix(testApp, world, [
      { name: 'GET /api/sources', request: () => ({ method: 'GET', url: '/api/sources' }) },
      {
        name: 'POST /api/sources',
        request: () => ({
          method: 'POST',
          url: '/api/sources',
          payload: { name: uniqueName('Matrix'), url: 'https://feeds.example/matrix.xml', paused: true },
        }),
      },
      {
        name: 'GET /api/sources/{id}',
        request: () => ({ method: 'GET', url: `/api/sources/${RANDOM_UUID}` }),
        service: { moderator: 404, admin: 404 },
      },
    ]);
  });

  it('fills the defaults, and answers 400 naming the field for bad input', async () => {
    const created = await addSource('/defaults.xml', { customers: undefined, paused: true });
    expect(created).toMatchObject({
      intervalMinutes: 15,
      mediaSegment: 'news',
      reliability: 3,
      language: 'detect',
      customers: [],
      paused: true,
      nextFetchAt: null,
      failuresInARow: 0,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://feeds.example/a.xml' }, 'url'],
      [{ intervalMinutes: 0 }, 'intervalMinutes'],
      [{ language: 'fr' }, 'language'],
      [{ customers: ['no_such_folder_anywhere'] }, 'customers'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const response = await asModerator({
        method: 'POST',
        url: '/api/sources',
        payload: { name: 'Bad', url: 'https://feeds.example/a.xml', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it('turns items into mentions of the folders whose search terms match, with the companies named, once', async () => {
    const path = `/${uniqueName('wire')}.xml`;
    const unique = uniqueName('Story');
    feeds.serve(path, (request) =>
      request.headers['if-none-match'] === '"v1"'
        ? { status: 304, headers: {} }
        : {
            headers: { 'content-type': 'application/rss+xml; charset=utf-8', etag: '"v1"' },
            body: rssFeed([
              {
                guid: `${unique}-1`,
                title: `${unique} ransomware hits ${company}`,
                description: `<p>${company} said the <b>ransomware</b> attack &amp; its fallout were contained.</p>`,
                link: 'https://wire.example/1',
                pubDate: 'Fri, 27 Nov 2026 08:00:00 GMT',
              },
              {
                guid: `${unique}-2`,
                title: `${unique} a product recall at a retailer`,
                description: 'The retailer announced a product recall of its own brand.',
                link: 'https://wire.example/2',
              },
              { guid: `${unique}-3`, title: `${unique} the weather`, description: 'Sunny skies all week.' },
              { guid: `${unique}-1`, title: `${unique} ransomware hits again`, description: 'A repeated guid.' },
            ]),
          },
    );
    const source = await addSource(path);
    const first = await fetchNow(source.id);
    expect(first).toMatchObject({ httpStatus: 200, newItems: 3, seenItems: 0, error: null });
    expect(first.skippedItems).toBeGreaterThanOrEqual(1);

    const [cyberMention, ...moreCyber] = await mentionsOf(cyber, unique);
    expect(moreCyber).toEqual([]);
    expect(cyberMention).toMatchObject({
      title: `${unique} ransomware hits ${company}`,
      sentence: `${company} said the ransomware attack & its fallout were contained.`,
      url: 'https://wire.example/1',
      source: source.name,
      language: 'en',
      companies: [company],
    });
    expect(cyberMention!.publishDate.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect((await mentionsOf(retail, unique)).map((row) => row.title)).toEqual([
      `${unique} a product recall at a retailer`,
    ]);

    // The validator comes back: the feed answers 304 and nothing changes.
    const second = await fetchNow(source.id);
    expect(second).toMatchObject({ httpStatus: 304, newItems: 0, error: null });
    expect(feeds.requestsTo(path).at(-1)?.['if-none-match']).toBe('"v1"');
    expect(feeds.requestsTo(path).at(-1)?.['user-agent']).toMatch(/^Argus\//);
    expect(await mentionsOf(cyber, unique)).toHaveLength(1);

    const health = await readSource(source.id);
    expect(health).toMatchObject({ lastHttpStatus: 304, lastError: null, failuresInARow: 0 });
    const log = sourceFetchLogSchema.parse(
      (await asModerator({ method: 'GET', url: `/api/sources/${source.id}/fetches` })).json(),
    );
    expect(log.map((fetch) => fetch.httpStatus)).toEqual([304, 200]);
  });

  it('updates the mention of an edited item and never makes a second one', async () => {
    const path = `/${uniqueName('edits')}.xml`;
    const unique = uniqueName('Edit');
    let description = 'First words about ransomware.';
    feeds.serve(path, () => ({
      body: rssFeed([{ guid: unique, title: `${unique} ransomware`, description }]),
    }));
    const source = await addSource(path);
    expect(await fetchNow(source.id)).toMatchObject({ newItems: 1 });
    expect(await fetchNow(source.id)).toMatchObject({ newItems: 0, seenItems: 1, updatedItems: 0 });
    description = 'Corrected words about ransomware.';
    expect(await fetchNow(source.id)).toMatchObject({ newItems: 0, updatedItems: 1 });
    const rows = await mentionsOf(cyber, unique);
    expect(rows.map((row) => row.sentence)).toEqual(['Corrected words about ransomware.']);
  });

  it('counts failures in a row with the error in words, recovers, and backs off', async () => {
    const path = `/${uniqueName('flaky')}.xml`;
    let failing = true;
    feeds.serve(path, () =>
      failing ? { status: 500, body: 'oops' } : { body: rssFeed([{ guid: 'x', title: 'Calm', description: 'Calm.' }]) },
    );
    const source = await addSource(path);
    const failed = await fetchNow(source.id);
    expect(failed).toMatchObject({ httpStatus: 500, newItems: 0 });
    expect(failed.error).toMatch(/server failed \(HTTP 500\)/);
    const afterFailure = await readSource(source.id);
    expect(afterFailure.failuresInARow).toBe(1);
    expect(afterFailure.lastError).toBe(failed.error);
    // Back-off: never sooner than the interval (15 minutes, less 20 % jitter).
    expect(Date.parse(afterFailure.nextFetchAt!) - Date.parse(afterFailure.lastFetchedAt!)).toBeGreaterThan(
      11 * 60_000,
    );
    failing = false;
    expect(await fetchNow(source.id)).toMatchObject({ httpStatus: 200, error: null });
    expect(await readSource(source.id)).toMatchObject({ failuresInARow: 0, lastError: null });
  });

  it('pauses a source whose feed is gone (410) and honours Retry-After', async () => {
    const gone = `/${uniqueName('gone')}.xml`;
    feeds.serve(gone, { status: 410, body: 'gone' });
    const goneSource = await addSource(gone);
    expect((await fetchNow(goneSource.id)).error).toMatch(/410 Gone/);
    expect(await readSource(goneSource.id)).toMatchObject({ paused: true, nextFetchAt: null });

    const busy = `/${uniqueName('busy')}.xml`;
    feeds.serve(busy, { status: 503, headers: { 'retry-after': '7200' }, body: 'busy' });
    const busySource = await addSource(busy);
    const outcome = await fetchNow(busySource.id);
    const health = await readSource(busySource.id);
    expect(Date.parse(health.nextFetchAt!) - Date.parse(outcome.fetchedAt)).toBe(7_200_000);
  });

  it('refuses a private address unless it is allowed, and says so', async () => {
    const refusing = await buildTestApp(kind);
    try {
      const moderator = await createRoleWorld(refusing);
      const headers = moderator.headersFor('moderator');
      const created = await refusing.app.inject({
        method: 'POST',
        url: '/api/sources',
        headers,
        payload: { name: 'Internal', url: feeds.url('/internal.xml') },
      });
      const fetched = await refusing.app.inject({
        method: 'POST',
        url: `/api/sources/${created.json().id}/fetch`,
        headers,
      });
      expect(fetched.json().error).toMatch(/private|loopback/i);
      expect(feeds.requestsTo('/internal.xml')).toEqual([]);
    } finally {
      await refusing.close();
    }
  });

  it('pauses, edits, lists and deletes a source, keeping the mentions it brought', async () => {
    const source = await addSource('/lifecycle.xml', { paused: true });
    const edited = await asModerator({
      method: 'PATCH',
      url: `/api/sources/${source.id}`,
      payload: { name: 'Renamed wire', intervalMinutes: 60, customers: [retail], paused: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(sourceSchema.parse(edited.json())).toMatchObject({
      name: 'Renamed wire',
      intervalMinutes: 60,
      customers: [retail],
      paused: false,
    });
    const list = sourceListSchema.parse((await asModerator({ method: 'GET', url: '/api/sources' })).json());
    expect(list.map((item) => item.id)).toContain(source.id);
    const deleted = await asModerator({ method: 'DELETE', url: `/api/sources/${source.id}` });
    expect(deleted.json()).toEqual({ id: source.id, deleted: true });
    expect((await asModerator({ method: 'GET', url: `/api/sources/${source.id}` })).statusCode).toBe(404);
  });

  it('exports OPML and imports it back, skipping the URLs it knows', async () => {
    const source = await addSource('/opml-known.xml', { paused: true });
    const exported = await asModerator({ method: 'GET', url: '/api/sources/opml' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/x-opml/);
    expect(exported.body).toContain(source.url);
    const newUrl = `https://feeds.example/${uniqueName('opml')}.xml`;
    const document = `<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head><body>
      <outline text="Folder"><outline type="rss" text="New feed" xmlUrl="${newUrl}"/></outline>
      <outline type="rss" text="Known" xmlUrl="${source.url}"/></body></opml>`;
    const imported = await asModerator({
      method: 'POST',
      url: '/api/sources/opml',
      payload: { opml: document, customers: [retail] },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().created.map((item: { url: string; name: string }) => [item.url, item.name])).toEqual([
      [newUrl, 'New feed'],
    ]);
    expect(imported.json().skipped).toEqual([{ url: source.url, reason: 'already a source' }]);
    const broken = await asModerator({ method: 'POST', url: '/api/sources/opml', payload: { opml: '<html/>' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('opml');
  });

  it('keeps the mentions of a deleted source', async () => {
    const path = `/${uniqueName('kept')}.xml`;
    const unique = uniqueName('Kept');
    feeds.serve(path, { body: rssFeed([{ guid: unique, title: `${unique} ransomware`, description: 'Kept.' }]) });
    const source = await addSource(path);
    await fetchNow(source.id);
    const before = await mentionsOf(cyber, unique);
    await asModerator({ method: 'DELETE', url: `/api/sources/${source.id}` });
    const after = await testApp.db
      .select({ uuid: mentions.uuid })
      .from(mentions)
      .where(
        inArray(
          mentions.uuid,
          before.map((row) => row.uuid),
        ),
      );
    expect(after).toHaveLength(1);
  });
});
