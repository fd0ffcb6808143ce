import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphNetworkSchema } from '@argus/contract';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { targetEntities, users } from '../../db/schema';
import { TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import {
  createGraphEntity,
  createGraphEventTypes,
  createGraphSignal,
  createGraphUser,
  monitorEntities,
} from './knowledge-graph.factories';

// A listening instance caches the token holder (with the graph's flag) and each window's graph: whatever another
// process writes straight into the database must reach the next answer.
describe.each(testDatabaseKinds())('the knowledge graph on a listening instance on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    testApp = { app, db: database.db, close: async () => {} };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('applies the flag turned off or on straight in the database', async () => {
    const customer = await createCustomer(database.db);
    const user = await createGraphUser(testApp, { customers: [customer.name] });
    const url = `/api/knowledge-graph/network/${customer.name}`;
    const status = async () => (await app.inject({ method: 'GET', url, headers: user.headers })).statusCode;
    expect(await status()).toBe(200);
    expect(app.readCaches.tokenHolders.size).toBeGreaterThan(0);
    await database.db.update(users).set({ knowledgeGraph: false }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect(await status()).toBe(403));
    await database.db.update(users).set({ knowledgeGraph: true }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect(await status()).toBe(200));
  });

  it("forgets a window's graph when a signal, an entity or the folder's monitored entities change", async () => {
    const customer = await createCustomer(database.db);
    const types = await createGraphEventTypes(testApp);
    const user = await createGraphUser(testApp, { customers: [customer.name] });
    const A = await createGraphEntity(testApp, { name: 'cached anchor' });
    const B = await createGraphEntity(testApp, { name: 'cached bridge' });
    const C = await createGraphEntity(testApp, { name: 'cached crane' });
    await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: A,
      named: [B],
      eventType: types.categorised,
      publishDate: '2026-03-10T10:00:00.000Z',
    });
    const network = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/knowledge-graph/network/${customer.name}?from=2026-03-01&to=2026-03-31`,
        headers: user.headers,
      });
      const answer = graphNetworkSchema.parse(response.json());
      return answer.nodes.flatMap((node) =>
        node.kind === 'entity' ? [`${node.name} ${node.signalCount}${node.monitored ? ' monitored' : ''}`] : [],
      );
    };
    expect(await network()).toEqual(['Cached Anchor 1', 'Cached Bridge 1']);
    expect(app.readCaches.graphWindows.size).toBeGreaterThan(0);
    expect(app.readCaches.graphNetworks.size).toBeGreaterThan(0);

    await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: B,
      named: [C],
      eventType: types.categorised,
      publishDate: '2026-03-11T10:00:00.000Z',
    });
    await vi.waitFor(async () =>
      expect(await network()).toEqual(['Cached Bridge 2', 'Cached Anchor 1', 'Cached Crane 1']),
    );

    await database.db.update(targetEntities).set({ name: 'renamed crane' }).where(eq(targetEntities.id, C.id));
    await vi.waitFor(async () =>
      expect(await network()).toEqual(['Cached Bridge 2', 'Cached Anchor 1', 'Renamed Crane 1']),
    );

    await monitorEntities(testApp, customer.name, [A.id]);
    await vi.waitFor(async () =>
      expect(await network()).toEqual(['Cached Bridge 2', 'Cached Anchor 1 monitored', 'Renamed Crane 1']),
    );
  });

  it('answers a revalidation of the same network with 304, in the coding asked for', async () => {
    const customer = await createCustomer(database.db);
    const user = await createGraphUser(testApp, { customers: [customer.name] });
    const url = `/api/knowledge-graph/network/${customer.name}?from=2026-03-01&to=2026-03-31`;
    const first = await app.inject({ method: 'GET', url, headers: { ...user.headers, 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    const entityTag = first.headers.etag as string;
    expect(entityTag).toMatch(/^W\//);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...user.headers, 'accept-encoding': 'gzip', 'if-none-match': entityTag },
    });
    expect(again.statusCode).toBe(304);
    // Another analyst without the folder gets no answer from the cache.
    const stranger = await createGraphUser(testApp, { customers: [] });
    const refused = await app.inject({
      method: 'GET',
      url,
      headers: { ...stranger.headers, 'if-none-match': entityTag },
    });
    expect(refused.statusCode).toBe(403);
  });
});
