import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WIRE_ITEMS, DEMO_WIRE_SLOT_MINUTES, sourceFetchSchema } from '@argus/contract';
import { customerTargetEntities, mentions, targetEntities } from '../../db/schema';
import { parsePrivateHostsPolicy } from '../../lib/outgoing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld } from '../../../test/role-world';
import { createDiscovery } from '../mentions/mentions.factories';
import { ensureDemoWireSource, writeDemoWire } from './demo-wire.service';

const SLOT_MS = DEMO_WIRE_SLOT_MINUTES * 60_000;
const vocabulary = { companies: ['Northwind Traders', 'Contoso'], keywords: ['ransomware', '勒索软件'] };

describe('the demo wire', () => {
  it('shows the latest items, one per slot, the same each time a slot is read', () => {
    const now = new Date(Date.UTC(2026, 10, 28, 12, 0, 30));
    const first = writeDemoWire(vocabulary, now);
    expect(writeDemoWire(vocabulary, new Date(now.getTime() + 1000))).toEqual(first);
    const guids = [...first.xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((match) => match[1]);
    expect(guids).toHaveLength(DEMO_WIRE_ITEMS);
    const later = writeDemoWire(vocabulary, new Date(now.getTime() + SLOT_MS));
    const laterGuids = [...later.xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((match) => match[1]);
    // One new item on top, the oldest gone; the others unchanged.
    expect(laterGuids.slice(1)).toEqual(guids.slice(0, -1));
    expect(later.etag).not.toBe(first.etag);
    // Chinese keywords come in Chinese sentences.
    for (const item of first.xml.split('<item>').slice(1)) {
      if (item.includes('勒索软件')) expect(item).not.toMatch(/said|analysts|reports on/);
    }
  });

  it('is empty without demo folders', () => {
    expect(writeDemoWire({ companies: [], keywords: [] }, new Date()).xml).not.toContain('<item>');
  });
});

describe('the demo wire served and fetched by its own server', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    // Nothing private is allowed: the server reaches its own origin only.
    testApp = await buildTestApp('pglite', {
      demoWire: true,
      sources: { privateHosts: parsePrivateHostsPolicy(undefined) },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    // The demo world's folder, made small here, before the wire first reads its vocabulary.
    await createCustomer(testApp.db, { name: 'northwind', discovery: true });
    await createDiscovery(testApp.db, 'northwind', [{ term: 'Cyber', keywords: ['ransomware'] }]);
    const [entity] = await testApp.db.insert(targetEntities).values({ name: 'Wire Company', aliases: [] }).returning();
    await testApp.db.insert(customerTargetEntities).values({ customerName: 'northwind', targetEntityId: entity!.id });
  });
  afterAll(() => testApp.close());

  it('answers 304 to a current validator', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/demo-wire/feed.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/demo-wire/feed.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('brings mentions into the demo folder through the demo source', async () => {
    const url = `${origin}/demo-wire/feed.xml`;
    // Seeded on another port, then started on this one: the source follows; a second start changes nothing.
    await ensureDemoWireSource(testApp.db, url.replace(/:\d+\//, ':1/'), { add: true });
    await ensureDemoWireSource(testApp.db, url, { add: false });
    await ensureDemoWireSource(testApp.db, url, { add: true });

    const world = await createRoleWorld(testApp);
    const headers = world.headersFor('moderator');
    const listed = (await testApp.app.inject({ method: 'GET', url: '/api/sources', headers })).json();
    const demo = listed.filter((source: { url: string }) => source.url === url);
    expect(demo).toHaveLength(1);
    const fetched = await testApp.app.inject({
      method: 'POST',
      url: `/api/sources/${demo[0].id}/fetch`,
      headers,
    });
    // Own origins are those of the running server; the test app is given none, so it is refused like any loopback.
    expect(sourceFetchSchema.parse(fetched.json()).error).toMatch(/loopback/);

    const allowing = await buildTestApp('pglite', {
      sources: { privateHosts: parsePrivateHostsPolicy(undefined), ownOrigins: [origin] },
    });
    try {
      const { db } = allowing;
      await createCustomer(db, { name: 'northwind', discovery: true });
      await createDiscovery(db, 'northwind', [{ term: 'Cyber', keywords: ['ransomware'] }]);
      await ensureDemoWireSource(db, url, { add: true });
      const moderator = (await createRoleWorld(allowing)).headersFor('moderator');
      const [source] = (await allowing.app.inject({ method: 'GET', url: '/api/sources', headers: moderator })).json();
      const outcome = sourceFetchSchema.parse(
        (
          await allowing.app.inject({ method: 'POST', url: `/api/sources/${source.id}/fetch`, headers: moderator })
        ).json(),
      );
      expect(outcome).toMatchObject({ httpStatus: 200, error: null, newItems: DEMO_WIRE_ITEMS });
      const arrived = await db.select().from(mentions).where(eq(mentions.customerName, 'northwind'));
      expect(arrived.length).toBeGreaterThan(0);
      expect(arrived.every((row) => row.searchText.includes('ransomware'))).toBe(true);
    } finally {
      await allowing.close();
    }
  });
});
