import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mentionFilterEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { readFilteredMentions } from './mention-filter.service';

/** The server-side mention filter (ADR 0031): the web app's criteria as query parameters, answered page by page. */
export async function mentionFilterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...describedRoute(app, mentionFilterEndpoints.filterMentions),
    handler: (request) =>
      readFilteredMentions(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });
}
