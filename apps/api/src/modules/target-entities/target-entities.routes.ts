import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citySearchQuerySchema,
  cityListSchema,
  createTargetEntityRequestSchema,
  duplicateTargetEntityRequestSchema,
  folderEntitiesParamsSchema,
  folderEntitiesResponseSchema,
  targetEntitiesEndpoints,
  targetEntityDeletedResponseSchema,
  targetEntityCustomerParamsSchema,
  targetEntityParamsSchema,
  targetEntityRecordSchema,
  targetEntityTableQuerySchema,
  targetEntityTableSchema,
  TOTAL_COUNT_HEADER,
  updateTargetEntityRequestSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf, currentUserOf } from '../../lib/current-user';
import { searchCities } from './cities.service';
import {
  changeEntity,
  createEntity,
  duplicateEntity,
  linkCustomer,
  listEntityTable,
  readEntity,
  readFolderEntities,
  removeEntity,
  unlinkCustomer,
} from './target-entities.service';

const security = [{ bearerAuth: [] }];

/**
 * Target entities: moderators and admins read and write them for all customers; any user of a folder reads where its
 * entities are (the Map).
 */
export async function targetEntitiesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    targetEntitiesEndpoints.folderEntities.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['target-entities'],
        security,
        summary: "A folder's target entities and where they are (country, city, coordinates), by name",
        params: folderEntitiesParamsSchema,
        response: { 200: folderEntitiesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readFolderEntities(app.db, app.readCaches, currentUserOf(request), request.params.customer),
  );

  routes.get(
    '/target-entities/table',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'One page of target entities, searched and sorted on the server',
        security,
        querystring: targetEntityTableQuerySchema,
        response: { 200: targetEntityTableSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listEntityTable(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  // A static path: the router prefers it to /target-entities/:id.
  routes.get(
    '/target-entities/cities',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Real cities whose name starts with the search, largest first, with their coordinates',
        security,
        querystring: citySearchQuerySchema,
        response: { 200: cityListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => searchCities(request.query),
  );

  routes.post(
    '/target-entities',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Create a target entity',
        security,
        body: createTargetEntityRequestSchema,
        response: { 201: targetEntityRecordSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntity(app.db, request.body, auditActorOf(request))),
  );

  routes.get(
    '/target-entities/:id',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'One target entity',
        security,
        params: targetEntityParamsSchema,
        response: { 200: targetEntityRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readEntity(app.db, request.params.id),
  );

  routes.patch(
    '/target-entities/:id',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Change a target entity and the customers that monitor it',
        security,
        params: targetEntityParamsSchema,
        body: updateTargetEntityRequestSchema,
        response: { 200: targetEntityRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => changeEntity(app.db, request.params.id, request.body, auditActorOf(request)),
  );

  routes.post(
    '/target-entities/:id/duplicate',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Copy a target entity (without its DUNS id)',
        security,
        params: targetEntityParamsSchema,
        body: duplicateTargetEntityRequestSchema,
        response: { 201: targetEntityRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateEntity(app.db, request.params.id, request.body?.name, auditActorOf(request))),
  );

  routes.delete(
    '/target-entities/:id',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Delete a target entity',
        security,
        params: targetEntityParamsSchema,
        response: { 200: targetEntityDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => removeEntity(app.db, request.params.id, auditActorOf(request)),
  );

  routes.put(
    '/target-entities/:id/customers/:customer',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Let a customer monitor the target entity',
        security,
        params: targetEntityCustomerParamsSchema,
        response: { 200: targetEntityRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => linkCustomer(app.db, request.params.id, request.params.customer, auditActorOf(request)),
  );

  routes.delete(
    '/target-entities/:id/customers/:customer',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['target-entities'],
        summary: 'Stop a customer monitoring the target entity',
        security,
        params: targetEntityCustomerParamsSchema,
        response: { 200: targetEntityRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => unlinkCustomer(app.db, request.params.id, request.params.customer, auditActorOf(request)),
  );
}
