import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints } from '@argus/contract';
import { currentUserOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { changeOwnPassword } from './change-password.service';

export async function changePasswordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...describedRoute(app, authEndpoints.changePassword),
    // Each attempt checks a password: limited like the login, per address.
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => ({
      access_token: await changeOwnPassword(
        { db: app.db, tokens: app.tokens, user: currentUserOf(request), address: request.ip },
        request.body,
      ),
    }),
  });
}
