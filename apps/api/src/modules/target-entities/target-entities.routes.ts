import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { targetEntitiesEndpoints, TOTAL_COUNT_HEADER } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
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

/**
 * Target entities: moderators and admins read and write them for all customers; any user of a folder reads where its
 * entities are (the Map).
 */
export async function targetEntitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.folderEntities),
    handler: (request) => readFolderEntities(serviceContextOf(app, request), request.params.customer),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.table),
    handler: async (request, reply) => {
      const { rows, total } = await listEntityTable(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.cities),
    handler: (request) => searchCities(request.query),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.create),
    handler: (request) => createEntity(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.read),
    handler: (request) => readEntity(app.db, request.params.id),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.update),
    handler: (request) =>
      changeEntity(serviceContextOf(app, request), { id: request.params.id, changes: request.body }),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.duplicate),
    handler: (request) =>
      duplicateEntity(serviceContextOf(app, request), { id: request.params.id, name: request.body?.name }),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.remove),
    handler: (request) => removeEntity(serviceContextOf(app, request), request.params.id),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.linkCustomer),
    handler: (request) =>
      linkCustomer(serviceContextOf(app, request), { id: request.params.id, customerName: request.params.customer }),
  });

  app.route({
    ...describedRoute(app, targetEntitiesEndpoints.unlinkCustomer),
    handler: (request) =>
      unlinkCustomer(serviceContextOf(app, request), { id: request.params.id, customerName: request.params.customer }),
  });
}
