import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savedViewsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import {
  createSavedView,
  deleteSavedView,
  readSavedView,
  readSavedViews,
  updateSavedView,
} from './saved-views.service';

/** Saved views: any signed-in user keeps their own and reads those shared in their folders (ADR 0135). */
export async function savedViewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, savedViewsEndpoints.listSavedViews),
    handler: (request) => readSavedViews(serviceContextOf(app, request), request.query.customer),
  });

  app.route({
    ...describedRoute(app, savedViewsEndpoints.createSavedView),
    handler: (request) => createSavedView(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, savedViewsEndpoints.readSavedView),
    handler: (request) => readSavedView(serviceContextOf(app, request), request.params.id),
  });

  app.route({
    ...describedRoute(app, savedViewsEndpoints.updateSavedView),
    handler: (request) =>
      updateSavedView(serviceContextOf(app, request), { id: request.params.id, change: request.body }),
  });

  app.route({
    ...describedRoute(app, savedViewsEndpoints.deleteSavedView),
    handler: (request) => deleteSavedView(serviceContextOf(app, request), request.params.id),
  });
}
