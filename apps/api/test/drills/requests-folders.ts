import type { Role } from '../role-world';
import type { DrillRequest, DrillWorld } from './drill-world';

// The reads and writes of one folder (signals, the live stream, mentions, filters, the knowledge graph): every request
// names the analyst's folder, `ownCustomer`. Requests of the role matrix (drills/role-matrix.ts).

const own = (world: DrillWorld) => world.ownCustomer.name;
const get = (url: string) => ({ method: 'GET' as const, url });
const nameOf = (world: DrillWorld, role: Role) => world.users[role === 'guest' ? 'analyst' : role].username;
const MENTION_RANGE = '2026-03-01/2026-04-01';
const MARCH = 'from=2026-03-01&to=2026-03-31';

const signalBody = (world: DrillWorld) => ({
  customerName: own(world),
  targetEntityName: 'Acme Corporation',
  eventType: world.eventType,
  publishDate: '2026-09-01T10:00:00Z',
  mediaSegment: 'news',
  reliability: 3,
  language: 'en',
  eventArguments: [{ name: 'acquirer', value: 'Acme' }],
});

export const FOLDER_REQUESTS: Record<string, DrillRequest> = {
  'GET /events-management/event-types': () => get('/events-management/event-types'),
  'GET /events-management/highlight-templates': () => get('/events-management/highlight-templates'),
  'GET /api/categories': () => get('/api/categories'),
  'GET /api/events/latest/{customer}': (world) =>
    get(`/api/events/latest/${own(world)}?start=2026-01-01&end=2026-12-31`),
  'GET /api/events/{customer}/{fromIso}/{toIso}': (world) => get(`/api/events/${own(world)}/2026-01-01/2026-12-31`),
  'GET /api/documents-count/{customer}/{startDateUTC}': (world) =>
    get(`/api/documents-count/${own(world)}/2026-01-01T00:00:00.000Z`),
  'POST /events-management': (world) => ({ method: 'POST', url: '/events-management', payload: signalBody(world) }),
  'PATCH /events-management': async (world) => ({
    method: 'PATCH',
    url: '/events-management',
    payload: { ...signalBody(world), id: (await world.freshSignal()).id },
  }),
  'POST /events-management/{client}/{id}/hide': async (world) => ({
    method: 'POST',
    url: `/events-management/${own(world)}/${(await world.freshSignal()).id}/hide`,
    payload: { reason: 'Not relevant for this customer' },
  }),
  'DELETE /events-management/{client}/{id}/{reason}': async (world) => {
    const query = `dunsId=111222333&language=en&mediaSegment=news&eventType=${encodeURIComponent(world.eventType)}`;
    return {
      method: 'DELETE',
      url: `/events-management/${own(world)}/${(await world.freshSignal()).id}/Entered%20by%20mistake?${query}`,
    };
  },
  // A stream that stays open: the answer is taken once its head is written (see drills/send.ts).
  'GET /api/events/live/{customer}': (world) => ({
    ...get(`/api/events/live/${own(world)}`),
    payloadAsStream: true,
  }),
  'GET /api/discovery/live/{customer}': (world) => ({
    ...get(`/api/discovery/live/${own(world)}`),
    payloadAsStream: true,
  }),
  'GET /api/events/filter/{customer}': (world) => get(`/api/events/filter/${own(world)}`),
  'GET /api/events/overview/{customer}': (world) => get(`/api/events/overview/${own(world)}`),
  'GET /api/events/options/{customer}': (world) => get(`/api/events/options/${own(world)}`),

  // Under the caller's own name, so that the other folder's analyst meets the folder check, not the name check.
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}/{page}/{size}': (world, role) =>
    get(`/api/discoveryCustomer/${nameOf(world, role)}/${own(world)}/${MENTION_RANGE}/1/50`),
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}': (world, role) =>
    get(`/api/discoveryCustomer/${nameOf(world, role)}/${own(world)}/${MENTION_RANGE}`),
  'GET /api/discovery/search-terms/{discoveryId}': (world) => get(`/api/discovery/search-terms/${world.discovery.id}`),
  'GET /api/discovery/filter/{customer}': (world) => get(`/api/discovery/filter/${own(world)}`),
  'GET /api/discovery/options/{customer}': (world) => get(`/api/discovery/options/${own(world)}`),

  'GET /api/target-entities/folder/{customer}': (world) => get(`/api/target-entities/folder/${own(world)}`),

  'GET /api/knowledge-graph/network/{customer}': (world) => get(`/api/knowledge-graph/network/${own(world)}?${MARCH}`),
  'GET /api/knowledge-graph/starting-points/{customer}': (world) =>
    get(`/api/knowledge-graph/starting-points/${own(world)}?${MARCH}`),
  'GET /api/knowledge-graph/influence/{customer}': (world) =>
    get(`/api/knowledge-graph/influence/${own(world)}?${MARCH}&entity=${world.graph.first.id}`),
  'GET /api/knowledge-graph/timelines/{customer}': (world) =>
    get(
      `/api/knowledge-graph/timelines/${own(world)}?${MARCH}&entity=${world.graph.first.id}&entity=${world.graph.second.id}`,
    ),
  'GET /api/knowledge-graph/entities/{customer}': (world) =>
    get(`/api/knowledge-graph/entities/${own(world)}?search=a`),
  'GET /api/knowledge-graph/entities/{customer}/{entityId}': (world) =>
    get(`/api/knowledge-graph/entities/${own(world)}/${world.graph.first.id}`),
};
