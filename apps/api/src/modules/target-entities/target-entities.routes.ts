import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTargetEntityRequestSchema,
  duplicateTargetEntityRequestSchema,
  targetEntityDeletedResponseSchema,
  targetEntityParamsSchema,
  targetEntityRecordSchema,
  targetEntityTableQuerySchema,
  targetEntityTableSchema,
  TOTAL_COUNT_HEADER,
  updateTargetEntityRequestSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf } from '../../plugins/auth';
import {
  changeEntity,
  createEntity,
  duplicateEntity,
  listEntityTable,
  readEntity,
  removeEntity,
} from './target-entities.service';

const security = [{ bearerAuth: [] }];

/** Target entities: moderators and admins read and write them for all customers. */
export async function targetEntitiesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
}
