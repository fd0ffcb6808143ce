import type { DrillRequest } from './drill-world';

// Relevance learned from feedback (ADR 0137): each signed-in user reads, trains and resets only their own models, in
// the folders they may open; the other folder's analyst is refused the analyst's folder. Requests of the role matrix.

export const RELEVANCE_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/relevance/model': (world) => ({
    method: 'GET',
    url: `/api/relevance/model?customer=${world.ownCustomer.name}&kind=signals`,
  }),
  'POST /api/relevance/opens': async (world) => ({
    method: 'POST',
    url: '/api/relevance/opens',
    payload: { customer: world.ownCustomer.name, kind: 'signals', itemId: (await world.freshSignal()).id },
  }),
  'DELETE /api/relevance/model': (world) => ({
    method: 'DELETE',
    url: `/api/relevance/model?customer=${world.ownCustomer.name}`,
  }),
};
