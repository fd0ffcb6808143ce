import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCustomerRequestSchema,
  customerDeletedResponseSchema,
  customerListSchema,
  customerDetailSchema,
  customerParamsSchema,
  customerTableSchema,
  duplicateCustomerRequestSchema,
  updateCustomerRequestSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf } from '../../lib/current-user';
import {
  createCustomer,
  deleteCustomer,
  duplicateCustomer,
  listCustomerNames,
  listCustomerTable,
  readCustomer,
  updateCustomer,
} from './customers.service';

const security = [{ bearerAuth: [] }];

/** Customers: the table and name list for staff; every write and single reads for admins. */
export async function customersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/customers/table',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['customers'],
        summary: 'Every customer with features, discoveries and counts',
        security,
        response: { 200: customerTableSchema, ...errorResponses(401, 403) },
      },
    },
    () => listCustomerTable(app.db),
  );

  routes.get(
    '/customers/list',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['customers'],
        summary: 'Customer names and labels',
        security,
        response: { 200: customerListSchema, ...errorResponses(401, 403) },
      },
    },
    () => listCustomerNames(app.db),
  );

  routes.post(
    '/customers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Create a customer',
        security,
        body: createCustomerRequestSchema,
        response: { 201: customerDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCustomer(app.db, request.body, auditActorOf(request))),
  );

  routes.get(
    '/customers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['customers'],
        summary: 'One customer with its discoveries and their search terms',
        security,
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readCustomer(app.db, request.params.id),
  );

  routes.patch(
    '/customers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Change label, folder table, features or discoveries (the list given replaces the old one)',
        security,
        params: customerParamsSchema,
        body: updateCustomerRequestSchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateCustomer(app.db, request.params.id, request.body, auditActorOf(request)),
  );

  routes.post(
    '/customers/:id/duplicate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Copy configuration, discoveries and entity links under a new name',
        security,
        params: customerParamsSchema,
        body: duplicateCustomerRequestSchema,
        response: { 201: customerDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateCustomer(app.db, request.params.id, request.body, auditActorOf(request))),
  );

  routes.delete(
    '/customers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer and everything held for it',
        security,
        params: customerParamsSchema,
        response: { 200: customerDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => deleteCustomer(app.db, request.params.id, auditActorOf(request)),
  );
}
