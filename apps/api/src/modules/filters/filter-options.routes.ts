import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filterOptionsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { readMentionFilterOptions, readSignalFilterOptions } from './filter-options.service';

/**
 * The option lists of the Signals and Mentions filter panels over the days a screen shows, for a folder the browser
 * does not hold whole (ADR 0110).
 */
export async function filterOptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...describedRoute(app, filterOptionsEndpoints.signalOptions),
    handler: (request) =>
      readSignalFilterOptions(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });

  app.route({
    ...describedRoute(app, filterOptionsEndpoints.mentionOptions),
    handler: (request) =>
      readMentionFilterOptions(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });
}
