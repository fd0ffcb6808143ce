import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignalRequestSchema,
  errorResponseSchema,
  hideSignalRequestSchema,
  updateSignalRequestSchema,
} from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType, createSignalRow, fingerprintSignals } from './signals.factories';

const RUNS = 60;
const SIGNAL_FIELDS = Object.keys(createSignalRequestSchema.shape);

describe.each(testDatabaseKinds())('signals bad input on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let validBody: Record<string, unknown>;
  let existingId: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    const eventType = await createEventType(testApp.db, { argumentNames: ['acquirer', 'target'] });
    existingId = (
      await createSignalRow(testApp.db, { customerName: world.ownCustomer.name, eventType: eventType.name })
    ).id;
    validBody = {
      customerName: world.ownCustomer.name,
      targetEntityName: 'Acme Corporation',
      eventType: eventType.name,
      publishDate: '2026-09-01T10:00:00Z',
      mediaSegment: 'news',
      reliability: 3,
      language: 'en',
      eventArguments: [{ name: 'acquirer', value: 'Acme' }],
    };
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        ...world.headersFor('moderator'),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  /** What the server receives: the JSON round trip drops undefined and turns NaN into null. */
  const asSent = (body: unknown): unknown => {
    const text = JSON.stringify(body);
    return text === undefined ? undefined : JSON.parse(text);
  };

  /** A valid body with one field replaced by anything, one field dropped or one unknown field added. */
  const mutatedBody = (base: () => Record<string, unknown>) =>
    fc
      .oneof(
        fc
          .tuple(fc.constantFrom(...SIGNAL_FIELDS), fc.anything())
          .map(([field, value]) => ({ ...base(), [field]: value })),
        fc.constantFrom(...SIGNAL_FIELDS).map((field) => {
          const body = { ...base() };
          delete body[field];
          return body;
        }),
        fc
          .tuple(fc.string({ minLength: 1 }), fc.anything())
          .filter(([key]) => !SIGNAL_FIELDS.includes(key) && key !== 'id')
          .map(([key, value]) => ({ ...base(), [key]: value })),
        fc
          .record({ eventArguments: fc.array(fc.anything(), { maxLength: 3 }) })
          .map((change) => ({ ...base(), ...change })),
        fc.anything(),
      )
      .map(asSent)
      .filter((body) => body !== undefined);

  it('POST /events-management: a malformed body is a 400 naming a field and changes no row', async () => {
    const before = await fingerprintSignals(testApp.db);
    await fc.assert(
      fc.asyncProperty(
        mutatedBody(() => validBody).filter((body) => !createSignalRequestSchema.safeParse(body).success),
        async (body) => {
          const response = await send('POST', '/events-management', body);
          expect(response.statusCode).toBe(400);
          const answer = errorResponseSchema.parse(response.json());
          // Fastify's JSON parser refuses prototype-poisoning keys itself, before any schema could name a field.
          if (!/"(__proto__|constructor)"/.test(JSON.stringify(body))) expect(answer.field).toBeTruthy();
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprintSignals(testApp.db)).toBe(before);
  });

  it('POST /events-management: well-formed but unknown references are a 400 and change no row', async () => {
    const before = await fingerprintSignals(testApp.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 100 }).map((eventType) => ({ eventType })),
          fc
            .array(fc.string({ minLength: 1, maxLength: 100 }), { minLength: 1, maxLength: 4 })
            .filter((names) => names.some((name) => !['acquirer', 'target'].includes(name.trim())))
            .map((names) => ({ eventArguments: names.map((name) => ({ name, value: 'v' })) })),
          fc.uuid().map((targetEntityId) => ({ targetEntityId })),
        ),
        async (change) => {
          const body = { ...validBody, ...change };
          fc.pre(createSignalRequestSchema.safeParse(body).success);
          const response = await send('POST', '/events-management', body);
          expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprintSignals(testApp.db)).toBe(before);
  });

  it('PATCH /events-management: a malformed body is a 400 and changes no row', async () => {
    const before = await fingerprintSignals(testApp.db);
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            mutatedBody(() => ({ ...validBody, id: existingId })),
            fc.anything().map((id) => asSent({ ...validBody, id })),
          )
          .filter((body) => !updateSignalRequestSchema.safeParse(body).success),
        async (body) => {
          const response = await send('PATCH', '/events-management', body);
          expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprintSignals(testApp.db)).toBe(before);
  });

  const pathSegment = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.constantFrom('', '..', '%', '00000000-0000-0000-0000-000000000000', 'a'.repeat(600)),
  );

  it('hide and delete: malformed path segments, queries and bodies never answer 500 nor change a row', async () => {
    const before = await fingerprintSignals(testApp.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(pathSegment, fc.constant(world.ownCustomer.name)),
        fc.oneof(pathSegment, fc.constant(existingId)),
        pathSegment,
        // Anything but a valid hide body, so that no run can hide the existing signal.
        fc.anything().filter((body) => !hideSignalRequestSchema.safeParse(asSent(body)).success),
        fc.dictionary(fc.constantFrom('dunsId', 'language', 'mediaSegment', 'eventType', 'other'), fc.string()),
        async (client, id, reason, body, query) => {
          const at = `/events-management/${encodeURIComponent(client)}/${encodeURIComponent(id)}`;
          const hide = await send('POST', `${at}/hide`, body);
          expect(hide.statusCode).toBeLessThan(500);
          expect(hide.statusCode).not.toBe(200);
          const search = new URLSearchParams(query).toString();
          const removal = await send('DELETE', `${at}/${encodeURIComponent(reason)}?${search}`);
          expect(removal.statusCode).toBeLessThan(500);
          expect(removal.statusCode).not.toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await fingerprintSignals(testApp.db)).toBe(before);
  });

  it('reads: malformed windows never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(pathSegment, pathSegment, pathSegment, async (start, end, limit) => {
        const query = new URLSearchParams({ start, end, limit }).toString();
        const latest = await testApp.app.inject({
          method: 'GET',
          url: `/api/events/latest/${world.ownCustomer.name}?${query}`,
          headers: world.headersFor('analyst'),
        });
        expect(latest.statusCode).toBeLessThan(500);
        const byDate = await testApp.app.inject({
          method: 'GET',
          url: `/api/events/${world.ownCustomer.name}/${encodeURIComponent(start)}/${encodeURIComponent(end)}`,
          headers: world.headersFor('analyst'),
        });
        expect(byDate.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
