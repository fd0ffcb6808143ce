import { monitorEntities } from '../../src/modules/knowledge-graph/knowledge-graph.factories';
import { createTargetEntity } from '../../src/modules/signals/signals.factories';
import { createCustomer, uniqueName } from '../factories';
import type { DrillRequest, DrillWorld } from './drill-world';

// System management (customers, target entities, reference lists), the feedback report and the audit log: staff
// calls. Requests of the role matrix (drills/role-matrix.ts); each write acts on a customer or entity of its own.

const get = (url: string) => ({ method: 'GET' as const, url });
const freshCustomer = async (world: DrillWorld) => (await createCustomer(world.testApp.db)).name;
const freshEntity = async (world: DrillWorld) => (await createTargetEntity(world.testApp.db)).id;

export const STAFF_REQUESTS: Record<string, DrillRequest> = {
  'GET /customers/table': () => get('/customers/table'),
  'GET /customers/list': () => get('/customers/list'),
  'POST /customers': () => ({ method: 'POST', url: '/customers', payload: { customerName: uniqueName('made') } }),
  'GET /customers/{id}': (world) => get(`/customers/${world.ownCustomer.name}`),
  'PATCH /customers/{id}': async (world) => ({
    method: 'PATCH',
    url: `/customers/${await freshCustomer(world)}`,
    payload: { customerLabel: 'Relabelled' },
  }),
  'DELETE /customers/{id}': async (world) => ({ method: 'DELETE', url: `/customers/${await freshCustomer(world)}` }),
  'POST /customers/{id}/duplicate': async (world) => ({
    method: 'POST',
    url: `/customers/${await freshCustomer(world)}/duplicate`,
    payload: { customerName: uniqueName('copy') },
  }),

  'GET /target-entities/table': () => get('/target-entities/table'),
  'GET /target-entities/cities': () => get('/target-entities/cities?search=ber&country=DE'),
  'POST /target-entities': () => ({ method: 'POST', url: '/target-entities', payload: { name: uniqueName('Made') } }),
  'GET /target-entities/{id}': (world) => get(`/target-entities/${world.graph.first.id}`),
  'PATCH /target-entities/{id}': async (world) => ({
    method: 'PATCH',
    url: `/target-entities/${await freshEntity(world)}`,
    payload: { city: 'Paris' },
  }),
  'DELETE /target-entities/{id}': async (world) => ({
    method: 'DELETE',
    url: `/target-entities/${await freshEntity(world)}`,
  }),
  'POST /target-entities/{id}/duplicate': async (world) => ({
    method: 'POST',
    url: `/target-entities/${await freshEntity(world)}/duplicate`,
  }),
  'PUT /target-entities/{id}/customers/{customer}': async (world) => ({
    method: 'PUT',
    url: `/target-entities/${await freshEntity(world)}/customers/${world.ownCustomer.name}`,
  }),
  'DELETE /target-entities/{id}/customers/{customer}': async (world) => {
    const entity = await freshEntity(world);
    await monitorEntities(world.testApp, world.ownCustomer.name, [entity]);
    return { method: 'DELETE', url: `/target-entities/${entity}/customers/${world.ownCustomer.name}` };
  },

  'GET /system-management/discoveries': () => get('/system-management/discoveries'),
  'GET /system-management/{list}': () => get('/system-management/languages'),

  'GET /api/feedback/report': () => get('/api/feedback/report'),
  'GET /api/feedback/report/totals': () => get('/api/feedback/report/totals'),
  'GET /api/feedback/report/csv': () => get('/api/feedback/report/csv'),

  'GET /logs': () => get('/logs'),
  'GET /logs/export': () => get('/logs/export?action=auth.logout'),
};
