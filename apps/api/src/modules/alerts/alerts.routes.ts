import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alertsEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { markAlertsRead, readAlerts } from './alerts.service';

/** Every signed-in user reads and marks only their own alerts (ADR 0136). */
export async function alertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, alertsEndpoints.listAlerts),
    handler: (request) => readAlerts(serviceContextOf(app, request), request.query),
  });

  app.route({
    ...describedRoute(app, alertsEndpoints.markAlertsRead),
    handler: (request) => markAlertsRead(serviceContextOf(app, request), request.body),
  });
}
