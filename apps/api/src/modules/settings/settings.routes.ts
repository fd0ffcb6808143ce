import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerSettingsParamsSchema,
  customerSettingsSchema,
  settingsEndpoints,
  updateUserPreferencesRequestSchema,
  userPreferencesResponseSchema,
  userSettingsParamsSchema,
  userSettingsSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf, currentUserOf } from '../../lib/current-user';
import { assertOwnSettings, readCustomerSettings, readUserSettings, updateOwnPreferences } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings/:username',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['settings'],
        summary: "A user's folders, flags, permissions and preferences",
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

  app.withTypeProvider<ZodTypeProvider>().patch(
    settingsEndpoints.updatePreferences.path,
    {
      // Someone else's settings are refused before the body is read, like the role guards (ADR 0004).
      onRequest: [
        app.requireUser,
        async (request) => assertOwnSettings(currentUserOf(request), (request.params as { username: string }).username),
      ],
      schema: {
        tags: ['settings'],
        summary: 'Change your own preferences (theme, default date range and filters); the others stay',
        security: [{ bearerAuth: [] }],
        params: userSettingsParamsSchema,
        body: updateUserPreferencesRequestSchema,
        response: {
          200: userPreferencesResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) =>
      updateOwnPreferences(
        app.db,
        currentUserOf(request),
        auditActorOf(request),
        request.params.username,
        request.body,
      ),
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
