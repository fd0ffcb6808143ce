import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentionFilterOptionsSchema,
  signalFilterOptionsSchema,
  signalFilterResponseSchema,
  UNCATEGORISED,
  filterOptionsEndpoints,
} from '@argus/contract';
import { deriveSignalOptions, sortedDistinct, toStartCase } from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { userCustomers } from '../../db/schema';
import { buildMention, createMentions } from '../mentions/mentions.factories';
import {
  createCategory,
  createEventType,
  createSignalRow,
  type SignalFactoryValues,
} from '../signals/signals.factories';

// GET /api/events/options/{customer} and GET /api/discovery/options/{customer} (ADR 0110).

describe.each(testDatabaseKinds())('the filter options endpoints on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;

  const get = (url: string, role: Role = 'analyst') =>
    testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });
  const read = async (url: string) => {
    const response = await get(url, 'moderator');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const at = (day: string) => new Date(`${day}T09:00:00.000Z`);

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it("lets the analyst of the customer and staff read; 403 for another's folder, 404 without discovery or customer", async () => {
    const withoutDiscovery = await createCustomer(testApp.db, { discovery: false });
    await testApp.db
      .insert(userCustomers)
      .values({ userId: world.users.analyst.id, customerName: withoutDiscovery.name });
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/events/options/{customer}',
        request: (world) => ({ method: 'GET', url: `/api/events/options/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/events/options/{unknown customer}',
        request: () => ({ method: 'GET', url: '/api/events/options/no_such_customer' }),
        endpoint: filterOptionsEndpoints.signalOptions,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
      {
        name: 'GET /api/discovery/options/{customer}',
        request: (world) => ({ method: 'GET', url: `/api/discovery/options/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/discovery/options/{customer without discovery}',
        request: () => ({ method: 'GET', url: `/api/discovery/options/${withoutDiscovery.name}` }),
        endpoint: filterOptionsEndpoints.mentionOptions,
        service: { analyst: 404, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
    ]);
  });

  it('answers 400 naming the field for days it cannot read', async () => {
    for (const path of ['events', 'discovery']) {
      for (const [query, field] of [
        ['from=2025-02-30', 'from'],
        ['to=yesterday', 'to'],
        ['from=0000-01-01', 'from'],
      ] as const) {
        const answer = await get(`/api/${path}/options/${world.ownCustomer.name}?${query}`);
        expect(answer.statusCode, `${path} ${query}`).toBe(400);
        expect(answer.json(), `${path} ${query}`).toMatchObject({ field });
      }
    }
  });

  it("offers every company, media segment, language and event type of the days' visible signals, as the held folder's lists", async () => {
    const customer = await createCustomer(testApp.db);
    const category = await createCategory(testApp.db);
    const merger = (await createEventType(testApp.db, { category: category.name })).name;
    const layoffs = (await createEventType(testApp.db)).name;
    const rows: Omit<SignalFactoryValues, 'customerName'>[] = [
      { targetEntityName: 'acme holding', eventType: merger, publishDate: at('2025-06-03'), language: 'de' },
      { targetEntityName: 'Acme Holding', eventType: merger, publishDate: at('2025-06-02'), mediaSegment: 'blog' },
      { targetEntityName: 'item 10', eventType: layoffs, publishDate: at('2025-06-01') },
      { targetEntityName: 'Item 2', eventType: layoffs, publishDate: at('2025-06-30') },
      // Outside the days, hidden or deleted: never offered.
      { targetEntityName: 'Before', eventType: merger, publishDate: at('2025-05-31'), language: 'zh' },
      { targetEntityName: 'After', eventType: merger, publishDate: at('2025-07-01') },
      { targetEntityName: 'Hidden', eventType: merger, publishDate: at('2025-06-05'), hidden: true },
      { targetEntityName: 'Deleted', eventType: merger, publishDate: at('2025-06-05'), deleted: true },
    ];
    for (const row of rows) await createSignalRow(testApp.db, { customerName: customer.name, ...row });
    await createSignalRow(testApp.db, {
      customerName: world.ownCustomer.name,
      eventType: merger,
      targetEntityName: 'Elsewhere',
      publishDate: at('2025-06-04'),
    });

    const days = 'from=2025-06-01&to=2025-06-30';
    const options = signalFilterOptionsSchema.parse(await read(`/api/events/options/${customer.name}?${days}`));
    expect(options).toEqual({
      companyNames: ['Acme Holding', 'Item 2', 'Item 10'],
      mediaSegments: ['blog', 'news'],
      languages: ['de', 'en'],
      eventTypes: sortedDistinct([merger, layoffs]).map((name) => ({
        name,
        category: name === merger ? category.name : UNCATEGORISED,
      })),
    });
    // The same lists as the browser derives from the same signals held (start-cased on load).
    const shown = signalFilterResponseSchema.parse(
      await read(`/api/events/filter/${customer.name}?${days}&hideDisliked=false`),
    );
    const held = deriveSignalOptions(
      shown.events.map((event) => ({ ...event, targetEntityName: toStartCase(event.targetEntityName) })),
    );
    expect({ ...options, eventTypes: options.eventTypes.map((eventType) => eventType.name) }).toEqual(held);

    const empty = signalFilterOptionsSchema.parse(
      await read(`/api/events/options/${customer.name}?from=2024-01-01&to=2024-01-31`),
    );
    expect(empty).toEqual({ companyNames: [], mediaSegments: [], languages: [], eventTypes: [] });
  });

  it("offers the companies, media segments and languages of the days' mentions", async () => {
    const customer = await createCustomer(testApp.db, { discovery: true });
    await createMentions(testApp.db, [
      buildMention(customer.name, {
        publishDate: at('2025-06-10'),
        mediaSegment: 'forum',
        language: 'zh',
        companies: ['Northwind', 'acme 10'],
      }),
      buildMention(customer.name, { publishDate: at('2025-06-11'), mediaSegment: 'news', language: 'de' }),
      buildMention(customer.name, {
        publishDate: at('2025-06-12'),
        mediaSegment: 'news',
        language: 'de',
        companies: ['Acme 2', 'Northwind'],
      }),
      buildMention(customer.name, {
        publishDate: at('2025-05-01'),
        mediaSegment: 'blog',
        language: 'en',
        companies: ['Before'],
      }),
      buildMention(world.ownCustomer.name, {
        publishDate: at('2025-06-10'),
        mediaSegment: 'social',
        companies: ['Elsewhere'],
      }),
    ]);
    const options = mentionFilterOptionsSchema.parse(
      await read(`/api/discovery/options/${customer.name}?from=2025-06-01&to=2025-06-30`),
    );
    // A mention without companies still offers its media segment and language (the June 11th one alone holds none).
    expect(options).toEqual({
      companies: ['Acme 2', 'acme 10', 'Northwind'],
      mediaSegments: ['forum', 'news'],
      languages: ['de', 'zh'],
    });
    const onlyWithout = mentionFilterOptionsSchema.parse(
      await read(`/api/discovery/options/${customer.name}?from=2025-06-11&to=2025-06-11`),
    );
    expect(onlyWithout).toEqual({ companies: [], mediaSegments: ['news'], languages: ['de'] });
  });
});
