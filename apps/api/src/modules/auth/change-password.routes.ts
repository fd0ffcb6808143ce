import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema, authEndpoints, changePasswordRequestSchema } from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../lib/current-user';
import { changeOwnPassword } from './change-password.service';

export async function changePasswordRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    authEndpoints.changePassword.path,
    {
      onRequest: app.requireUser,
      // Each attempt checks a password: limited like the login, per address.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; revokes every older token and answers a fresh one',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: accessTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      access_token: await changeOwnPassword(app.db, app.tokens, currentUserOf(request), request.body, request.ip),
    }),
  );
}
