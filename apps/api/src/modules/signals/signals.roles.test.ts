import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalsEndpoints } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { DESCRIBED_OPERATIONS, statusesFor } from '../../../test/described-access';
import { createEventType, createSignalRow } from './signals.factories';

// Who may call each endpoint is its descriptor's `access` (expectRoleMatrix reads it); the rules here are the service's.
/** Reads of ownCustomer: the analyst of another folder may not open it. */
const ownCustomerOnly = { otherAnalyst: 403 };
/** A folder that does not exist: staff learn so, an analyst (who may open only their own) is refused. */
const unknownCustomer = { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 };

describe.each(testDatabaseKinds())('signals role matrix on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let eventTypeName: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    eventTypeName = (await createEventType(testApp.db, { argumentNames: ['acquirer'] })).name;
  });
  afterAll(() => testApp.close());

  // Each role writes to a signal of its own, so that one role's delete does not turn the next one's into a 404.
  const freshSignal = (customerName: string) =>
    createSignalRow(testApp.db, {
      customerName,
      eventType: eventTypeName,
      dunsId: '111222333',
      language: 'en',
      mediaSegment: 'news',
    });
  const signalBody = (world: RoleWorld) => ({
    customerName: world.ownCustomer.name,
    targetEntityName: 'Acme Corporation',
    eventType: eventTypeName,
    publishDate: '2026-09-01T10:00:00Z',
    mediaSegment: 'news',
    reliability: 3,
    language: 'en',
    eventArguments: [{ name: 'acquirer', value: 'Acme' }],
  });

  it('checks the token before the request: a guest gets 401 and an analyst 403 for a malformed write', async () => {
    // The paths as the OpenAPI description lists them, placeholders and all, and no body or query: whoever the
    // descriptor's access refuses is refused before the request is validated.
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('signals'))
        .map(([method]) => ({ method: method.toUpperCase() as 'GET', url: path })),
    );
    expect(operations).toHaveLength(13);
    for (const operation of operations) {
      const name = `${operation.method} ${operation.url}`;
      const byAccess = statusesFor(DESCRIBED_OPERATIONS.get(name)!);
      const response = await testApp.app.inject(operation);
      expect(response.statusCode, name).toBe(byAccess.guest);
      if (byAccess.analyst === 403) {
        const analyst = await testApp.app.inject({ ...operation, headers: world.headersFor('analyst') });
        expect(analyst.statusCode, name).toBe(403);
      }
    }
  });

  it('lets every endpoint answer each role as the rules say', async () => {
    const own = () => world.ownCustomer.name;
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /events-management/event-types',
        request: () => ({ method: 'GET', url: '/events-management/event-types' }),
      },
      {
        name: 'GET /events-management/highlight-templates',
        request: () => ({ method: 'GET', url: '/events-management/highlight-templates' }),
      },
      {
        name: 'GET /api/categories',
        request: () => ({ method: 'GET', url: '/api/categories' }),
      },
      {
        name: 'GET /api/events/latest/{customer}',
        request: () => ({ method: 'GET', url: `/api/events/latest/${own()}?start=2026-01-01&end=2026-12-31` }),
        service: ownCustomerOnly,
      },
      {
        name: 'GET /api/events/latest/{unknown customer}',
        request: () => ({ method: 'GET', url: '/api/events/latest/no_such_customer?start=2026-01-01&end=2026-12-31' }),
        endpoint: signalsEndpoints.latestSignals,
        service: unknownCustomer,
      },
      {
        name: 'GET /api/events/{customer}/{fromIso}/{toIso}',
        request: () => ({ method: 'GET', url: `/api/events/${own()}/2026-01-01/2026-12-31T23:59:59Z` }),
        service: ownCustomerOnly,
      },
      {
        name: 'GET /api/documents-count/{customer}/{startDateUTC}',
        request: () => ({ method: 'GET', url: `/api/documents-count/${own()}/2026-01-01T00:00:00.000Z` }),
        service: ownCustomerOnly,
      },
      {
        name: 'POST /events-management',
        request: (world) => ({ method: 'POST', url: '/events-management', payload: signalBody(world) }),
      },
      {
        name: 'PATCH /events-management',
        request: async (world) => {
          const signal = await freshSignal(world.ownCustomer.name);
          return { method: 'PATCH', url: '/events-management', payload: { ...signalBody(world), id: signal.id } };
        },
      },
      {
        name: 'POST /events-management/{client}/{id}/hide',
        request: async (world) => {
          const signal = await freshSignal(world.ownCustomer.name);
          return {
            method: 'POST',
            url: `/events-management/${world.ownCustomer.name}/${signal.id}/hide`,
            payload: { reason: 'Not relevant for this customer' },
          };
        },
      },
      {
        name: 'DELETE /events-management/{client}/{id}/{reason}',
        request: async (world, role: Role) => {
          const signal = await freshSignal(world.ownCustomer.name);
          const query = `dunsId=111222333&language=en&mediaSegment=news&eventType=${encodeURIComponent(eventTypeName)}`;
          return {
            method: 'DELETE',
            url: `/events-management/${world.ownCustomer.name}/${signal.id}/Test%20entry%20by%20${role}?${query}`,
          };
        },
      },
    ]);
  });
});
