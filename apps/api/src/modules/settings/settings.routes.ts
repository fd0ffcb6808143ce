import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerSettingsParamsSchema,
  customerSettingsSchema,
  userSettingsParamsSchema,
  userSettingsSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../plugins/auth';
import { readCustomerSettings, readUserSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings/:username',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['settings'],
        summary: "A user's folders, flags and permissions",
        security: [{ bearerAuth: [] }],
        params: userSettingsParamsSchema,
        response: {
          200: userSettingsSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) => readUserSettings(app.db, currentUserOf(request), request.params.username),
  );

  // The router prefers the static segment: /api/settings/customer/x never reaches :username (tested).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings/customer/:customer',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['settings'],
        summary: "One customer's label, folder table, features and discoveries",
        security: [{ bearerAuth: [] }],
        params: customerSettingsParamsSchema,
        response: {
          200: customerSettingsSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) => readCustomerSettings(app.db, currentUserOf(request), request.params.customer),
  );
}
