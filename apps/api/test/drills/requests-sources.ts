import { uniqueName } from '../factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// Feed sources (ADR 0124): staff manage them. Requests of the role matrix (drills/role-matrix.ts). Every source points
// at a loopback address that no server here listens on, refused before any connection (ADR 0121): Fetch now answers
// its outcome at once, and no drill ever sends traffic off this machine.

/** A source made by the admin, for the reads and writes that each role tries on one of its own. */
async function freshSourceId(world: DrillWorld) {
  const response = await world.testApp.app.inject({
    method: 'POST',
    url: '/api/sources',
    headers: world.headersFor('admin'),
    payload: { name: uniqueName('drill'), url: `http://127.0.0.1:9/${uniqueName('feed')}.xml`, paused: true },
  });
  return response.json().id as string;
}

const opmlOf = (url: string) =>
  `<?xml version="1.0"?><opml version="2.0"><head><title>Drill</title></head><body>` +
  `<outline type="rss" text="Drill" xmlUrl="${url}"/></body></opml>`;

export const SOURCE_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/sources': () => ({ method: 'GET', url: '/api/sources' }),
  'POST /api/sources': () => ({
    method: 'POST',
    url: '/api/sources',
    payload: { name: uniqueName('made'), url: `http://127.0.0.1:9/${uniqueName('made')}.xml`, paused: true },
  }),
  'GET /api/sources/opml': () => ({ method: 'GET', url: '/api/sources/opml' }),
  'POST /api/sources/opml': () => ({
    method: 'POST',
    url: '/api/sources/opml',
    payload: { opml: opmlOf(`http://127.0.0.1:9/${uniqueName('opml')}.xml`) },
  }),
  'GET /api/sources/{id}': async (world) => ({ method: 'GET', url: `/api/sources/${await freshSourceId(world)}` }),
  'PATCH /api/sources/{id}': async (world) => ({
    method: 'PATCH',
    url: `/api/sources/${await freshSourceId(world)}`,
    payload: { intervalMinutes: 30 },
  }),
  'DELETE /api/sources/{id}': async (world) => ({
    method: 'DELETE',
    url: `/api/sources/${await freshSourceId(world)}`,
  }),
  'POST /api/sources/{id}/fetch': async (world) => ({
    method: 'POST',
    url: `/api/sources/${await freshSourceId(world)}/fetch`,
  }),
  'GET /api/sources/{id}/fetches': async (world) => ({
    method: 'GET',
    url: `/api/sources/${await freshSourceId(world)}/fetches`,
  }),
  'GET /demo-wire/feed.xml': () => ({ method: 'GET', url: '/demo-wire/feed.xml' }),
};
