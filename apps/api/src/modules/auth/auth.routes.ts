import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints } from '@argus/contract';
import { currentUserOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { logIn, logOut, refreshToken, type LoginLimits } from './auth.service';

export async function authRoutes(
  fastify: FastifyInstance,
  options: { loginLimits: LoginLimits; loginRatePerAddress: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, authEndpoints.login),
    config: { rateLimit: { max: options.loginRatePerAddress, timeWindow: '1 minute' }, writesSignInsOnly: true },
    handler: async (request) => {
      const context = { db: app.db, tokens: app.tokens, limits: options.loginLimits, address: request.ip };
      return { access_token: await logIn(context, request.body) };
    },
  });

  app.route({
    ...describedRoute(app, authEndpoints.refresh),
    handler: async (request) => {
      const accessToken = await refreshToken({
        db: app.db,
        tokens: app.tokens,
        user: currentUserOf(request),
        address: request.ip,
      });
      // A GET that writes: this instance forgets the revoked token now, not when the notification arrives.
      app.readCaches.forget('access');
      return { access_token: accessToken };
    },
  });

  app.route({
    ...describedRoute(app, authEndpoints.logout),
    config: { writesSignInsOnly: true },
    handler: async (request) => {
      await logOut({ db: app.db, address: request.ip }, currentUserOf(request).token);
      return { loggedOut: true as const };
    },
  });
}
