import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestResponseSchema, MAX_INGEST_BODY_BYTES, type IngestMentionItem } from '@argus/contract';
import { customerTargetEntities, ingestedItems, mentions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, uniqueName } from '../../../test/factories';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createDiscovery } from '../mentions/mentions.factories';
import { createTargetEntity } from '../signals/signals.factories';

const item = (externalId: string, values: Partial<IngestMentionItem> = {}): IngestMentionItem => ({
  externalId,
  title: 'Northwind Traders hit by ransomware',
  sentence: 'Northwind Traders said on Friday that ransomware had stopped two of its warehouses for a day.',
  publishDate: '2026-11-28T09:30:00Z',
  url: 'https://news.example.com/northwind-ransomware',
  language: 'en',
  ...values,
});

describe.each(testDatabaseKinds())('the push API for mentions on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  /** Folders of the key: two with discovery and their own terms, one without discovery; and one outside. */
  const folders = { ransom: '', leaks: '', quiet: '', outside: '' };
  let key: string;
  let entityName: string;

  const makeKey = async (customers: string[]) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: world.headersFor('admin'),
      payload: { name: uniqueName('client'), customers },
    });
    return response.json().key as string;
  };
  const push = (items: unknown[], withKey = key) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ingest/mentions',
      headers: { authorization: `Bearer ${withKey}` },
      payload: { items },
    });
  const outcomes = async (items: unknown[]) => {
    const response = await push(items);
    expect(response.statusCode, response.body).toBe(200);
    return ingestResponseSchema.parse(response.json()).results;
  };
  const mentionsOf = (folder: string) => testApp.db.select().from(mentions).where(eq(mentions.customerName, folder));
  const countMentions = async () =>
    (
      await testApp.db
        .select({ total: count() })
        .from(mentions)
        .where(inArray(mentions.customerName, Object.values(folders)))
    )[0]!.total;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    folders.ransom = (await createCustomer(testApp.db)).name;
    folders.leaks = (await createCustomer(testApp.db)).name;
    folders.quiet = (await createCustomer(testApp.db, { discovery: false })).name;
    folders.outside = (await createCustomer(testApp.db)).name;
    await createDiscovery(testApp.db, folders.ransom, [{ term: 'Ransomware', keywords: ['ransomware'] }]);
    await createDiscovery(testApp.db, folders.leaks, [{ term: 'Data leaks', keywords: ['data leak', 'Datenleck'] }]);
    // Search terms of a folder without discovery, and of a folder outside the key, take nothing.
    await createDiscovery(testApp.db, folders.quiet, [{ term: 'Ransomware', keywords: ['ransomware'] }]);
    await createDiscovery(testApp.db, folders.outside, [{ term: 'Ransomware', keywords: ['ransomware'] }]);
    const entity = await createTargetEntity(testApp.db, { name: 'Northwind Traders', aliases: ['Northwind'] });
    entityName = entity.name;
    await testApp.db.insert(customerTargetEntities).values({ customerName: folders.ransom, targetEntityId: entity.id });
    key = await makeKey([folders.ransom, folders.leaks, folders.quiet]);
  });
  afterAll(() => testApp.close());

  it('answers each item in order: created where search terms match, rejected with the field, duplicate in the batch', async () => {
    const batch = [
      item('a'),
      item('b', { title: 'A data leak and ransomware at Contoso', sentence: 'Contoso confirmed it.' }),
      item('c', { title: 'The weather is fine', sentence: 'Sunny all week.' }),
      item('d', { title: 'The weather is fine', sentence: 'Sunny all week.', customer: folders.quiet }),
      { ...item('e'), title: undefined },
      item('a', { title: 'Northwind Traders: ransomware, again' }),
      item('g', {
        title: 'Datenleck bei Northwind',
        sentence:
          'Das Unternehmen bestätigte am Freitag ein Datenleck in seiner Buchhaltung und informierte die Kunden.',
        language: undefined,
        url: 'https://www.zeitung.example:8443/datenleck',
      }),
      item('h', { title: '12345', sentence: '678 !!!', language: undefined }),
      item('i', { url: 'ftp://files.example.com/a' }),
      { title: 'no external id' },
    ];
    expect(await outcomes(batch)).toEqual([
      { externalId: 'a', outcome: 'created' },
      { externalId: 'b', outcome: 'created' },
      { externalId: 'c', outcome: 'rejected', reason: "matches no search term of the key's folders" },
      { externalId: 'd', outcome: 'created' },
      { externalId: 'e', outcome: 'rejected', reason: 'title: is required' },
      { externalId: 'a', outcome: 'duplicate' },
      { externalId: 'g', outcome: 'created' },
      { externalId: 'h', outcome: 'rejected', reason: 'language: could not be detected; send one of en, de, zh' },
      { externalId: 'i', outcome: 'rejected', reason: 'url: must be an http or https URL' },
      { externalId: null, outcome: 'rejected', reason: 'externalId: is required' },
    ]);

    const ransom = await mentionsOf(folders.ransom);
    expect(ransom.map((row) => row.title).sort()).toEqual([
      'A data leak and ransomware at Contoso',
      'Northwind Traders hit by ransomware',
    ]);
    const northwind = ransom.find((row) => row.title.startsWith('Northwind'))!;
    // The first of the batch's "a" items is the one stored; the folder's entity named in the title is recognised.
    expect(northwind).toMatchObject({
      companies: [entityName],
      source: 'news.example.com',
      mediaSegment: 'news',
      reliability: 3,
      language: 'en',
    });
    expect(northwind.discoveryId).not.toBeNull();
    expect(northwind.searchTermId).not.toBeNull();
    const leaks = await mentionsOf(folders.leaks);
    expect(leaks.map((row) => [row.title, row.language, row.source, row.companies]).sort()).toEqual([
      ['A data leak and ransomware at Contoso', 'en', 'news.example.com', []],
      ['Datenleck bei Northwind', 'de', 'www.zeitung.example', []],
    ]);
    // A named folder takes the item whatever its terms; otherwise a folder without discovery takes nothing.
    const quiet = await mentionsOf(folders.quiet);
    expect(quiet.map((row) => [row.title, row.discoveryId])).toEqual([['The weather is fine', null]]);
    expect(await mentionsOf(folders.outside)).toEqual([]);

    // The whole batch again: nothing new, every stored item a duplicate, the rejected ones rejected again.
    const before = await countMentions();
    const again = await outcomes(batch);
    expect(again.map((result) => result.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'rejected',
      'duplicate',
      'rejected',
      'duplicate',
      'duplicate',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(await countMentions()).toBe(before);
  });

  it('updates the mentions an external id made when its content changes, in every folder it went to', async () => {
    const original = item('edit-me', { title: 'Ransomware and a data leak at Fabrikam' });
    expect((await outcomes([original]))[0]!.outcome).toBe('created');
    const before = await countMentions();
    // The same content in another key order, and with a default spelled out, is the same item.
    const reordered = { mediaSegment: 'news', ...Object.fromEntries(Object.entries(original).reverse()) };
    expect(await outcomes([reordered])).toEqual([{ externalId: 'edit-me', outcome: 'duplicate' }]);

    const edited = { ...original, sentence: 'Fabrikam has restored its systems; Northwind was not affected.' };
    expect(await outcomes([edited])).toEqual([{ externalId: 'edit-me', outcome: 'updated' }]);
    expect(await countMentions()).toBe(before);
    const [record] = await testApp.db.select().from(ingestedItems).where(eq(ingestedItems.externalId, 'edit-me'));
    expect(record!.rowIds).toHaveLength(2);
    const rows = await testApp.db.select().from(mentions).where(inArray(mentions.uuid, record!.rowIds));
    expect(rows.map((row) => row.sentence)).toEqual([edited.sentence, edited.sentence]);
    expect(rows.find((row) => row.customerName === folders.ransom)!.companies).toEqual([entityName]);
    expect(await outcomes([edited])).toEqual([{ externalId: 'edit-me', outcome: 'duplicate' }]);
  });

  it('keeps keys apart: the same external id from another key is another item', async () => {
    const otherKey = await makeKey([folders.ransom]);
    const response = await push([item('shared-id', { title: 'Ransomware at Tailspin' })], otherKey);
    expect(response.json().results).toEqual([{ externalId: 'shared-id', outcome: 'created' }]);
    expect((await outcomes([item('shared-id', { title: 'Ransomware at Tailspin' })]))[0]!.outcome).toBe('created');
  });

  it('refuses a whole batch with 403 when an item names a folder outside the key, storing nothing', async () => {
    const before = await countMentions();
    const response = await push([item('fine-1'), item('not-mine', { customer: folders.outside })]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(`items.1.customer`);
    expect(response.json().message).toContain(`"${folders.outside}"`);
    expect(await countMentions()).toBe(before);
    expect((await outcomes([item('fine-1')]))[0]!.outcome).toBe('created');
  });

  it('answers 400 for an empty batch, more than 1,000 items or a batch that is not one, and 413 above 5 MB', async () => {
    for (const payload of [{ items: [] }, { items: Array.from({ length: 1001 }, (_, i) => item(`x${i}`)) }, {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ingest/mentions',
        headers: { authorization: `Bearer ${key}` },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toMatch(/^items/);
    }
    const tooLarge = await push([item('huge', { sentence: 'x'.repeat(MAX_INGEST_BODY_BYTES) })]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ field: 'body', message: expect.stringContaining('5 MB') });
    // Larger than other requests may send (1 MB), within a batch's 5 MB: read, and the item rejected on its own.
    const large = await push([item('large', { sentence: 'x'.repeat(2_000_000) })]);
    expect(large.statusCode).toBe(200);
    expect(large.json().results[0]).toMatchObject({ outcome: 'rejected', reason: expect.stringMatching(/^sentence:/) });
  });

  it('stores a batch of 1,000 items with a few statements', async () => {
    const batch = Array.from({ length: 1000 }, (_, index) =>
      item(`bulk-${index}`, { title: `Ransomware report ${index}`, url: `https://bulk.example.com/${index}` }),
    );
    const started = performance.now();
    const results = await outcomes(batch);
    const elapsed = performance.now() - started;
    expect(results.every((result) => result.outcome === 'created')).toBe(true);
    expect((await outcomes(batch)).every((result) => result.outcome === 'duplicate')).toBe(true);
    // Generous: the figure of ADR 0125 is on PostgreSQL, measured apart from the suite.
    expect(elapsed).toBeLessThan(10_000);
  });
});
