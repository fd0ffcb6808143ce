import { uniqueName } from '../factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// The push API (ADR 0125): admins manage its keys; its two endpoints take a key, which no role's token is, so they
// refuse every role with 401. Requests of the role matrix (drills/role-matrix.ts).

/** A key of the analyst's folder, made by the admin, for a revoke that each role tries on a key of its own. */
async function freshKeyId(world: DrillWorld) {
  const response = await world.testApp.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: world.headersFor('admin'),
    payload: { name: uniqueName('drill'), customers: [world.ownCustomer.name] },
  });
  return response.json().id as string;
}

const batch = { items: [{ externalId: 'drill-1' }] };

export const PUSH_API_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/api-keys': () => ({ method: 'GET', url: '/api/api-keys' }),
  'POST /api/api-keys': (world) => ({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: uniqueName('made'), customers: [world.otherCustomer.name] },
  }),
  'DELETE /api/api-keys/{id}': async (world) => ({ method: 'DELETE', url: `/api/api-keys/${await freshKeyId(world)}` }),
  'POST /api/ingest/mentions': () => ({ method: 'POST', url: '/api/ingest/mentions', payload: batch }),
  'POST /api/ingest/signals': () => ({ method: 'POST', url: '/api/ingest/signals', payload: batch }),
};
