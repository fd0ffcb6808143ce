import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  MAX_FILTER_KEYWORDS,
  mentionFilterResponseSchema,
  mentionListSchema,
  mentionFilterEndpoints,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { userCustomers } from '../../db/schema';
import { buildMention, createMentions } from './mentions.factories';

// GET /api/discovery/filter/{customer} (ADR 0031): rules and boundaries the property test leaves to chance.

describe.each(testDatabaseKinds())('the mention filter endpoint on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;

  const get = (url: string, role: Role = 'analyst') =>
    testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });
  const filter = async (customer: string, query: string, role: Role = 'analyst') => {
    const response = await get(`/api/discovery/filter/${customer}?${query}`, role);
    expect(response.statusCode, response.body).toBe(200);
    return mentionFilterResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('lets the analyst of the customer and staff read; 403 for others, 404 without discovery or customer', async () => {
    const withoutDiscovery = await createCustomer(testApp.db, { discovery: false });
    await testApp.db
      .insert(userCustomers)
      .values({ userId: world.users.analyst.id, customerName: withoutDiscovery.name });
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /api/discovery/filter/{customer}',
        request: (world) => ({ method: 'GET', url: `/api/discovery/filter/${world.ownCustomer.name}` }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/discovery/filter/{customer without discovery}',
        request: () => ({ method: 'GET', url: `/api/discovery/filter/${withoutDiscovery.name}` }),
        endpoint: mentionFilterEndpoints.filterMentions,
        service: { analyst: 404, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
      {
        name: 'GET /api/discovery/filter/{unknown customer}',
        request: () => ({ method: 'GET', url: '/api/discovery/filter/no_such_customer' }),
        endpoint: mentionFilterEndpoints.filterMentions,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
    ]);
  });

  it('answers the mentions as the page read does, newest first, with the count; keywords match literally', async () => {
    const customer = await createCustomer(testApp.db, { discovery: true });
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 10, 8, minutes));
    const rows = await createMentions(testApp.db, [
      buildMention(customer.name, { publishDate: at(3), title: 'Growth of 100% at Acme', authors: null }),
      buildMention(customer.name, { publishDate: at(2), title: 'Data_leak reported', translatedSentence: null }),
      buildMention(customer.name, { publishDate: at(1), title: 'Datenleck bei Beta' }),
      buildMention(world.ownCustomer.name, { publishDate: at(1), title: '100% elsewhere' }),
    ]);
    const page = mentionListSchema.parse(
      (
        await get(
          `/api/discoveryCustomer/${world.users.moderator.username}/${customer.name}/2025-06-01/2025-07-01/1/50`,
          'moderator',
        )
      ).json(),
    );
    const all = await filter(customer.name, 'from=2025-06-01&to=2025-06-30', 'moderator');
    expect(all.mentions).toEqual(page);
    expect(all.total).toBe(3);
    // LIKE would read % and _ as wildcards; the filter looks for the characters themselves.
    const percent = await filter(customer.name, 'from=2025-06-01&to=2025-06-30&keyword=100%25', 'moderator');
    expect(percent.mentions.map((mention) => mention.uuid)).toEqual([rows[0]!.uuid]);
    const underscore = await filter(customer.name, 'from=2025-06-01&to=2025-06-30&keyword=A_L', 'moderator');
    expect(underscore.mentions.map((mention) => mention.uuid)).toEqual([rows[1]!.uuid]);
    // Trimmed, any letter case; several keywords match any of them.
    const either = await filter(
      customer.name,
      'from=2025-06-01&to=2025-06-30&keyword=+BETA+&keyword=acme',
      'moderator',
    );
    expect(either.mentions.map((mention) => mention.uuid)).toEqual([rows[0]!.uuid, rows[2]!.uuid]);
  });

  it('keeps the mentions naming any of the chosen companies, exactly as they name them', async () => {
    const customer = await createCustomer(testApp.db, { discovery: true });
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 10, 8, minutes));
    const rows = await createMentions(testApp.db, [
      buildMention(customer.name, { publishDate: at(4), companies: ['Acme', 'BASF SE'] }),
      buildMention(customer.name, { publishDate: at(3), companies: ['acme'] }),
      buildMention(customer.name, { publishDate: at(2), companies: ['BASF SE'] }),
      buildMention(customer.name, { publishDate: at(1) }),
      buildMention(world.ownCustomer.name, { publishDate: at(1), companies: ['Acme'] }),
    ]);
    const uuidsOf = async (query: string) =>
      (await filter(customer.name, `from=2025-06-01&to=2025-06-30&${query}`, 'moderator')).mentions.map(
        (mention) => mention.uuid,
      );
    expect(await uuidsOf('company=Acme')).toEqual([rows[0]!.uuid]);
    expect(await uuidsOf('company=acme&company=BASF+SE')).toEqual([rows[0]!.uuid, rows[1]!.uuid, rows[2]!.uuid]);
    expect(await uuidsOf('company=Nobody')).toEqual([]);
    expect(await uuidsOf('company=')).toHaveLength(4);
  });

  it('answers 400 naming the field for values the web app never writes', async () => {
    const cases: [string, string][] = [
      ['from=2025-13-01', 'from'],
      ['reliability=9', 'reliability'],
      ['hideDisliked=yes', 'hideDisliked'],
      ['review=Starred', 'review.0'],
      ['media=tv', 'media.0'],
      [`company=Acme&company=${'x'.repeat(501)}`, 'company.1'],
      ['keyword=a%00b', 'keyword.0'],
      ['keyword=a&keyword=b%1Fc', 'keyword.1'],
      [Array.from({ length: MAX_FILTER_KEYWORDS + 1 }, (_, index) => `keyword=k${index}`).join('&'), 'keyword'],
      ['limit=abc', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/discovery/filter/${world.ownCustomer.name}?${query}`);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field, query.slice(0, 60)).toBe(field);
    }
  });
});
