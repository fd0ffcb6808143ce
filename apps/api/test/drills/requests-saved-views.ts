import { uniqueName } from '../factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// Saved views (ADR 0135): any user keeps their own in the folders they may open. The views these requests name are the
// analyst's and not shared, so no one else may learn they exist. Requests of the role matrix (drills/role-matrix.ts).

/** A view of the analyst's in the own folder, made afresh for each caller of a write. */
async function freshViewId(world: DrillWorld) {
  const response = await world.testApp.app.inject({
    method: 'POST',
    url: '/api/saved-views',
    headers: world.headersFor('analyst'),
    payload: { name: uniqueName('drill'), kind: 'signals', customer: world.ownCustomer.name, criteria: '' },
  });
  return response.json().id as string;
}

export const SAVED_VIEW_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/saved-views': (world) => ({ method: 'GET', url: `/api/saved-views?customer=${world.ownCustomer.name}` }),
  'POST /api/saved-views': (world) => ({
    method: 'POST',
    url: '/api/saved-views',
    payload: { name: uniqueName('made'), kind: 'mentions', customer: world.ownCustomer.name, criteria: '' },
  }),
  'GET /api/saved-views/{id}': async (world) => ({
    method: 'GET',
    url: `/api/saved-views/${await freshViewId(world)}`,
  }),
  'PATCH /api/saved-views/{id}': async (world) => ({
    method: 'PATCH',
    url: `/api/saved-views/${await freshViewId(world)}`,
    payload: { shared: true },
  }),
  'DELETE /api/saved-views/{id}': async (world) => ({
    method: 'DELETE',
    url: `/api/saved-views/${await freshViewId(world)}`,
  }),
};
