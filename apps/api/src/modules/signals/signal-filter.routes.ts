import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signalFilterEndpoints, signalOverviewEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { sendSerialisedJson } from '../../lib/send-serialised-json';
import { serviceContextOf } from '../../lib/service-context';
import { readFilteredSignalsJson, readSignalOverview } from './signal-filter.service';

/**
 * The server-side signal filter (ADR 0031): the web app's criteria as query parameters, answered page by page; and
 * the Overview's figures over the same criteria.
 */
export async function signalFilterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...describedRoute(app, signalFilterEndpoints.filterSignals),
    handler: async (request, reply) => {
      const json = await readFilteredSignalsJson(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      });
      return sendSerialisedJson(reply, json);
    },
  });

  app.route({
    ...describedRoute(app, signalOverviewEndpoints.signalOverview),
    handler: (request) =>
      readSignalOverview(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
      }),
  });
}
