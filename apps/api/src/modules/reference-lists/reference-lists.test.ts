import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoveryListSchema,
  errorResponseSchema,
  REFERENCE_LIST_NAMES,
  referenceListSchema,
  referenceListsEndpoints,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { referenceListItems } from '../../db/schema';
import { createDiscovery } from '../mentions/mentions.factories';

describe.each(testDatabaseKinds())('system-management lists on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: world.headersFor('moderator') });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    // As the demo world has them (db/seed/reference-lists.ts), inserted out of order.
    await testApp.db.insert(referenceListItems).values([
      { list: 'languages', key: 'zh', label: 'Chinese', sortOrder: 2, attributes: { nativeName: '中文' } },
      { list: 'languages', key: 'en', label: 'English', sortOrder: 0, attributes: { nativeName: 'English' } },
      { list: 'languages', key: 'de', label: 'German', sortOrder: 1, attributes: { nativeName: 'Deutsch' } },
      {
        list: 'ubermetrics',
        key: 'um-global-news-en',
        label: 'Global news (English)',
        attributes: { searchId: 'UM-40117', languages: ['en'], mediaTypes: ['news', 'press release'], active: true },
      },
      { list: 'industries', key: 'logistics', label: 'Logistics & Transport', sortOrder: 0 },
      { list: 'destinations', key: 'bi-warehouse', label: 'BI warehouse', attributes: { format: 'parquet' } },
    ]);
  });
  afterAll(() => testApp.close());

  it('answers a list in its own order with key, label and attributes', async () => {
    const response = await get('/system-management/languages');
    expect(response.statusCode).toBe(200);
    expect(referenceListSchema.parse(response.json())).toEqual([
      { key: 'en', label: 'English', attributes: { nativeName: 'English' } },
      { key: 'de', label: 'German', attributes: { nativeName: 'Deutsch' } },
      { key: 'zh', label: 'Chinese', attributes: { nativeName: '中文' } },
    ]);
    expect(referenceListSchema.parse((await get('/system-management/ubermetrics')).json())[0]!.attributes).toEqual({
      searchId: 'UM-40117',
      languages: ['en'],
      mediaTypes: ['news', 'press release'],
      active: true,
    });
    expect((await get('/system-management/media-types')).json()).toEqual([]);
  });

  it('answers 400 naming the field for an unknown list, destinations included (served under /users)', async () => {
    for (const list of ['destinations', 'customers', 'Languages']) {
      const response = await get(`/system-management/${list}`);
      expect(response.statusCode, list).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field).toBe('list');
    }
  });

  it("answers every customer's discoveries with their number of search terms", async () => {
    const own = await createDiscovery(testApp.db, world.ownCustomer.name);
    const other = await createDiscovery(testApp.db, world.otherCustomer.name, [
      { term: 'Green hydrogen', keywords: ['green hydrogen', 'Wasserstoff'] },
      { term: 'Grid expansion', keywords: ['grid expansion'] },
      { term: 'Subsidies', keywords: ['subsidy'] },
    ]);
    const empty = await createDiscovery(testApp.db, world.otherCustomer.name, []);
    const response = await get('/system-management/discoveries');
    expect(response.statusCode).toBe(200);
    const list = discoveryListSchema.parse(response.json());
    const byId = new Map(list.map((entry) => [entry.discoveryId, entry]));
    expect(byId.get(own.id)).toEqual({
      discoveryId: own.id,
      customerName: world.ownCustomer.name,
      name: own.name,
      searchTermCount: 2,
      createdAt: own.createdAt.toISOString(),
    });
    expect(byId.get(other.id)?.searchTermCount).toBe(3);
    expect(byId.get(empty.id)?.searchTermCount).toBe(0);
    const customerOrder = list.map((entry) => entry.customerName);
    expect(customerOrder).toEqual([...customerOrder].sort());
  });

  it('enforces the role matrix: moderators and admins only', async () => {
    await expectRoleMatrix(testApp, world, [
      ...[...REFERENCE_LIST_NAMES, 'discoveries'].map((list) => ({
        name: `GET /system-management/${list}`,
        request: () => ({ method: 'GET' as const, url: `/system-management/${list}` }),
        endpoint: list === 'discoveries' ? referenceListsEndpoints.discoveries : referenceListsEndpoints.referenceList,
      })),
      {
        name: 'GET /system-management/{unknown}',
        request: () => ({ method: 'GET' as const, url: '/system-management/nonsense' }),
        endpoint: referenceListsEndpoints.referenceList,
        service: { moderator: 400, admin: 400 },
      },
    ]);
  });
});
