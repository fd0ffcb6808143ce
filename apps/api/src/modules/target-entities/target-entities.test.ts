import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cityListSchema,
  CITY_SEARCH_LIMIT,
  folderEntitiesResponseSchema,
  TOTAL_COUNT_HEADER,
  targetEntityRecordSchema,
  targetEntityTableSchema,
  targetEntitiesEndpoints,
} from '@argus/contract';
import { auditLog, customerTargetEntities, referenceListItems, targetEntities } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, uniqueName } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { searchCondition } from './target-entities.repository';

const RANDOM_UUID = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

describe.each(testDatabaseKinds())('target entities on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const asModerator = (options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor('moderator') });
  const readRow = async (id: string) =>
    (await testApp.db.select().from(targetEntities).where(eq(targetEntities.id, id)))[0]!;
  const countEntities = async () => (await testApp.db.select({ total: count() }).from(targetEntities))[0]!.total;

  async function createEntity(values: Partial<typeof targetEntities.$inferInsert> = {}, customers: string[] = []) {
    const [row] = await testApp.db
      .insert(targetEntities)
      .values({ name: uniqueName('Entity'), ...values })
      .returning();
    if (customers.length > 0) {
      await testApp.db
        .insert(customerTargetEntities)
        .values(customers.map((customerName) => ({ customerName, targetEntityId: row!.id })));
    }
    return row!;
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    // As the demo world has them (db/seed/reference-lists.ts): entities store the labels.
    await testApp.db.insert(referenceListItems).values([
      { list: 'entity-types', key: 'Company', label: 'Company' },
      { list: 'entity-types', key: 'NGO', label: 'NGO' },
      { list: 'industries', key: 'software', label: 'Software' },
      { list: 'industries', key: 'logistics', label: 'Logistics & Transport' },
    ]);
  });
  afterAll(() => testApp.close());

  it('answers 409 naming dunsId for a second entity with a D-U-N-S number, on create and on edit, and writes nothing', async () => {
    const dunsId = String(400_000_000 + Math.floor(Math.random() * 99_999_999));
    const first = await createEntity({ dunsId });
    const other = await createEntity({ dunsId: null });
    const before = await countEntities();
    const created = await asModerator({
      method: 'POST',
      url: '/target-entities',
      payload: { name: uniqueName('Copycat'), dunsId },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ error: 'Conflict', field: 'dunsId' });
    expect(await countEntities()).toBe(before);

    const edited = await asModerator({ method: 'PATCH', url: `/target-entities/${other.id}`, payload: { dunsId } });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ error: 'Conflict', field: 'dunsId' });
    const [unchanged] = await testApp.db.select().from(targetEntities).where(eq(targetEntities.id, other.id));
    expect(unchanged!.dunsId).toBeNull();
    // Entities without a number do not collide.
    expect(
      (await asModerator({ method: 'POST', url: '/target-entities', payload: { name: 'No DUNS' } })).statusCode,
    ).toBe(201);
    expect(first.dunsId).toBe(dunsId);
  });

  it('searches through the trigram index', async () => {
    const plan = await testApp.db.transaction(async (transaction) => {
      // The table is tiny here; without a sequential scan to fall back on, the plan shows whether the index fits.
      await transaction.execute(sql`set local enable_seqscan = off`);
      const query = transaction.select({ id: targetEntities.id }).from(targetEntities).where(searchCondition('Acme'));
      const { sql: text, params } = query.toSQL();
      return transaction.execute(
        sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1])}'`)}`),
      );
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('target_entities_search_trgm_idx');
  });

  it('pages, sorts and searches over name, aliases and DUNS id case-insensitively', async () => {
    const marker = uniqueName('zq');
    const customer = await createCustomer(testApp.db);
    const byName = await createEntity({ name: `Alpha ${marker} GmbH`, country: 'DE', dunsId: '123456789' }, [
      customer.name,
    ]);
    const byAlias = await createEntity({ name: 'Beta Corp', aliases: [`beta ${marker.toUpperCase()}`] });
    const byDuns = await createEntity({ name: 'Gamma', dunsId: '987654321' });
    const table = async (query: string) => {
      const response = await asModerator({ method: 'GET', url: `/target-entities/table?${query}` });
      return {
        rows: targetEntityTableSchema.parse(response.json()),
        total: Number(response.headers[TOTAL_COUNT_HEADER]),
      };
    };

    const found = await table(`search=${marker.toUpperCase()}`);
    expect(found.total).toBe(2);
    expect(found.rows.map((row) => row.id)).toEqual([byName.id, byAlias.id]);
    expect(found.rows[0]).toEqual({
      id: byName.id,
      name: byName.name,
      dunsId: '123456789',
      entityType: null,
      industry: null,
      country: 'DE',
      city: null,
      latitude: null,
      longitude: null,
      website: null,
      aliases: [],
      customers: [customer.name],
    });
    expect((await table('search=987654321')).rows.map((row) => row.id)).toEqual([byDuns.id]);
    expect((await table(`search=${marker}&sort=-name`)).rows.map((row) => row.id)).toEqual([byAlias.id, byName.id]);
    const paged = await table(`search=${marker}&page=2&size=1`);
    expect(paged).toMatchObject({ total: 2, rows: [{ id: byAlias.id }] });
    expect((await table(`customer=${customer.name}`)).rows.map((row) => row.id)).toEqual([byName.id]);
    // Wildcards typed by a user are literal.
    expect((await table('search=%25')).total).toBe(0);
  });

  it('creates, reads, updates, duplicates and deletes an entity, auditing each write', async () => {
    const customer = await createCustomer(testApp.db);
    const created = await asModerator({
      method: 'POST',
      url: '/target-entities',
      payload: {
        name: 'Initech AG',
        dunsId: '111222333',
        country: 'CH',
        city: 'Zürich',
        latitude: 47.37,
        longitude: 8.54,
        website: 'https://initech.example',
        aliases: ['Initech'],
        customers: [customer.name],
      },
    });
    expect(created.statusCode).toBe(201);
    const entity = targetEntityRecordSchema.parse(created.json());
    expect(entity).toMatchObject({ name: 'Initech AG', customers: [customer.name], latitude: 47.37 });

    const patched = await asModerator({
      method: 'PATCH',
      url: `/target-entities/${entity.id}`,
      payload: { industry: 'Software', customers: [], website: null },
    });
    expect(targetEntityRecordSchema.parse(patched.json())).toMatchObject({
      industry: 'Software',
      customers: [],
      website: null,
      city: 'Zürich',
    });
    await asModerator({
      method: 'PATCH',
      url: `/target-entities/${entity.id}`,
      payload: { customers: [customer.name] },
    });

    const duplicated = await asModerator({ method: 'POST', url: `/target-entities/${entity.id}/duplicate` });
    expect(duplicated.statusCode).toBe(201);
    const copy = targetEntityRecordSchema.parse(duplicated.json());
    expect(copy).toMatchObject({
      name: 'Initech AG (copy)',
      dunsId: null,
      industry: 'Software',
      aliases: ['Initech'],
      customers: [customer.name],
    });
    const named = await asModerator({
      method: 'POST',
      url: `/target-entities/${entity.id}/duplicate`,
      payload: { name: 'Initech Labs' },
    });
    expect(named.json().name).toBe('Initech Labs');

    expect((await asModerator({ method: 'GET', url: `/target-entities/${copy.id}` })).json().id).toBe(copy.id);
    expect((await asModerator({ method: 'DELETE', url: `/target-entities/${copy.id}` })).json()).toEqual({
      id: copy.id,
      deleted: true,
    });
    expect((await asModerator({ method: 'GET', url: `/target-entities/${copy.id}` })).statusCode).toBe(404);
    const actions = await testApp.db.select().from(auditLog).where(eq(auditLog.targetType, 'target-entity'));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'target-entity.create',
        'target-entity.update',
        'target-entity.duplicate',
        'target-entity.delete',
      ]),
    );
  });

  it('takes entity type and industry from their reference lists only, naming the field, and writes nothing else', async () => {
    const before = await countEntities();
    const refusals: [object, string, string][] = [
      [{ entityType: 'Shell company' }, 'entityType', 'entityType: "Shell company" is not in the Entity Types list'],
      [{ industry: 'software' }, 'industry', 'industry: "software" is not in the Industries list'],
      [{ entityType: 'Company', industry: 'Mining' }, 'industry', 'industry: "Mining" is not in the Industries list'],
    ];
    for (const [values, field, message] of refusals) {
      const response = await asModerator({
        method: 'POST',
        url: '/target-entities',
        payload: { name: uniqueName('Listed'), ...values },
      });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json(), JSON.stringify(values)).toMatchObject({ error: 'Bad Request', field });
      expect(response.json().message).toContain(message);
    }
    expect(await countEntities()).toBe(before);

    const created = await asModerator({
      method: 'POST',
      url: '/target-entities',
      payload: { name: uniqueName('Listed'), entityType: 'NGO', industry: 'Logistics & Transport' },
    });
    expect(created.statusCode).toBe(201);
    const entity = targetEntityRecordSchema.parse(created.json());
    expect(entity).toMatchObject({ entityType: 'NGO', industry: 'Logistics & Transport' });

    const edited = await asModerator({
      method: 'PATCH',
      url: `/target-entities/${entity.id}`,
      payload: { industry: 'Space' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ field: 'industry' });
    expect((await readRow(entity.id)).industry).toBe('Logistics & Transport');
    const cleared = await asModerator({
      method: 'PATCH',
      url: `/target-entities/${entity.id}`,
      payload: { entityType: null, industry: 'Software' },
    });
    expect(cleared.json()).toMatchObject({ entityType: null, industry: 'Software' });

    // An entity saved before its list changed keeps its value through an edit, but a copy may not carry it.
    const legacy = await createEntity({ entityType: 'Conglomerate', industry: 'Software' });
    const kept = await asModerator({
      method: 'PATCH',
      url: `/target-entities/${legacy.id}`,
      payload: { entityType: 'Conglomerate', city: 'Basel' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ entityType: 'Conglomerate', city: 'Basel' });
    const copied = await asModerator({ method: 'POST', url: `/target-entities/${legacy.id}/duplicate` });
    expect(copied.statusCode).toBe(400);
    expect(copied.json()).toMatchObject({ error: 'Bad Request', field: 'entityType' });
    expect(copied.json().message).toContain('"Conglomerate" is no longer in the Entity Types list');
    const afterRefusals = await countEntities();
    await asModerator({ method: 'PATCH', url: `/target-entities/${legacy.id}`, payload: { entityType: 'Company' } });
    const copy = await asModerator({ method: 'POST', url: `/target-entities/${legacy.id}/duplicate` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ entityType: 'Company', industry: 'Software' });
    expect(await countEntities()).toBe(afterRefusals + 1);
  });

  it('links and unlinks a customer that monitors an entity, auditing only real changes', async () => {
    const customer = await createCustomer(testApp.db);
    const entity = await createEntity({}, [world.ownCustomer.name]);
    const link = () => asModerator({ method: 'PUT', url: `/target-entities/${entity.id}/customers/${customer.name}` });
    const linked = await link();
    expect(linked.statusCode).toBe(200);
    expect(targetEntityRecordSchema.parse(linked.json()).customers).toEqual(
      [world.ownCustomer.name, customer.name].sort(),
    );
    // Linking again changes nothing.
    expect((await link()).json().customers).toHaveLength(2);
    const table = await asModerator({ method: 'GET', url: `/target-entities/table?customer=${customer.name}` });
    expect(targetEntityTableSchema.parse(table.json()).map((row) => row.id)).toEqual([entity.id]);

    const unlinked = await asModerator({
      method: 'DELETE',
      url: `/target-entities/${entity.id}/customers/${customer.name}`,
    });
    expect(unlinked.json().customers).toEqual([world.ownCustomer.name]);
    const actions = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, entity.id));
    expect(actions.map((entry) => entry.action)).toEqual(['target-entity.link', 'target-entity.unlink']);

    const unknownCustomer = await asModerator({
      method: 'PUT',
      url: `/target-entities/${entity.id}/customers/${uniqueName('nobody')}`,
    });
    expect(unknownCustomer.statusCode).toBe(404);
    const unknownEntity = await asModerator({
      method: 'PUT',
      url: `/target-entities/${RANDOM_UUID}/customers/${customer.name}`,
    });
    expect(unknownEntity.statusCode).toBe(404);
    const badName = await asModerator({ method: 'PUT', url: `/target-entities/${entity.id}/customers/a%20b` });
    expect(badName.json()).toMatchObject({ field: 'customer' });
  });

  it('finds real cities by the start of their name, any case and accent, largest first', async () => {
    const search = async (query: string) => {
      const response = await asModerator({ method: 'GET', url: `/target-entities/cities?${query}` });
      expect(response.statusCode, query).toBe(200);
      return cityListSchema.parse(response.json());
    };
    const zurich = await search('search=zur&country=CH');
    expect(zurich[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect(zurich[0]!.latitude).toBeCloseTo(47.37, 1);
    expect(zurich[0]!.longitude).toBeCloseTo(8.54, 1);
    expect(zurich.every((city) => city.country === 'CH')).toBe(true);

    const munich = await search('search=MUNI&country=DE');
    expect(munich[0]).toMatchObject({ name: 'Munich', country: 'DE' });

    const largest = await search('country=JP');
    expect(largest).toHaveLength(CITY_SEARCH_LIMIT);
    const populations = largest.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((left, right) => right - left));
    expect(await search('search=qqqqzzz')).toEqual([]);

    const bad = await asModerator({ method: 'GET', url: '/target-entities/cities?country=XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('country');
  });

  it('names the field of an invalid country, coordinate, website or customer', async () => {
    const cases: [object, string][] = [
      [{ name: 'x', country: 'de' }, 'country'],
      [{ name: 'x', country: 'DEU' }, 'country'],
      // Two upper-case letters, but no country: ISO 3166-1 assigns XX to none.
      [{ name: 'x', country: 'XX' }, 'country'],
      [{ name: 'x', latitude: 91, longitude: 0 }, 'latitude'],
      [{ name: 'x', latitude: 0, longitude: -181 }, 'longitude'],
      [{ name: 'x', latitude: 10 }, 'longitude'],
      [{ name: 'x', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'x', website: 'not a url' }, 'website'],
      [{ name: 'x', customers: ['no_such_customer'] }, 'customers'],
      [{ name: '' }, 'name'],
      [{ name: 'x', dunsId: '12' }, 'dunsId'],
    ];
    for (const [payload, field] of cases) {
      const response = await asModerator({ method: 'POST', url: '/target-entities', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const query = await asModerator({ method: 'GET', url: '/target-entities/table?sort=drop' });
    expect(query.json().field).toBe('sort');
  });

  it("answers a folder's entities with where they are to any user of the folder, by name", async () => {
    const folder = world.ownCustomer.name;
    const placed = await createEntity(
      { name: 'Aaa Map Placed', country: 'DE', city: 'Berlin', latitude: 52.52, longitude: 13.405 },
      [folder],
    );
    const unplaced = await createEntity({ name: 'Aaa Map Unplaced' }, [folder]);
    await createEntity({ name: 'Aaa Map Elsewhere', latitude: 1, longitude: 2 }, [world.otherCustomer.name]);
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `/api/target-entities/folder/${folder}`,
      headers: world.headersFor('analyst'),
    });
    expect(answer.statusCode).toBe(200);
    const { entities } = folderEntitiesResponseSchema.parse(answer.json());
    expect(entities.filter((entity) => entity.name.startsWith('Aaa Map'))).toEqual([
      {
        id: placed.id,
        name: 'Aaa Map Placed',
        industry: null,
        country: 'DE',
        city: 'Berlin',
        latitude: 52.52,
        longitude: 13.405,
      },
      {
        id: unplaced.id,
        name: 'Aaa Map Unplaced',
        industry: null,
        country: null,
        city: null,
        latitude: null,
        longitude: null,
      },
    ]);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/target-entities/folder/no%20such%20folder!',
      headers: world.headersFor('analyst'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'customer' });
  });

  it('answers every endpoint by role', async () => {
    const fresh = () => createEntity();
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/target-entities/folder/{customer}',
        request: () => ({ method: 'GET', url: `/api/target-entities/folder/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /target-entities/table',
        request: () => ({ method: 'GET', url: '/target-entities/table' }),
      },
      {
        name: 'POST /target-entities',
        request: () => ({ method: 'POST', url: '/target-entities', payload: { name: uniqueName('e') } }),
      },
      {
        name: 'GET /target-entities/{id}',
        request: async () => ({ method: 'GET', url: `/target-entities/${(await fresh()).id}` }),
      },
      {
        name: 'PATCH /target-entities/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/target-entities/${(await fresh()).id}`,
          payload: { city: 'Paris' },
        }),
      },
      {
        name: 'POST /target-entities/{id}/duplicate',
        request: async () => ({ method: 'POST', url: `/target-entities/${(await fresh()).id}/duplicate` }),
      },
      {
        name: 'DELETE /target-entities/{id}',
        request: async () => ({ method: 'DELETE', url: `/target-entities/${(await fresh()).id}` }),
      },
      {
        name: 'GET /target-entities/cities',
        request: () => ({ method: 'GET', url: '/target-entities/cities?search=ber&country=DE' }),
      },
      {
        name: 'PUT /target-entities/{id}/customers/{customer}',
        request: async (w) => ({
          method: 'PUT',
          url: `/target-entities/${(await fresh()).id}/customers/${w.ownCustomer.name}`,
        }),
      },
      {
        name: 'DELETE /target-entities/{id}/customers/{customer}',
        request: async (w) => ({
          method: 'DELETE',
          url: `/target-entities/${(await fresh()).id}/customers/${w.ownCustomer.name}`,
        }),
      },
      {
        name: 'GET /target-entities/{unknown id}',
        request: () => ({ method: 'GET', url: `/target-entities/${RANDOM_UUID}` }),
        endpoint: targetEntitiesEndpoints.read,
        service: { moderator: 404, admin: 404 },
      },
    ]);
  });

  it('never answers 500 nor changes a row for malformed bodies and ids', async () => {
    const target = await createEntity({ name: 'Stable Entity', country: 'FR' });
    const before = await countEntities();
    const malformed = fc.oneof(
      fc.anything(),
      fc.record(
        {
          name: fc.oneof(
            fc.constant(''),
            fc.integer(),
            // Too long after the trim too: a long name with spaces at its ends can trim to a valid one.
            fc.string({ minLength: 201 }).filter((text) => text.trim().length > 200),
          ),
          country: fc.string().filter((text) => !/^[A-Z]{2}$/.test(text)),
          latitude: fc.oneof(fc.double({ min: 90.0001, noNaN: true }), fc.string()),
          longitude: fc.oneof(fc.double({ max: -180.0001, noNaN: true }), fc.string()),
          website: fc.string().filter((text) => !text.startsWith('http')),
          aliases: fc.oneof(fc.string(), fc.array(fc.integer(), { minLength: 1 })),
          customers: fc.array(fc.constantFrom('bad name', 'unknown_customer_x'), { minLength: 1 }),
        },
        { requiredKeys: ['name'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom('POST', 'PATCH'), async (payload, method) => {
        const response = await asModerator({
          method,
          url: method === 'POST' ? '/target-entities' : `/target-entities/${target.id}`,
          payload: payload as object,
        });
        if (!(method === 'PATCH' && response.statusCode === 200)) expect([400, 415]).toContain(response.statusCode);
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (id) => {
        const response = await asModerator({ method: 'DELETE', url: `/target-entities/${encodeURIComponent(id)}` });
        expect([400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 50 },
    );
    expect(await countEntities()).toBe(before);
    const stored = await asModerator({ method: 'GET', url: `/target-entities/${target.id}` });
    expect(stored.json()).toMatchObject({ name: 'Stable Entity', country: 'FR' });
  });

  it('finds the Holding entities among 20,000 by a search, a page of 50 and their total', async () => {
    // Rows `Bulk Company ${index} Holding|Trading`, D-U-N-S 100000000 + index, alias `BC${index}`: made by the
    // database in one statement, a few seconds quicker than sending 20,000 rows of parameters.
    await testApp.db.execute(sql`
      insert into ${targetEntities} (name, duns_id, aliases)
      select 'Bulk Company ' || index || case when index % 7 = 0 then ' Holding' else ' Trading' end,
             (100000000 + index)::text,
             array['BC' || index]
      from generate_series(0, 19999) as index`);
    const response = await asModerator({ method: 'GET', url: '/target-entities/table?search=holding&size=50' });
    expect(targetEntityTableSchema.parse(response.json())).toHaveLength(50);
    expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(2858);
  });
});
