import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsEndpoints } from '@argus/contract';
import { currentUserOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { assertOwnSettings, readCustomerSettings, readUserSettings, updateOwnPreferences } from './settings.service';

/** Someone else's settings are refused before the body is read, like the role guards (ADR 0004). */
const ownSettingsOnly = async (request: FastifyRequest) =>
  assertOwnSettings(currentUserOf(request), (request.params as { username: string }).username);

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, settingsEndpoints.userSettings),
    handler: (request) => readUserSettings(serviceContextOf(app, request), request.params.username),
  });

  app.route({
    ...describedRoute(app, settingsEndpoints.updatePreferences, ownSettingsOnly),
    handler: (request) =>
      updateOwnPreferences(serviceContextOf(app, request), {
        username: request.params.username,
        request: request.body,
      }),
  });

  // The router prefers the static segment: /api/settings/customer/x never reaches :username (tested).
  app.route({
    ...describedRoute(app, settingsEndpoints.customerSettings),
    handler: (request) => readCustomerSettings(serviceContextOf(app, request), request.params.customer),
  });
}
