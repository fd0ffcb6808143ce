import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customersEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import {
  createCustomer,
  deleteCustomer,
  duplicateCustomer,
  listCustomerNames,
  listCustomerTable,
  readCustomer,
  updateCustomer,
} from './customers.service';

/** Customers: the table and name list for staff; every write and single reads for admins. */
export async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({ ...describedRoute(app, customersEndpoints.table), handler: () => listCustomerTable(app.db) });

  app.route({ ...describedRoute(app, customersEndpoints.list), handler: () => listCustomerNames(app.db) });

  app.route({
    ...describedRoute(app, customersEndpoints.create),
    handler: (request) => createCustomer(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, customersEndpoints.read),
    handler: (request) => readCustomer(app.db, request.params.id),
  });

  app.route({
    ...describedRoute(app, customersEndpoints.update),
    handler: (request) =>
      updateCustomer(serviceContextOf(app, request), { customerName: request.params.id, changes: request.body }),
  });

  app.route({
    ...describedRoute(app, customersEndpoints.duplicate),
    handler: (request) =>
      duplicateCustomer(serviceContextOf(app, request), { sourceName: request.params.id, copy: request.body }),
  });

  app.route({
    ...describedRoute(app, customersEndpoints.remove),
    handler: (request) => deleteCustomer(serviceContextOf(app, request), request.params.id),
  });
}
