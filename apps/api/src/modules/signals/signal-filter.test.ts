import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  MAX_FILTER_VALUES,
  signalFilterResponseSchema,
  signalsByDateResponseSchema,
  signalFilterEndpoints,
  signalOverviewEndpoints,
} from '@argus/contract';
import { defaultSignalCriteria } from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createReviews } from '../filters/filter-twin.factories';
import { createEventType, createSignalRow } from './signals.factories';

// GET /api/events/filter/{customer} (ADR 0031): rules and boundaries the property test leaves to chance.

describe.each(testDatabaseKinds())('the signal filter endpoint on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let eventType: string;

  const get = (url: string, role: Role = 'analyst') =>
    testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });
  const filter = async (customer: string, query: string, role: Role = 'analyst') => {
    const response = await get(`/api/events/filter/${customer}?${query}`, role);
    expect(response.statusCode, response.body).toBe(200);
    return signalFilterResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    eventType = (await createEventType(testApp.db)).name;
  });
  afterAll(() => testApp.close());

  it('lets the analyst of the customer and staff read; others get 403, or 404 for an unknown customer (staff)', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/events/filter/{customer}',
        request: (world) => ({ method: 'GET', url: `/api/events/filter/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/events/filter/{unknown customer}',
        request: () => ({ method: 'GET', url: '/api/events/filter/no_such_customer?company=Acme' }),
        endpoint: signalFilterEndpoints.filterSignals,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
      {
        name: 'GET /api/events/overview/{customer}',
        request: (world) => ({ method: 'GET', url: `/api/events/overview/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/events/overview/{unknown customer}',
        request: () => ({ method: 'GET', url: '/api/events/overview/no_such_customer' }),
        endpoint: signalOverviewEndpoints.signalOverview,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
    ]);
  });

  it("answers 400 naming the field for the Overview's unreadable criteria", async () => {
    const url = `/api/events/overview/${world.ownCustomer.name}`;
    for (const [query, field] of [
      ['from=2025-02-30', 'from'],
      ['reliability=9', 'reliability'],
      ['media=radio', 'media.0'],
      ['hideDisliked=maybe', 'hideDisliked'],
    ] as const) {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `${url}?${query}`,
        headers: world.headersFor('analyst'),
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ field });
    }
  });

  it('answers the signals as the other reads do, newest first, with the shown count and the top lists', async () => {
    const customer = await createCustomer(testApp.db);
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`);
    const rows = [
      {
        targetEntityName: 'acme holding',
        publishDate: at('2025-06-03'),
        eventArguments: [{ name: 'acquirer', value: 'Beta' }],
      },
      { targetEntityName: 'Acme Holding', publishDate: at('2025-06-02') },
      { targetEntityName: 'beta', publishDate: at('2025-06-01') },
      { targetEntityName: 'Gamma', publishDate: at('2025-06-01'), hidden: true },
      { targetEntityName: 'Delta', publishDate: at('2025-06-01'), deleted: true },
    ];
    for (const row of rows) await createSignalRow(testApp.db, { customerName: customer.name, eventType, ...row });
    const byDate = signalsByDateResponseSchema.parse(
      (await get(`/api/events/${customer.name}/2025-06-01/2025-06-30`, 'moderator')).json(),
    );

    const answer = await filter(customer.name, 'from=2025-06-01&to=2025-06-30', 'moderator');
    expect(answer.events).toEqual(byDate.events);
    expect(answer.events.map((event) => event.targetEntityName)).toEqual(['acme holding', 'Acme Holding', 'beta']);
    expect(answer.total).toBe(3);
    expect(answer.topEventTypes).toEqual([{ value: eventType, count: 3 }]);
    // Counted as the web app shows the names: in start case.
    expect(answer.topCompanies).toEqual([
      { value: 'Acme Holding', count: 2 },
      { value: 'Beta', count: 1 },
    ]);
    expect(answer.nextCursor).toBeNull();
    const acme = await filter(customer.name, 'from=2025-06-01&to=2025-06-30&company=Acme+Holding', 'moderator');
    expect(acme.total).toBe(2);
  });

  it('takes the last month up to today (UTC) when the query names no days, as the web app does', async () => {
    const customer = await createCustomer(testApp.db);
    const { dateBegin, dateEnd } = defaultSignalCriteria();
    const dayBefore = new Date(new Date(`${dateBegin}T00:00:00.000Z`).getTime() - 1);
    const inside = await createSignalRow(testApp.db, {
      customerName: customer.name,
      eventType,
      publishDate: new Date(`${dateEnd}T00:00:00.000Z`),
    });
    await createSignalRow(testApp.db, { customerName: customer.name, eventType, publishDate: dayBefore });
    const answer = await filter(customer.name, '', 'moderator');
    expect(answer.events.map((event) => event.id)).toEqual([inside.id]);
  });

  it("filters by the caller's own reviews only, hiding their dislikes by default", async () => {
    const [liked, disliked, plain] = await Promise.all(
      ['Liked', 'Disliked', 'Plain'].map((name) =>
        createSignalRow(testApp.db, {
          customerName: world.ownCustomer.name,
          eventType,
          targetEntityName: `${name} Review Target`,
          publishDate: new Date('2025-07-01T10:00:00.000Z'),
        }),
      ),
    );
    const reviewed = { customerName: world.ownCustomer.name, itemKind: 'signal' as const };
    await createReviews(testApp, {
      ...reviewed,
      userId: world.users.analyst.id,
      bookmarked: [plain!.id],
      feedback: [
        [liked!.id, 1],
        [disliked!.id, -1],
      ],
    });
    // The moderator disliked everything; the analyst's filter must not care.
    await createReviews(testApp, {
      ...reviewed,
      userId: world.users.moderator.id,
      bookmarked: [],
      feedback: [liked!, plain!].map((signal) => [signal.id, -1] as const),
    });
    const ids = async (query: string) =>
      (await filter(world.ownCustomer.name, `from=2025-07-01&to=2025-07-01&${query}`)).events.map((event) => event.id);
    expect(new Set(await ids(''))).toEqual(new Set([liked!.id, plain!.id]));
    expect(await ids('review=Liked')).toEqual([liked!.id]);
    expect(await ids('review=Disliked')).toEqual([disliked!.id]);
    expect(await ids('review=Bookmarked')).toEqual([plain!.id]);
    expect(new Set(await ids('hideDisliked=false'))).toEqual(new Set([liked!.id, disliked!.id, plain!.id]));
  });

  it('pages with a cursor, and refuses a forged one', async () => {
    const customer = await createCustomer(testApp.db);
    for (let index = 0; index < 5; index++) {
      await createSignalRow(testApp.db, {
        customerName: customer.name,
        eventType,
        publishDate: new Date('2025-08-01T10:00:00.000Z'),
      });
    }
    const first = await filter(customer.name, 'from=2025-08-01&to=2025-08-01&limit=3', 'moderator');
    expect(first.events).toHaveLength(3);
    expect(first.total).toBe(5);
    const second = await filter(
      customer.name,
      `from=2025-08-01&to=2025-08-01&limit=3&cursor=${first.nextCursor}`,
      'moderator',
    );
    expect(second.events).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.events, ...second.events].map((event) => event.id)).size).toBe(5);
    const forged = await get(
      `/api/events/filter/${customer.name}?cursor=${Buffer.from('1.x').toString('base64url')}`,
      'moderator',
    );
    expect(forged.statusCode).toBe(400);
    expect(errorResponseSchema.parse(forged.json()).field).toBe('cursor');
  });

  it('answers 400 naming the field for values the web app never writes', async () => {
    const cases: [string, string][] = [
      ['from=2025-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['from=0000-01-01', 'from'],
      ['from=2025-01-01&from=2025-02-01', 'from'],
      ['reliability=6', 'reliability'],
      ['reliability=-1', 'reliability'],
      ['reliability=2.5', 'reliability'],
      ['hideDisliked=maybe', 'hideDisliked'],
      ['review=Loved', 'review.0'],
      ['result=nope', 'result.0'],
      ['media=tv', 'media.0'],
      ['language=fr', 'language.0'],
      ['company=%00', 'company.0'],
      [`eventType=${'x'.repeat(501)}`, 'eventType.0'],
      [Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, index) => `company=c${index}`).join('&'), 'company'],
      ['limit=0', 'limit'],
      ['limit=2001', 'limit'],
      ['cursor=not*base64', 'cursor'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/events/filter/${world.ownCustomer.name}?${query}`);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      const answer = errorResponseSchema.parse(response.json());
      expect(answer.field, query.slice(0, 60)).toBe(field);
      expect(answer.message.startsWith(`${field}: `)).toBe(true);
    }
    // An emptied list (`language=`) is no selection, not an error.
    expect((await get(`/api/events/filter/${world.ownCustomer.name}?language=&review=`)).statusCode).toBe(200);
  });

  it('never answers 500, whatever the query', async () => {
    const key = fc.constantFrom(
      'from',
      'to',
      'company',
      'media',
      'reliability',
      'language',
      'result',
      'review',
      'eventType',
      'hideDisliked',
      'limit',
      'cursor',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, fc.string({ unit: 'grapheme', maxLength: 30 })), { maxLength: 6 }),
        async (pairs) => {
          const response = await get(`/api/events/filter/${world.ownCustomer.name}?${new URLSearchParams(pairs)}`);
          expect([200, 400]).toContain(response.statusCode);
          if (response.statusCode === 400) expect(errorResponseSchema.parse(response.json()).field).toBeTruthy();
        },
      ),
      { numRuns: 60 },
    );
  });
});
