import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  deleteSignalResponseSchema,
  documentsCountResponseSchema,
  errorResponseSchema,
  eventTypesResponseSchema,
  hideSignalResponseSchema,
  highlightTemplatesResponseSchema,
  latestSignalsResponseSchema,
  signalSchema,
  signalsByDateResponseSchema,
  type CreateSignalRequest,
} from '@argus/contract';
import { auditLog, signals } from '../../db/schema';
import { findLiveSignal } from './signals.repository';
import { toSignalWire } from './signal-wire';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import {
  createCategory,
  createDocumentCount,
  createEventType,
  createSignalRow,
  createTargetEntity,
} from './signals.factories';

describe.each(testDatabaseKinds())('signals on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const send = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...world.headersFor(role) } });
  const auditRowsOf = (targetId: string) => testApp.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  describe('reference data', () => {
    it('GET /events-management/event-types lists every event type with its category and argument names', async () => {
      const category = await createCategory(testApp.db);
      const eventType = await createEventType(testApp.db, {
        category: category.name,
        argumentNames: ['acquirer', 'target'],
      });
      const response = await send('analyst', { method: 'GET', url: '/events-management/event-types' });
      expect(response.statusCode).toBe(200);
      const body = eventTypesResponseSchema.parse(response.json());
      expect(body).toContainEqual({
        name: eventType.name,
        category: category.name,
        description: eventType.description,
        argumentNames: ['acquirer', 'target'],
      });
    });

    it('GET /events-management/highlight-templates answers { eventType, template } per event type', async () => {
      const eventType = await createEventType(testApp.db, { template: '{acquirer} acquires {target}' });
      const response = await send('analyst', { method: 'GET', url: '/events-management/highlight-templates' });
      expect(response.statusCode).toBe(200);
      expect(highlightTemplatesResponseSchema.parse(response.json())).toContainEqual({
        eventType: eventType.name,
        template: '{acquirer} acquires {target}',
      });
    });

    it('GET /api/categories maps each category to its event types and drops empty categories', async () => {
      const filled = await createCategory(testApp.db, { sortOrder: -100 });
      const empty = await createCategory(testApp.db, { sortOrder: -99 });
      const second = await createEventType(testApp.db, { name: `Z ${filled.name}`, category: filled.name });
      const first = await createEventType(testApp.db, { name: `A ${filled.name}`, category: filled.name });
      const response = await send('analyst', { method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(200);
      const body = categoriesResponseSchema.parse(response.json());
      expect(body[filled.name]).toEqual([first.name, second.name]);
      expect(body).not.toHaveProperty(empty.name);
      // Sort order decides the order of the keys: the lowest comes first.
      expect(Object.keys(body)[0]).toBe(filled.name);
    });
  });

  describe('reads of a customer', () => {
    it('GET /api/events/latest/{customer} answers the visible signals of the window, newest first, with the total', async () => {
      const customer = await createCustomer(testApp.db);
      const category = await createCategory(testApp.db);
      const eventType = await createEventType(testApp.db, { category: category.name });
      const entity = await createTargetEntity(testApp.db);
      const base = { customerName: customer.name, eventType: eventType.name };
      const older = await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-03-02T08:00:00Z') });
      const newer = await createSignalRow(testApp.db, {
        ...base,
        publishDate: new Date('2026-03-20T23:30:00Z'),
        reliability: 4,
        result: 'relevant',
        targetEntityId: entity.id,
        eventArguments: [
          { name: 'acquirer', value: 'Acme', targetEntityId: entity.id },
          { name: 'value', value: 'EUR 10 million' },
        ],
      });
      await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-03-05T08:00:00Z'), hidden: true });
      await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-03-06T08:00:00Z'), deleted: true });
      await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-04-01T00:00:00Z') });
      await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-02-28T23:59:59Z') });
      const other = await createCustomer(testApp.db);
      await createSignalRow(testApp.db, { ...base, customerName: other.name });

      // A date-only end takes in the whole of that day.
      const url = `/api/events/latest/${customer.name}?start=2026-03-01&end=2026-03-20`;
      const response = await send('moderator', { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = latestSignalsResponseSchema.parse(response.json());
      expect(body.total).toBe(2);
      expect(body.events.map((event) => event.id)).toEqual([newer.id, older.id]);
      expect(body.events[0]).toEqual({
        id: newer.id,
        publishDate: '2026-03-20T23:30:00.000Z',
        targetEntityName: newer.targetEntityName,
        targetEntityId: entity.id,
        mediaSegment: 'news',
        reliability: 'High',
        language: 'en',
        result: 'relevant',
        eventType: eventType.name,
        category: category.name,
        dunsId: newer.dunsId,
        title: newer.title,
        sentence: newer.sentence,
        url: newer.url,
        source: newer.source,
        eventArguments: [
          { name: 'acquirer', value: 'Acme', targetEntityId: entity.id },
          { name: 'value', value: 'EUR 10 million' },
        ],
        updatedAt: newer.updatedAt.toISOString(),
      });
      expect(body.events[1]!.eventArguments).toEqual([]);
      expect(body.events[1]!.result).toBeNull();

      const limited = await send('moderator', { method: 'GET', url: `${url}&limit=1` });
      expect(latestSignalsResponseSchema.parse(limited.json())).toMatchObject({ total: 2, events: [{ id: newer.id }] });

      const exactEnd = await send('moderator', {
        method: 'GET',
        url: `/api/events/latest/${customer.name}?start=2026-03-01T00:00:00Z&end=2026-03-20T23:30:00Z`,
      });
      expect(latestSignalsResponseSchema.parse(exactEnd.json()).total).toBe(2);
    });

    it('GET /api/events/latest/{customer} names the field of a bad window', async () => {
      const base = `/api/events/latest/${world.ownCustomer.name}`;
      for (const [query, field] of [
        ['?start=2026-03-02&end=2026-03-01', 'end'],
        ['?start=yesterday&end=2026-03-01', 'start'],
        ['?start=2026-03-01', 'end'],
        ['?start=2026-03-01&end=2026-03-02&limit=5001', 'limit'],
        ['?start=0000-01-01&end=2026-03-02', 'start'],
      ] as const) {
        const response = await send('analyst', { method: 'GET', url: base + query });
        expect(response.statusCode, query).toBe(400);
        expect(errorResponseSchema.parse(response.json()).field, query).toBe(field);
      }
    });

    it('GET /api/events/{customer}/{fromIso}/{toIso} answers the visible signals and the duplicates among them', async () => {
      const customer = await createCustomer(testApp.db);
      const eventType = await createEventType(testApp.db);
      const base = { customerName: customer.name, eventType: eventType.name };
      const original = await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-05-02T08:00:00Z') });
      const duplicate = await createSignalRow(testApp.db, {
        ...base,
        targetEntityName: original.targetEntityName,
        publishDate: new Date('2026-05-03T09:00:00Z'),
        duplicateOfId: original.id,
      });
      await createSignalRow(testApp.db, {
        ...base,
        publishDate: new Date('2026-05-03T10:00:00Z'),
        duplicateOfId: original.id,
        hidden: true,
      });
      await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-05-10T00:00:00Z') });

      const response = await send('moderator', {
        method: 'GET',
        url: `/api/events/${customer.name}/2026-05-01T00:00:00.000Z/2026-05-09`,
      });
      expect(response.statusCode).toBe(200);
      const body = signalsByDateResponseSchema.parse(response.json());
      expect(body.events.map((event) => event.id)).toEqual([duplicate.id, original.id]);
      expect(body.duplicates).toEqual([
        {
          id: duplicate.id,
          duplicateOfId: original.id,
          targetEntityName: original.targetEntityName,
          eventType: eventType.name,
          publishDate: '2026-05-03T09:00:00.000Z',
        },
      ]);

      expect(body.nextCursor).toBeNull();

      const reversed = await send('moderator', {
        method: 'GET',
        url: `/api/events/${customer.name}/2026-05-09/2026-05-01`,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().field).toBe('toIso');
    });

    it('GET /api/events/{customer}/{fromIso}/{toIso} pages by cursor: every signal once, newest first, with its arguments', async () => {
      const customer = await createCustomer(testApp.db);
      const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer', 'target'] });
      const base = { customerName: customer.name, eventType: eventType.name };
      // Two signals share a publish date: the id breaks the tie, so neither is lost or repeated between pages.
      const sameInstant = new Date('2026-08-10T12:00:00.123Z');
      const created = [
        await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-08-01T00:00:00Z') }),
        await createSignalRow(testApp.db, { ...base, publishDate: sameInstant }),
        await createSignalRow(testApp.db, {
          ...base,
          publishDate: sameInstant,
          eventArguments: [
            { name: 'acquirer', value: 'Acme' },
            { name: 'target', value: 'Beta' },
          ],
        }),
        await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-08-31T23:59:59Z') }),
        await createSignalRow(testApp.db, { ...base, publishDate: new Date('2026-08-20T00:00:00Z') }),
      ];
      const expectedOrder = [...created]
        .sort(
          (left, right) => right.publishDate.getTime() - left.publishDate.getTime() || (left.id < right.id ? 1 : -1),
        )
        .map((signal) => signal.id);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor === null ? '?limit=2' : `?limit=2&cursor=${cursor}`;
        const response = await send('moderator', {
          method: 'GET',
          url: `/api/events/${customer.name}/2026-08-01/2026-08-31${query}`,
        });
        expect(response.statusCode).toBe(200);
        const page = signalsByDateResponseSchema.parse(response.json());
        expect(page.events.length).toBeLessThanOrEqual(2);
        seen.push(...page.events.map((event) => event.id));
        const withArguments = page.events.find((event) => event.id === created[2]!.id);
        if (withArguments) {
          expect(withArguments.eventArguments).toEqual([
            { name: 'acquirer', value: 'Acme' },
            { name: 'target', value: 'Beta' },
          ]);
        }
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 10);
      expect(seen).toEqual(expectedOrder);
      expect(pages).toBe(3);
    });

    it('answers the lists with the same signal objects as a single signal, field by field (JSON built by the database)', async () => {
      const customer = await createCustomer(testApp.db);
      const category = await createCategory(testApp.db);
      const eventType = await createEventType(testApp.db, { category: category.name, argumentNames: ['a', 'b'] });
      const uncategorised = await createEventType(testApp.db);
      const entity = await createTargetEntity(testApp.db);
      const base = { customerName: customer.name, eventType: eventType.name };
      const created = [
        await createSignalRow(testApp.db, {
          ...base,
          publishDate: new Date('2026-09-03T04:05:06.789Z'),
          reliability: 1,
          result: 'relevant',
          targetEntityId: entity.id,
          createdBy: world.users.moderator.id,
          title: 'Quotes " and \\ backslash, a tab\t and a line\nbreak',
          sentence: 'Ünïcödé 北京 😀 \u2028 done',
          eventArguments: [
            { name: 'a', value: 'Acme "A"', targetEntityId: entity.id },
            { name: 'b', value: 'plain' },
          ],
        }),
        await createSignalRow(testApp.db, {
          ...base,
          eventType: uncategorised.name,
          publishDate: new Date('2026-09-02T00:00:00.000Z'),
          reliability: 5,
          dunsId: null,
          title: null,
          sentence: null,
          url: null,
          source: null,
        }),
        await createSignalRow(testApp.db, {
          ...base,
          publishDate: new Date('2026-09-01T23:59:59.999Z'),
          reliability: 3,
        }),
      ];
      const expected = await Promise.all(
        created.map(async (signal) => toSignalWire((await findLiveSignal(testApp.db, signal.id))!)),
      );
      const byDate = await send('moderator', {
        method: 'GET',
        url: `/api/events/${customer.name}/2026-09-01/2026-09-30`,
      });
      expect(signalsByDateResponseSchema.strict().parse(byDate.json()).events).toEqual(expected);
      const latest = await send('moderator', {
        method: 'GET',
        url: `/api/events/latest/${customer.name}?start=2026-09-01&end=2026-09-30`,
      });
      expect(latestSignalsResponseSchema.parse(latest.json()).events).toEqual(expected);
      // No key beyond the contract's, and createdBy only where it is set.
      for (const event of byDate.json().events as Record<string, unknown>[]) {
        expect(Object.keys(event).every((key) => key in signalSchema.shape)).toBe(true);
      }
      expect(byDate.json().events[1]).not.toHaveProperty('createdBy');
    });

    it('GET /api/events/{customer}/{fromIso}/{toIso} names the field of a bad page', async () => {
      const base = `/api/events/${world.ownCustomer.name}/2026-01-01/2026-01-31`;
      const forged = Buffer.from('12.not-a-uuid').toString('base64url');
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=2001', 'limit'],
        ['?limit=ten', 'limit'],
        ['?cursor=not*base64', 'cursor'],
        [`?cursor=${forged}`, 'cursor'],
        [`?cursor=${Buffer.from('1e99.00000000-0000-0000-0000-000000000000').toString('base64url')}`, 'cursor'],
      ] as const) {
        const response = await send('analyst', { method: 'GET', url: base + query });
        expect(response.statusCode, query).toBe(400);
        expect(errorResponseSchema.parse(response.json()).field, query).toBe(field);
      }
    });

    it('GET /api/documents-count/{customer}/{startDateUTC} sums the document counts from that UTC day on', async () => {
      const customer = await createCustomer(testApp.db);
      const other = await createCustomer(testApp.db);
      await createDocumentCount(testApp.db, { customerName: customer.name, day: '2026-06-01', count: 1000 });
      await createDocumentCount(testApp.db, { customerName: customer.name, day: '2026-06-02', count: 20 });
      await createDocumentCount(testApp.db, { customerName: customer.name, day: '2026-06-03', count: 3 });
      await createDocumentCount(testApp.db, { customerName: other.name, day: '2026-06-03', count: 400 });
      const count = async (start: string) => {
        const response = await send('moderator', {
          method: 'GET',
          url: `/api/documents-count/${customer.name}/${start}`,
        });
        expect(response.statusCode).toBe(200);
        return documentsCountResponseSchema.parse(response.json());
      };
      expect(await count('2026-06-02T15:30:00.000Z')).toBe(23);
      expect(await count('2026-06-01')).toBe(1023);
      expect(await count('2026-07-01')).toBe(0);
    });
  });

  describe('writes', () => {
    async function newSignalRequest(): Promise<CreateSignalRequest> {
      const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer', 'target', 'value'] });
      const entity = await createTargetEntity(testApp.db);
      return {
        customerName: world.ownCustomer.name,
        targetEntityName: entity.name,
        targetEntityId: entity.id,
        dunsId: entity.dunsId,
        eventType: eventType.name,
        publishDate: '2026-07-01T12:00:00.000Z',
        mediaSegment: 'press release',
        reliability: 5,
        language: 'de',
        title: 'Übernahme angekündigt',
        sentence: 'Acme übernimmt Beta.',
        url: 'https://news.example/acme-beta',
        source: 'Example Wire',
        eventArguments: [
          { name: 'acquirer', value: 'Acme', targetEntityId: entity.id },
          { name: 'target', value: 'Beta' },
        ],
      };
    }

    it('POST /events-management creates the signal, answers it with 201 and audits it', async () => {
      const request = await newSignalRequest();
      const response = await send('moderator', { method: 'POST', url: '/events-management', payload: request });
      expect(response.statusCode).toBe(201);
      const created = signalSchema.parse(response.json());
      expect(created).toMatchObject({
        targetEntityName: request.targetEntityName,
        targetEntityId: request.targetEntityId,
        eventType: request.eventType,
        publishDate: request.publishDate,
        mediaSegment: 'press release',
        reliability: 'Very High',
        language: 'de',
        result: null,
        title: request.title,
        eventArguments: request.eventArguments,
        createdBy: world.users.moderator.id,
      });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

      const latest = await send('analyst', {
        method: 'GET',
        url: `/api/events/latest/${world.ownCustomer.name}?start=2026-07-01&end=2026-07-01`,
      });
      expect(latestSignalsResponseSchema.parse(latest.json()).events).toContainEqual(created);
      expect(await auditRowsOf(created.id)).toMatchObject([
        { action: 'signal.create', targetType: 'signal', actorUsername: world.users.moderator.username },
      ]);
    });

    it('POST /events-management refuses an unknown customer, event type, foreign argument name or entity', async () => {
      const request = await newSignalRequest();
      const cases: [Partial<CreateSignalRequest>, string][] = [
        [{ eventType: 'No Such Event Type' }, 'eventType'],
        [
          {
            eventArguments: [
              { name: 'acquirer', value: 'Acme' },
              { name: 'plaintiff', value: 'Gamma' },
            ],
          },
          'eventArguments.1.name',
        ],
        [{ targetEntityId: '00000000-0000-4000-8000-000000000000' }, 'targetEntityId'],
        [
          { eventArguments: [{ name: 'target', value: 'X', targetEntityId: '00000000-0000-4000-8000-000000000000' }] },
          'eventArguments.0.targetEntityId',
        ],
        [{ reliability: 6 }, 'reliability'],
        [{ language: 'fr' as never }, 'language'],
        [{ publishDate: '2026-13-01' }, 'publishDate'],
        // A customer named in a body is a field of it: unknown, it is a 400 (in a path, a 404).
        [{ customerName: 'no_such_customer' }, 'customerName'],
      ];
      for (const [change, field] of cases) {
        const response = await send('moderator', {
          method: 'POST',
          url: '/events-management',
          payload: { ...request, ...change },
        });
        expect(response.statusCode, field).toBe(400);
        expect(errorResponseSchema.parse(response.json()).field).toBe(field);
      }
      const unknownField = await send('moderator', {
        method: 'POST',
        url: '/events-management',
        payload: { ...request, hidden: true },
      });
      expect(unknownField.statusCode).toBe(400);
    });

    it('PATCH /events-management replaces the fields and arguments, keeps left-out optional fields and audits', async () => {
      const created = signalSchema.parse(
        (
          await send('moderator', { method: 'POST', url: '/events-management', payload: await newSignalRequest() })
        ).json(),
      );
      const { title: _title, ...withoutTitle } = await newSignalRequest();
      const response = await send('admin', {
        method: 'PATCH',
        url: '/events-management',
        payload: {
          ...withoutTitle,
          id: created.id,
          eventType: created.eventType,
          result: 'needs review',
          reliability: 2,
          sentence: null,
          eventArguments: [{ name: 'value', value: 'EUR 5 million' }],
        },
      });
      expect(response.statusCode).toBe(200);
      const updated = signalSchema.parse(response.json());
      expect(updated).toMatchObject({
        id: created.id,
        title: created.title,
        sentence: null,
        result: 'needs review',
        reliability: 'Low',
        eventArguments: [{ name: 'value', value: 'EUR 5 million' }],
      });
      expect((await auditRowsOf(created.id)).map((row) => row.action)).toEqual(['signal.create', 'signal.update']);
    });

    it('PATCH /events-management answers 404 for an unknown, a deleted or another customer’s signal', async () => {
      const request = await newSignalRequest();
      const eventType = request.eventType;
      const deleted = await createSignalRow(testApp.db, {
        customerName: world.ownCustomer.name,
        eventType,
        deleted: true,
      });
      const foreign = await createSignalRow(testApp.db, { customerName: world.otherCustomer.name, eventType });
      for (const id of ['00000000-0000-4000-8000-000000000000', deleted.id, foreign.id]) {
        const response = await send('moderator', {
          method: 'PATCH',
          url: '/events-management',
          payload: { ...request, id },
        });
        expect(response.statusCode, id).toBe(404);
      }
      const [unchanged] = await testApp.db.select().from(signals).where(eq(signals.id, foreign.id));
      expect(unchanged!.targetEntityName).toBe(foreign.targetEntityName);
    });

    it('POST /events-management/{client}/{id}/hide hides it and names the other customers holding the same event', async () => {
      const eventType = await createEventType(testApp.db);
      const second = await createCustomer(testApp.db);
      const third = await createCustomer(testApp.db);
      const shared = {
        eventType: eventType.name,
        dunsId: '123456789',
        publishDate: new Date('2026-08-01T09:00:00Z'),
        sourceDocumentId: 'doc-shared-1',
      };
      const signal = await createSignalRow(testApp.db, { ...shared, customerName: world.ownCustomer.name });
      await createSignalRow(testApp.db, { ...shared, customerName: second.name });
      await createSignalRow(testApp.db, { ...shared, customerName: third.name, hidden: true });
      // Same event but another document: not the same underlying event.
      await createSignalRow(testApp.db, { ...shared, customerName: world.otherCustomer.name, sourceDocumentId: 'x' });

      const response = await send('moderator', {
        method: 'POST',
        url: `/events-management/${world.ownCustomer.name}/${signal.id}/hide`,
        payload: { reason: 'Wrong company matched' },
      });
      expect(response.statusCode).toBe(200);
      const expected = [
        { customer: second.name, isHidden: false },
        { customer: third.name, isHidden: true },
      ].sort((left, right) => left.customer.localeCompare(right.customer));
      expect(hideSignalResponseSchema.parse(response.json())).toEqual({
        dashboardReason: { informedCustomers: expected },
      });
      const [row] = await testApp.db.select().from(signals).where(eq(signals.id, signal.id));
      expect(row).toMatchObject({
        hidden: true,
        hiddenReason: 'Wrong company matched',
        hiddenBy: world.users.moderator.id,
      });
      expect(await auditRowsOf(signal.id)).toMatchObject([
        { action: 'signal.hide', customerName: world.ownCustomer.name },
      ]);

      const wrongClient = await send('moderator', {
        method: 'POST',
        url: `/events-management/${second.name}/${signal.id}/hide`,
        payload: { reason: 'x' },
      });
      expect(wrongClient.statusCode).toBe(404);
    });

    it('DELETE /events-management/{client}/{id}/{reason} soft-deletes when the query matches, keeping the reason', async () => {
      const eventType = await createEventType(testApp.db);
      const signal = await createSignalRow(testApp.db, {
        customerName: world.ownCustomer.name,
        eventType: eventType.name,
        dunsId: '987654321',
        language: 'zh',
        mediaSegment: 'blog',
      });
      const url = (query: string) =>
        `/events-management/${world.ownCustomer.name}/${signal.id}/${encodeURIComponent('Source retracted the article')}?${query}`;
      const matching = `dunsId=987654321&language=zh&mediaSegment=blog&eventType=${encodeURIComponent(eventType.name)}`;

      const stale = await send('moderator', { method: 'DELETE', url: url(matching.replace('zh', 'en')) });
      expect(stale.statusCode).toBe(404);
      const response = await send('moderator', { method: 'DELETE', url: url(matching) });
      expect(response.statusCode).toBe(200);
      expect(deleteSignalResponseSchema.parse(response.json())).toEqual({ id: signal.id, deleted: true });
      const [row] = await testApp.db
        .select()
        .from(signals)
        .where(and(eq(signals.id, signal.id), eq(signals.deleted, true)));
      expect(row).toMatchObject({ deletedReason: 'Source retracted the article', deletedBy: world.users.moderator.id });
      expect(await auditRowsOf(signal.id)).toMatchObject([
        { action: 'signal.delete', details: expect.objectContaining({ reason: 'Source retracted the article' }) },
      ]);
      expect((await send('moderator', { method: 'DELETE', url: url(matching) })).statusCode).toBe(404);

      const badQuery = await send('moderator', { method: 'DELETE', url: url('language=zh&mediaSegment=tv') });
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json().field).toBe('mediaSegment');
    });
  });
});
