import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDetailSchema,
  customerListSchema,
  customerRecordSchema,
  customerTableSchema,
  customersEndpoints,
  DEFAULT_CUSTOMER_NAME,
  RESERVED_CUSTOMER_NAMES,
} from '@argus/contract';
import {
  auditLog,
  customers,
  customerTargetEntities,
  discoveries,
  mentions,
  searchTerms,
  targetEntities,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser, uniqueName } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { violatedUniqueConstraint } from '../../lib/database-errors';

/** A customer with one discovery (two search terms), two linked entities and one user grant. */
async function createConfiguredCustomer(testApp: TestApp) {
  const customer = await createCustomer(testApp.db, { label: 'Configured', trend: true });
  const [discovery] = await testApp.db
    .insert(discoveries)
    .values({ customerName: customer.name, name: 'Cyber security' })
    .returning();
  await testApp.db.insert(searchTerms).values([
    { discoveryId: discovery!.id, term: 'Ransomware', keywords: ['ransomware', 'Erpressersoftware'] },
    { discoveryId: discovery!.id, term: 'Leaks', keywords: ['data leak'] },
  ]);
  const entities = await testApp.db
    .insert(targetEntities)
    .values([{ name: uniqueName('Acme') }, { name: uniqueName('Globex') }])
    .returning();
  await testApp.db
    .insert(customerTargetEntities)
    .values(entities.map((entity) => ({ customerName: customer.name, targetEntityId: entity.id })));
  await createUser(testApp.db, { customers: [customer.name] });
  return { customer, discovery: discovery!, entities };
}

describe.each(testDatabaseKinds())('customers on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const asAdmin = (options: InjectOptions) => testApp.app.inject({ ...options, headers: world.headersFor('admin') });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('refuses names of fixed routes for a new or duplicated customer, naming the field', async () => {
    // Every fixed path under /customers/ is reserved, so that no customer hides behind a route of the list.
    const fixed = Object.values(customersEndpoints)
      .map(({ path }) => /^\/customers\/([a-z-]+)$/.exec(path)?.[1])
      .filter((segment): segment is string => segment !== undefined);
    expect([...RESERVED_CUSTOMER_NAMES].sort()).toEqual(fixed.sort());

    const source = await createCustomer(testApp.db);
    for (const name of [...RESERVED_CUSTOMER_NAMES, 'Table']) {
      for (const request of [
        { url: '/customers', payload: { customerName: name } },
        { url: `/customers/${source.name}/duplicate`, payload: { customerName: name } },
      ]) {
        const response = await asAdmin({ method: 'POST', ...request });
        expect(response.statusCode, `${request.url} ${name}`).toBe(400);
        expect(response.json()).toMatchObject({
          field: 'customerName',
          message: expect.stringContaining('fixed routes'),
        });
      }
    }
    expect(await testApp.db.$count(customers, eq(customers.name, 'table'))).toBe(0);
  });

  it('lists the customers table with features, discoveries and counts', async () => {
    const { customer, discovery } = await createConfiguredCustomer(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/customers/table',
      headers: world.headersFor('moderator'),
    });
    const table = customerTableSchema.parse(response.json());
    expect(table.find((row) => row.customerName === customer.name)).toEqual({
      customerName: customer.name,
      customerLabel: 'Configured',
      folderDbTable: customer.folderDbTable,
      features: { monitoring: true, discovery: true, trend: true },
      groupStories: true,
      discoveries: [{ discoveryId: discovery.id, name: 'Cyber security' }],
      entityCount: 2,
      userCount: 1,
    });
    expect(table.find((row) => row.customerName === world.ownCustomer.name)?.userCount).toBe(1);
  });

  it('refuses in the database a name that differs from another only by letter case', async () => {
    const name = uniqueName('Case');
    await createCustomer(testApp.db, { name });
    // Past the service's own check, as a request that lost a race would be: the unique index still refuses it.
    await expect(createCustomer(testApp.db, { name: name.toUpperCase() })).rejects.toSatisfy(
      (error) => violatedUniqueConstraint(error) === 'customers_name_lower_key',
    );
  });

  it('lists customer names and labels', async () => {
    const customer = await createCustomer(testApp.db, { label: 'Named' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/customers/list',
      headers: world.headersFor('moderator'),
    });
    expect(customerListSchema.parse(response.json())).toContainEqual({
      customerName: customer.name,
      customerLabel: 'Named',
    });
  });

  it('creates, reads, updates and deletes a customer, auditing each write', async () => {
    const name = uniqueName('Cust');
    const created = await asAdmin({
      method: 'POST',
      url: '/customers',
      payload: { customerName: name, customerLabel: 'New One', features: { discovery: true } },
    });
    expect(created.statusCode).toBe(201);
    expect(customerRecordSchema.parse(created.json())).toMatchObject({
      customerName: name,
      folderDbTable: `events_${name.toLowerCase()}`,
      features: { monitoring: true, discovery: true, trend: false },
      entityCount: 0,
    });
    const conflict = await asAdmin({
      method: 'POST',
      url: '/customers',
      payload: { customerName: name.toUpperCase() },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().field).toBe('customerName');

    const patched = await asAdmin({
      method: 'PATCH',
      url: `/customers/${name}`,
      payload: { customerLabel: null, features: { trend: true } },
    });
    expect(customerRecordSchema.parse(patched.json())).toMatchObject({
      customerLabel: null,
      features: { monitoring: true, discovery: true, trend: true },
    });
    expect((await asAdmin({ method: 'GET', url: `/customers/${name}` })).json().customerLabel).toBeNull();
    expect((await asAdmin({ method: 'DELETE', url: `/customers/${name}` })).json()).toEqual({
      customerName: name,
      deleted: true,
    });
    expect((await asAdmin({ method: 'GET', url: `/customers/${name}` })).statusCode).toBe(404);
    const actions = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, name));
    expect(actions.map((entry) => entry.action)).toEqual(['customer.create', 'customer.update', 'customer.delete']);
  });

  it('duplicates configuration, discoveries with search terms and entity links under a new name', async () => {
    const { customer, entities } = await createConfiguredCustomer(testApp);
    const copyName = uniqueName('copy');
    const response = await asAdmin({
      method: 'POST',
      url: `/customers/${customer.name}/duplicate`,
      payload: { customerName: copyName, customerLabel: 'Copy' },
    });
    expect(response.statusCode).toBe(201);
    const copy = customerRecordSchema.parse(response.json());
    expect(copy).toMatchObject({
      customerName: copyName,
      customerLabel: 'Copy',
      features: { monitoring: true, discovery: true, trend: true },
      entityCount: 2,
      userCount: 0,
    });
    expect(copy.discoveries.map((discovery) => discovery.name)).toEqual(['Cyber security']);
    const terms = await testApp.db
      .select({ term: searchTerms.term, keywords: searchTerms.keywords })
      .from(searchTerms)
      .where(eq(searchTerms.discoveryId, copy.discoveries[0]!.discoveryId));
    expect(terms).toEqual(
      expect.arrayContaining([
        { term: 'Ransomware', keywords: ['ransomware', 'Erpressersoftware'] },
        { term: 'Leaks', keywords: ['data leak'] },
      ]),
    );
    const links = await testApp.db
      .select({ id: customerTargetEntities.targetEntityId })
      .from(customerTargetEntities)
      .where(eq(customerTargetEntities.customerName, copyName));
    expect(links.map((link) => link.id).sort()).toEqual(entities.map((entity) => entity.id).sort());
    const [audit] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'customer.duplicate'));
    expect(audit).toMatchObject({ targetId: copyName, details: { source: customer.name } });

    const again = await asAdmin({
      method: 'POST',
      url: `/customers/${customer.name}/duplicate`,
      payload: { customerName: copyName },
    });
    expect(again.statusCode).toBe(409);
  });

  it('creates a customer grouping stories unless asked not to, and changes it only when asked', async () => {
    const grouping = uniqueName('Group');
    const created = await asAdmin({ method: 'POST', url: '/customers', payload: { customerName: grouping } });
    expect(customerRecordSchema.parse(created.json()).groupStories).toBe(true);
    const apart = uniqueName('Apart');
    const createdApart = await asAdmin({
      method: 'POST',
      url: '/customers',
      payload: { customerName: apart, groupStories: false },
    });
    expect(customerRecordSchema.parse(createdApart.json()).groupStories).toBe(false);
    const [stored] = await testApp.db.select().from(customers).where(eq(customers.name, apart));
    expect(stored!.groupStories).toBe(false);

    const turnedOff = await asAdmin({
      method: 'PATCH',
      url: `/customers/${grouping}`,
      payload: { groupStories: false },
    });
    expect(turnedOff.statusCode).toBe(200);
    expect(customerDetailSchema.parse(turnedOff.json()).groupStories).toBe(false);
    // A change of something else leaves the setting as it is.
    const relabelled = await asAdmin({
      method: 'PATCH',
      url: `/customers/${grouping}`,
      payload: { customerLabel: 'Relabelled', features: { trend: true } },
    });
    expect(customerDetailSchema.parse(relabelled.json())).toMatchObject({
      customerLabel: 'Relabelled',
      groupStories: false,
    });
    const turnedOn = await asAdmin({ method: 'PATCH', url: `/customers/${grouping}`, payload: { groupStories: true } });
    expect(customerDetailSchema.parse(turnedOn.json()).groupStories).toBe(true);

    const table = customerTableSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: '/customers/table', headers: world.headersFor('moderator') })
      ).json(),
    );
    expect(table.find((row) => row.customerName === apart)?.groupStories).toBe(false);
    expect(table.find((row) => row.customerName === grouping)?.groupStories).toBe(true);

    const updates = await testApp.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, grouping))
      .orderBy(asc(auditLog.id));
    expect(updates.map((entry) => entry.details)).toEqual([
      expect.anything(),
      { changes: { groupStories: false } },
      { changes: { customerLabel: 'Relabelled', features: { trend: true } } },
      { changes: { groupStories: true } },
    ]);
    const [createAudit] = await testApp.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, apart));
    expect(createAudit!.details).toMatchObject({ groupStories: false });
  });

  it('duplicates whether the folder groups stories', async () => {
    const source = await createCustomer(testApp.db, { groupStories: false });
    const copyName = uniqueName('copy');
    const response = await asAdmin({
      method: 'POST',
      url: `/customers/${source.name}/duplicate`,
      payload: { customerName: copyName },
    });
    expect(response.statusCode).toBe(201);
    expect(customerRecordSchema.parse(response.json()).groupStories).toBe(false);
    const [stored] = await testApp.db.select().from(customers).where(eq(customers.name, copyName));
    expect(stored!.groupStories).toBe(false);
  });

  it('creates a customer with discoveries and reads them back with their search terms', async () => {
    const name = uniqueName('Disc');
    const created = await asAdmin({
      method: 'POST',
      url: '/customers',
      payload: {
        customerName: name,
        features: { discovery: true },
        discoveries: [
          { name: 'Supply chain', searchTerms: [{ term: 'Strikes', keywords: [' port strike ', 'Hafenstreik'] }] },
          { name: 'Ambient', searchTerms: [] },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const detail = customerDetailSchema.parse((await asAdmin({ method: 'GET', url: `/customers/${name}` })).json());
    expect(
      detail.discoveries.map(({ name: discoveryName, searchTerms: terms }) => [discoveryName, terms.length]),
    ).toEqual([
      ['Ambient', 0],
      ['Supply chain', 1],
    ]);
    // Keywords are stored trimmed, as the search matches them.
    expect(detail.discoveries[1]!.searchTerms[0]).toMatchObject({
      term: 'Strikes',
      keywords: ['port strike', 'Hafenstreik'],
    });
  });

  it('updates discoveries in place: kept ids keep their mentions, new ones are added, left-out ones deleted', async () => {
    const { customer, discovery } = await createConfiguredCustomer(testApp);
    const before = customerDetailSchema.parse(
      (await asAdmin({ method: 'GET', url: `/customers/${customer.name}` })).json(),
    );
    const ransomware = before.discoveries[0]!.searchTerms.find((term) => term.term === 'Ransomware')!;
    const uuid = randomUUID();
    const [mention] = await testApp.db
      .insert(mentions)
      .values({
        uuid,
        storyId: uuid,
        customerName: customer.name,
        discoveryId: discovery.id,
        searchTermId: ransomware.id,
        publishDate: new Date('2026-01-05T00:00:00Z'),
        mediaSegment: 'news',
        reliability: 3,
        language: 'en',
        title: 'Ransomware hits a port',
        sentence: 'A ransomware attack stopped the port.',
      })
      .returning();

    const patched = await asAdmin({
      method: 'PATCH',
      url: `/customers/${customer.name}`,
      payload: {
        discoveries: [
          {
            discoveryId: discovery.id,
            name: 'Cyber',
            searchTerms: [
              { id: ransomware.id, term: 'Ransomware', keywords: ['ransomware', 'LockBit'] },
              { term: 'Phishing', keywords: ['phishing'] },
            ],
          },
          { name: 'ESG', searchTerms: [{ term: 'Emissions', keywords: ['CO2'] }] },
        ],
      },
    });
    expect(patched.statusCode).toBe(200);
    const after = customerDetailSchema.parse(patched.json());
    expect(after.discoveries.map((entry) => entry.name)).toEqual(['Cyber', 'ESG']);
    expect(after.discoveries[0]).toMatchObject({
      discoveryId: discovery.id,
      searchTerms: [
        { term: 'Phishing', keywords: ['phishing'] },
        { id: ransomware.id, term: 'Ransomware', keywords: ['ransomware', 'LockBit'] },
      ],
    });
    // The left-out term "Leaks" is gone; the mention still points at the kept discovery and term.
    const [stored] = await testApp.db.select().from(mentions).where(eq(mentions.uuid, mention!.uuid));
    expect(stored).toMatchObject({ discoveryId: discovery.id, searchTermId: ransomware.id });

    const cleared = await asAdmin({
      method: 'PATCH',
      url: `/customers/${customer.name}`,
      payload: { discoveries: [] },
    });
    expect(customerDetailSchema.parse(cleared.json()).discoveries).toEqual([]);
    const [orphan] = await testApp.db.select().from(mentions).where(eq(mentions.uuid, mention!.uuid));
    expect(orphan).toMatchObject({ discoveryId: null, searchTermId: null, title: 'Ransomware hits a port' });
  });

  it('refuses discovery ids of another customer and repeated names, naming the field and writing nothing', async () => {
    const { customer } = await createConfiguredCustomer(testApp);
    const other = await createConfiguredCustomer(testApp);
    const before = customerDetailSchema.parse(
      (await asAdmin({ method: 'GET', url: `/customers/${customer.name}` })).json(),
    );
    const own = before.discoveries[0]!;
    const foreignTermId = (
      await testApp.db
        .select({ id: searchTerms.id })
        .from(searchTerms)
        .where(eq(searchTerms.discoveryId, other.discovery.id))
    )[0]!.id;
    const cases: [object, string][] = [
      [[{ discoveryId: other.discovery.id, name: 'Stolen', searchTerms: [] }], 'discoveries.0.discoveryId'],
      [
        [{ discoveryId: own.discoveryId, name: 'x', searchTerms: [{ id: foreignTermId, term: 't', keywords: ['k'] }] }],
        'discoveries.0.searchTerms.0.id',
      ],
      [
        [{ name: 'New', searchTerms: [{ id: own.searchTerms[0]!.id, term: 't', keywords: ['k'] }] }],
        'discoveries.0.searchTerms.0.id',
      ],
      [
        [
          { name: 'Same', searchTerms: [] },
          { name: 'same ', searchTerms: [] },
        ],
        'discoveries',
      ],
      [
        [
          {
            name: 'Terms',
            searchTerms: [
              { term: 'A', keywords: ['a'] },
              { term: 'a', keywords: ['b'] },
            ],
          },
        ],
        'discoveries.0.searchTerms',
      ],
      [[{ name: 'Empty', searchTerms: [{ term: 'A', keywords: [] }] }], 'discoveries.0.searchTerms.0.keywords'],
      [[{ name: '', searchTerms: [] }], 'discoveries.0.name'],
    ];
    for (const [discoveriesPayload, field] of cases) {
      const response = await asAdmin({
        method: 'PATCH',
        url: `/customers/${customer.name}`,
        payload: { discoveries: discoveriesPayload },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(discoveriesPayload)).toBe(field);
    }
    const after = customerDetailSchema.parse(
      (await asAdmin({ method: 'GET', url: `/customers/${customer.name}` })).json(),
    );
    expect(after.discoveries).toEqual(before.discoveries);
    const untouched = await testApp.db.select().from(discoveries).where(eq(discoveries.id, other.discovery.id));
    expect(untouched[0]!.customerName).toBe(other.customer.name);
  });

  it('refuses to delete the default customer', async () => {
    const [existing] = await testApp.db.select().from(customers).where(eq(customers.name, DEFAULT_CUSTOMER_NAME));
    if (!existing) await createCustomer(testApp.db, { name: DEFAULT_CUSTOMER_NAME });
    const response = await asAdmin({ method: 'DELETE', url: `/customers/${DEFAULT_CUSTOMER_NAME}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('id');
  });

  it('answers every endpoint by role', async () => {
    const fresh = () => createCustomer(testApp.db);
    await expectRoleMatrix(testApp, world, [
      { name: 'GET /customers/table', request: () => ({ method: 'GET', url: '/customers/table' }) },
      { name: 'GET /customers/list', request: () => ({ method: 'GET', url: '/customers/list' }) },
      {
        name: 'POST /customers',
        request: () => ({ method: 'POST', url: '/customers', payload: { customerName: uniqueName('c') } }),
      },
      {
        name: 'GET /customers/{id}',
        request: (w) => ({ method: 'GET', url: `/customers/${w.ownCustomer.name}` }),
      },
      {
        name: 'PATCH /customers/{id}',
        request: (w) => ({ method: 'PATCH', url: `/customers/${w.ownCustomer.name}`, payload: { customerLabel: 'X' } }),
      },
      {
        name: 'POST /customers/{id}/duplicate',
        request: (w) => ({
          method: 'POST',
          url: `/customers/${w.ownCustomer.name}/duplicate`,
          payload: { customerName: uniqueName('d') },
        }),
      },
      {
        name: 'DELETE /customers/{id}',
        request: async () => ({ method: 'DELETE', url: `/customers/${(await fresh()).name}` }),
      },
    ]);
  });

  it('never answers 500 nor changes a row for malformed customer bodies and ids', async () => {
    const countCustomers = async () => (await testApp.db.select({ total: count() }).from(customers))[0]!.total;
    const target = await createCustomer(testApp.db, { label: 'Stable' });
    const before = await countCustomers();
    const malformed = fc.oneof(
      fc.anything(),
      fc.record(
        {
          customerName: fc.oneof(
            fc.string().filter((text) => !/^[A-Za-z0-9_-]{1,64}$/.test(text)),
            fc.integer(),
          ),
          customerLabel: fc.oneof(fc.integer(), fc.string({ minLength: 121 })),
          folderDbTable: fc.string().filter((text) => !/^[a-z_][a-z0-9_]{0,62}$/.test(text)),
          features: fc.oneof(fc.string(), fc.record({ monitoring: fc.string() })),
          extra: fc.anything(),
        },
        { requiredKeys: ['customerName'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom('POST /customers', 'PATCH', 'duplicate'), async (payload, kind) => {
        const url =
          kind === 'POST /customers'
            ? '/customers'
            : kind === 'PATCH'
              ? `/customers/${target.name}`
              : `/customers/${target.name}/duplicate`;
        const response = await asAdmin({
          method: kind === 'PATCH' ? 'PATCH' : 'POST',
          url,
          payload: payload as object,
        });
        // 415 for a body that is not JSON; an empty PATCH is valid and changes nothing.
        if (!(kind === 'PATCH' && response.statusCode === 200)) expect([400, 415]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (id) => {
        const response = await asAdmin({ method: 'DELETE', url: `/customers/${encodeURIComponent(id)}x` });
        expect([400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 50 },
    );
    expect(await countCustomers()).toBe(before);
    expect((await asAdmin({ method: 'GET', url: `/customers/${target.name}` })).json().customerLabel).toBe('Stable');
    const bad = await asAdmin({ method: 'POST', url: '/customers', payload: { customerName: 'bad name' } });
    expect(bad.json().field).toBe('customerName');
  });
});
