import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { relevanceEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { readRelevanceModel, recordRelevanceOpen, resetRelevanceModels } from './relevance.service';

/** Relevance learned from feedback (ADR 0137): each user's own models, their opens, and the reset. */
export async function relevanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, relevanceEndpoints.readRelevanceModel),
    handler: (request) => readRelevanceModel(serviceContextOf(app, request), request.query),
  });

  app.route({
    ...describedRoute(app, relevanceEndpoints.recordRelevanceOpen),
    handler: (request) => recordRelevanceOpen(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, relevanceEndpoints.resetRelevanceModels),
    handler: (request) => resetRelevanceModels(serviceContextOf(app, request), request.query),
  });
}
