import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  mentionListSchema,
  searchTermKeywordsSchema,
  type Mention,
  mentionsEndpoints,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { mentions, userCustomers } from '../../db/schema';
import { buildMention, createDiscovery, createMention, createMentions } from './mentions.factories';
import { streamMentionHistory } from './mentions.service';

const FROM = '2026-03-01';
const TO = '2026-04-01';
const minutesAfter = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000);

describe.each(testDatabaseKinds())('mentions on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const usernameOf = (role: Role) => (role === 'guest' ? 'guest_user' : world.users[role].username);
  const get = (url: string, role: Role) => testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  describe('GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}/{page}/{size}', () => {
    it("answers one page of the customer's mentions in [from, to), newest first, in the contract's shape", async () => {
      const customer = await createCustomer(testApp.db);
      const discovery = await createDiscovery(testApp.db, customer.name);
      const inRange = await createMentions(
        testApp.db,
        [0, 90, 45, 600, 7, 3000].map((minutes, index) =>
          buildMention(customer.name, {
            publishDate: minutesAfter(`${FROM}T00:00:00Z`, minutes),
            reliability: (index % 5) + 1,
            discoveryId: discovery.id,
            searchTermId: discovery.terms[0]!.id,
          }),
        ),
      );
      await createMention(testApp.db, customer.name, { publishDate: new Date(`${TO}T00:00:00Z`) });
      await createMention(testApp.db, customer.name, { publishDate: new Date('2026-02-28T23:59:59.999Z') });
      await createMention(testApp.db, world.ownCustomer.name, { publishDate: minutesAfter(`${FROM}T00:00:00Z`, 5) });

      const url = (page: number, size: number) =>
        `/api/discoveryCustomer/${usernameOf('moderator')}/${customer.name}/${FROM}/${TO}/${page}/${size}`;
      const first = await get(url(1, 4), 'moderator');
      expect(first.statusCode).toBe(200);
      const page = mentionListSchema.parse(first.json());
      const newestFirst = [...inRange].sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime());
      expect(page.map((mention) => mention.uuid)).toEqual(newestFirst.slice(0, 4).map((row) => row.uuid));

      const stored = newestFirst[0]!;
      expect(page[0]).toEqual({
        uuid: stored.uuid,
        publishDate: stored.publishDate.toISOString(),
        mediaSegment: stored.mediaSegment,
        reliability: ['No Filter', 'Very Low', 'Low', 'Middle', 'High', 'Very High'][stored.reliability],
        language: stored.language,
        title: stored.title,
        sentence: stored.sentence,
        translatedSentence: stored.translatedSentence,
        authors: stored.authors,
        url: stored.url,
        source: stored.source,
        companies: stored.companies,
        discoveryId: discovery.id,
        searchTermId: discovery.terms[0]!.id,
        // Written without a story (as before stories): a story of one, its own.
        storyId: stored.uuid,
        storySize: 1,
      });
      expect(Object.keys(first.json()[0])).not.toContain('customerName');

      const second = mentionListSchema.parse((await get(url(2, 4), 'moderator')).json());
      expect(second.map((mention) => mention.uuid)).toEqual(newestFirst.slice(4).map((row) => row.uuid));
      expect((await get(url(3, 4), 'moderator')).json()).toEqual([]);
    });

    it('labels every stored reliability level', async () => {
      const customer = await createCustomer(testApp.db);
      await createMentions(
        testApp.db,
        [1, 2, 3, 4, 5].map((reliability) =>
          buildMention(customer.name, { reliability, publishDate: minutesAfter(`${FROM}T00:00:00Z`, reliability) }),
        ),
      );
      const response = await get(
        `/api/discoveryCustomer/${usernameOf('admin')}/${customer.name}/${FROM}/${TO}/1/50`,
        'admin',
      );
      expect(mentionListSchema.parse(response.json()).map((mention) => mention.reliability)).toEqual([
        'Very High',
        'High',
        'Middle',
        'Low',
        'Very Low',
      ]);
    });

    it("answers 403 for another user's name unless the caller is staff", async () => {
      const path = `${world.ownCustomer.name}/${FROM}/${TO}/1/50`;
      const asOther = await get(`/api/discoveryCustomer/${usernameOf('moderator')}/${path}`, 'analyst');
      expect(asOther.statusCode).toBe(403);
      const asSelfUpperCase = await get(
        `/api/discoveryCustomer/${usernameOf('analyst').toUpperCase()}/${path}`,
        'analyst',
      );
      expect(asSelfUpperCase.statusCode).toBe(200);
      const moderatorForAnalyst = await get(`/api/discoveryCustomer/${usernameOf('analyst')}/${path}`, 'moderator');
      expect(moderatorForAnalyst.statusCode).toBe(200);
    });

    it('answers 404 for a customer without discovery and for an unknown customer (staff)', async () => {
      const monitoringOnly = await createCustomer(testApp.db, { discovery: false });
      for (const name of [monitoringOnly.name, 'no_such_customer']) {
        const response = await get(
          `/api/discoveryCustomer/${usernameOf('moderator')}/${name}/${FROM}/${TO}/1/50`,
          'moderator',
        );
        expect(response.statusCode).toBe(404);
        errorResponseSchema.parse(response.json());
      }
    });

    it('answers 400 naming the field for a malformed path', async () => {
      const base = `/api/discoveryCustomer/${usernameOf('analyst')}/${world.ownCustomer.name}`;
      const cases: [string, string][] = [
        [`${base}/${FROM}/${TO}/0/50`, 'page'],
        [`${base}/${FROM}/${TO}/1/501`, 'size'],
        [`${base}/${FROM}/${TO}/one/50`, 'page'],
        [`${base}/${FROM}/${TO}/1/2.5`, 'size'],
        [`${base}/yesterday/${TO}/1/50`, 'fromIso'],
        [`${base}/${FROM}/2026-13-01/1/50`, 'toIso'],
        [`${base}/${TO}/${FROM}/1/50`, 'toIso'],
        [`/api/discoveryCustomer/${usernameOf('analyst')}/bad%20name/${FROM}/${TO}/1/50`, 'customer'],
      ];
      for (const [url, field] of cases) {
        const response = await get(url, 'analyst');
        expect(response.statusCode, url).toBe(400);
        expect(errorResponseSchema.parse(response.json()).field, url).toBe(field);
      }
    });

    it('never answers 500 for arbitrary path segments', async () => {
      const segment = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('0', '-1', '1e3', '9999999999999999999999', '0000-01-01', '9999-12-31T23:59:59-12:00'),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      );
      await fc.assert(
        fc.asyncProperty(segment, segment, segment, segment, async (from, to, page, size) => {
          const parts = [from, to, page, size].map((part) => encodeURIComponent(part) || '1');
          const response = await get(
            `/api/discoveryCustomer/${usernameOf('analyst')}/${world.ownCustomer.name}/${parts.join('/')}`,
            'analyst',
          );
          expect([200, 400, 404]).toContain(response.statusCode);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso} (streamed history)', () => {
    it('streams a JSON array equal to the concatenation of all pages', async () => {
      const customer = await createCustomer(testApp.db);
      // 2,300 mentions: more than two chunks of 1,000, with ties in publishDate across chunk boundaries.
      const rows = Array.from({ length: 2300 }, (_, index) =>
        buildMention(customer.name, {
          publishDate: minutesAfter(`${FROM}T00:00:00Z`, Math.floor(index / 3) * 17),
          reliability: (index % 5) + 1,
        }),
      );
      await createMentions(testApp.db, rows);
      const base = `/api/discoveryCustomer/${usernameOf('analyst')}/${customer.name}/${FROM}/${TO}`;
      await testApp.db.insert(userCustomers).values({
        userId: world.users.analyst.id,
        customerName: customer.name,
      });

      const history = await get(base, 'analyst');
      expect(history.statusCode).toBe(200);
      expect(history.headers['content-type']).toMatch(/^application\/json/);
      const streamed = mentionListSchema.parse(history.json());

      const pages: Mention[] = [];
      for (let page = 1; ; page++) {
        const answer = mentionListSchema.parse((await get(`${base}/${page}/500`, 'analyst')).json());
        pages.push(...answer);
        if (answer.length < 500) break;
      }
      const inRange = rows.filter((row) => row.publishDate < new Date(`${TO}T00:00:00Z`));
      expect(streamed).toHaveLength(inRange.length);
      expect(streamed).toEqual(pages);
      expect(new Set(streamed.map((mention) => mention.uuid)).size).toBe(streamed.length);
    });

    it('keeps chunk boundaries exact for equal and sub-millisecond publish dates', async () => {
      const customer = await createCustomer(testApp.db);
      const created = await createMentions(
        testApp.db,
        Array.from({ length: 11 }, () =>
          buildMention(customer.name, { publishDate: new Date(`${FROM}T12:00:00.000Z`) }),
        ),
      );
      // Microseconds that a JavaScript Date cannot carry: a cursor made from one would skip or repeat rows.
      await testApp.db.execute(
        sql`update ${mentions} set publish_date = publish_date + (random() * 900)::int * interval '1 microsecond' where customer_name = ${customer.name}`,
      );
      const range = { from: new Date(`${FROM}T00:00:00Z`), to: new Date(`${TO}T00:00:00Z`) };
      for (const chunkSize of [1, 2, 3, 5, 11, 12]) {
        let text = '';
        for await (const chunk of streamMentionHistory(
          { db: testApp.db },
          { customerName: customer.name, range, groupStories: true, chunkSize },
        ))
          text += chunk;
        const uuids = mentionListSchema.parse(JSON.parse(text)).map((mention) => mention.uuid);
        expect(uuids.sort()).toEqual(created.map((row) => row.uuid).sort());
      }
    });

    it('answers an empty array for an empty range and the same errors as the paged read', async () => {
      const empty = await get(
        `/api/discoveryCustomer/${usernameOf('analyst')}/${world.ownCustomer.name}/2020-01-01/2020-01-01`,
        'analyst',
      );
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
      const foreign = await get(
        `/api/discoveryCustomer/${usernameOf('analyst')}/${world.otherCustomer.name}/${FROM}/${TO}`,
        'analyst',
      );
      expect(foreign.statusCode).toBe(403);
      const reversed = await get(
        `/api/discoveryCustomer/${usernameOf('analyst')}/${world.ownCustomer.name}/${TO}/${FROM}`,
        'analyst',
      );
      expect(reversed.json()).toMatchObject({ field: 'toIso' });
    });
  });

  describe('GET /api/discovery/search-terms/{discoveryId}', () => {
    it('answers a map of term to keywords', async () => {
      const discovery = await createDiscovery(testApp.db, world.ownCustomer.name, [
        { term: 'Port congestion', keywords: ['port congestion', 'Hafenstau', '港口拥堵'] },
        { term: 'Air cargo', keywords: ['air cargo', 'Luftfracht'] },
      ]);
      const response = await get(`/api/discovery/search-terms/${discovery.id}`, 'analyst');
      expect(response.statusCode).toBe(200);
      expect(searchTermKeywordsSchema.parse(response.json())).toEqual({
        'Port congestion': { keywords: ['port congestion', 'Hafenstau', '港口拥堵'] },
        'Air cargo': { keywords: ['air cargo', 'Luftfracht'] },
      });
    });

    it('answers a discovery of another customer exactly like a missing one', async () => {
      const foreign = await createDiscovery(testApp.db, world.otherCustomer.name);
      const hidden = await get(`/api/discovery/search-terms/${foreign.id}`, 'analyst');
      const missing = await get(`/api/discovery/search-terms/00000000-0000-4000-8000-000000000000`, 'analyst');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
      const malformed = await get('/api/discovery/search-terms/not-a-uuid', 'analyst');
      expect(malformed.json()).toMatchObject({ error: 'Bad Request', field: 'discoveryId' });
    });
  });

  it('enforces the role matrix', async () => {
    const discovery = await createDiscovery(testApp.db, world.ownCustomer.name);
    const ownPath = `${world.ownCustomer.name}/${FROM}/${TO}`;
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET page of own customer, as self',
        request: (_, role) => ({ method: 'GET', url: `/api/discoveryCustomer/${usernameOf(role)}/${ownPath}/1/50` }),
        endpoint: mentionsEndpoints.mentionPage,
        service: { otherAnalyst: 403 },
      },
      {
        name: "GET page of own customer, as the analyst's name",
        request: () => ({ method: 'GET', url: `/api/discoveryCustomer/${usernameOf('analyst')}/${ownPath}/1/50` }),
        endpoint: mentionsEndpoints.mentionPage,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET history of own customer, as self',
        request: (_, role) => ({ method: 'GET', url: `/api/discoveryCustomer/${usernameOf(role)}/${ownPath}` }),
        endpoint: mentionsEndpoints.mentionHistory,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET search terms of a discovery of own customer',
        request: () => ({ method: 'GET', url: `/api/discovery/search-terms/${discovery.id}` }),
        endpoint: mentionsEndpoints.searchTerms,
        service: { otherAnalyst: 404 },
      },
    ]);
  });
});
