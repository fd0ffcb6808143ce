import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountMessageResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { signUp } from './sign-up.service';

/** Requests a guest may make per address and minute on each account-request route (they send mail, hash passwords). */
export const ACCOUNT_REQUESTS_PER_MINUTE = 10;

/** What a guest asks of their account: sign up, a reset link by e-mail, a new password with that link. */
export async function accountRequestsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mailContext = { db: app.db, mailer: app.mailer, settings: app.mailSettings };

  const accountRateLimit = { rateLimit: { max: ACCOUNT_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/auth/sign-up',
    {
      config: accountRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Ask for an account; an admin approves it',
        body: signUpRequestSchema,
        response: { 201: accountMessageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.botCheck.verify(app.db, request.body.botCheck);
      return reply.code(201).send(await signUp(app.db, request.body, request.ip));
    },
  );

  routes.post(
    '/auth/forgot-password',
    {
      config: accountRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use password reset link; always the same answer',
        body: forgotPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.botCheck.verify(app.db, request.body.botCheck);
      return requestPasswordReset(mailContext, request.body, request.ip);
    },
  );

  routes.post(
    '/auth/reset-password',
    {
      config: accountRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link',
        body: resetPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => resetPasswordWithToken(app.db, request.body.token, request.body.password, request.ip),
  );
}
