import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema, loginRequestSchema, logoutResponseSchema } from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUserOf } from '../../lib/current-user';
import { logIn, logOut, refreshToken, type LoginLimits } from './auth.service';

export async function authRoutes(
  app: FastifyInstance,
  options: { loginLimits: LoginLimits; loginRatePerAddress: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/auth/login',
    {
      config: { rateLimit: { max: options.loginRatePerAddress, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password',
        body: loginRequestSchema,
        response: {
          200: accessTokenResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const context = { db: app.db, tokens: app.tokens, limits: options.loginLimits, address: request.ip };
      return { access_token: await logIn(context, request.body.username, request.body.password) };
    },
  );

  routes.get(
    '/auth/refresh',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a valid token for a fresh one; the presented one is revoked',
        security: [{ bearerAuth: [] }],
        response: { 200: accessTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const accessToken = await refreshToken(app.db, app.tokens, currentUserOf(request), request.ip);
      // A GET that writes: this instance forgets the revoked token now, not when the notification arrives.
      app.readCaches.forget('access');
      return { access_token: accessToken };
    },
  );

  routes.post(
    '/auth/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the presented token',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await logOut(app.db, currentUserOf(request).token, request.ip);
      return { loggedOut: true as const };
    },
  );
}
