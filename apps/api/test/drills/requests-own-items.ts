import { createSchedule } from '../../src/modules/email-schedules/email-schedules.factories';
import { createFavorite, createFeedback } from '../../src/modules/reviews/reviews.factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// The analyst's own things in their folder: bookmarks, feedback and e-mail schedules. Requests of the role matrix
// (drills/role-matrix.ts); each one acts on a fresh item of the analyst, so that one role's delete leaves the next
// role an item to try.

const get = (url: string) => ({ method: 'GET' as const, url });
const own = (world: DrillWorld) => world.ownCustomer.name;

async function analystFavorite(world: DrillWorld) {
  const signal = await world.freshSignal();
  const values = { userId: world.users.analyst.id, itemId: signal.id, itemKind: 'signal', customerName: own(world) };
  await createFavorite(world.testApp.db, values);
  return signal.id;
}

async function analystFeedback(world: DrillWorld) {
  const signal = await world.freshSignal();
  const values = { userId: world.users.analyst.id, itemId: signal.id, itemKind: 'signal', customerName: own(world) };
  return (await createFeedback(world.testApp.db, { ...values, eventType: signal.eventType })).id;
}

const analystSchedule = async (world: DrillWorld) =>
  (await createSchedule(world.testApp.db, { userId: world.users.analyst.id, customerName: own(world) })).id;

export const OWN_ITEM_REQUESTS: Record<string, DrillRequest> = {
  'GET /favorites/{username}': (world) => get(`/favorites/${world.users.analyst.username}`),
  'POST /favorites/{username}': async (world) => ({
    method: 'POST',
    url: `/favorites/${world.users.analyst.username}`,
    payload: { id: (await world.freshSignal()).id, itemKind: 'signal', customerName: own(world) },
  }),
  'DELETE /favorites/{username}/{id}': async (world) => ({
    method: 'DELETE',
    url: `/favorites/${world.users.analyst.username}/${await analystFavorite(world)}`,
  }),

  'GET /api/feedback/': () => get('/api/feedback/'),
  'POST /api/feedback/': async (world) => ({
    method: 'POST',
    url: '/api/feedback/',
    payload: { eventId: (await world.freshSignal()).id, itemKind: 'signal', feedback: 1 },
  }),
  'PATCH /api/feedback/{id}': async (world) => ({
    method: 'PATCH',
    url: `/api/feedback/${await analystFeedback(world)}`,
    payload: { feedback: -1 },
  }),
  'DELETE /api/feedback/{id}': async (world) => ({
    method: 'DELETE',
    url: `/api/feedback/${await analystFeedback(world)}`,
  }),

  'GET /email-schedules': () => get('/email-schedules'),
  'GET /email-schedules/deleted-messages': () => get('/email-schedules/deleted-messages'),
  'POST /email-schedules': (world) => ({
    method: 'POST',
    url: '/email-schedules',
    payload: { customerName: own(world), cron: '@daily' },
  }),
  'GET /email-schedules/subscriptions': () => get('/email-schedules/subscriptions'),
  'PUT /email-schedules/subscriptions': (world) => ({
    method: 'PUT',
    url: '/email-schedules/subscriptions',
    payload: { subscriptions: [{ customerName: own(world), frequency: 'off' }] },
  }),
  'PATCH /email-schedules/{id}': async (world) => ({
    method: 'PATCH',
    url: `/email-schedules/${await analystSchedule(world)}`,
    payload: { enabled: false },
  }),
  'DELETE /email-schedules/{id}': async (world) => ({
    method: 'DELETE',
    url: `/email-schedules/${await analystSchedule(world)}`,
  }),
  'POST /email-schedules/{id}/send-now': async (world) => ({
    method: 'POST',
    url: `/email-schedules/${await analystSchedule(world)}/send-now`,
  }),
  'GET /email-schedules/{id}/preview': async (world) => get(`/email-schedules/${await analystSchedule(world)}/preview`),
  'GET /email-schedules/{id}/messages': async (world) =>
    get(`/email-schedules/${await analystSchedule(world)}/messages`),
};
