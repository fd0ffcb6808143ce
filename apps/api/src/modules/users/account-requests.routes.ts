import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { signUp } from './sign-up.service';

/** Requests a guest may make per address and minute on each account-request route (they send mail, hash passwords). */
export const ACCOUNT_REQUESTS_PER_MINUTE = 10;

/** What a guest asks of their account: sign up, a reset link by e-mail, a new password with that link. */
export async function accountRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // No one is signed in: the audit log keeps the address the request came from.
  const guestContextOf = (request: { ip: string }) => ({ db: app.db, address: request.ip });

  const accountRateLimit = { rateLimit: { max: ACCOUNT_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...describedRoute(app, usersEndpoints.signUp),
    config: accountRateLimit,
    handler: async (request) => {
      await app.botCheck.verify(app.db, request.body.botCheck);
      return signUp(guestContextOf(request), request.body);
    },
  });

  app.route({
    ...describedRoute(app, usersEndpoints.forgotPassword),
    config: accountRateLimit,
    handler: async (request) => {
      await app.botCheck.verify(app.db, request.body.botCheck);
      return requestPasswordReset(
        { ...guestContextOf(request), mailer: app.mailer, settings: app.mailSettings },
        request.body,
      );
    },
  });

  app.route({
    ...describedRoute(app, usersEndpoints.resetPasswordWithToken),
    config: accountRateLimit,
    handler: (request) => resetPasswordWithToken(guestContextOf(request), request.body),
  });
}
