import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPasswordResetRequestSchema,
  adminPasswordResetResponseSchema,
  createUserRequestSchema,
  destinationListSchema,
  optionalPageQuerySchema,
  TOTAL_COUNT_HEADER,
  updateUserRequestSchema,
  userConfigListSchema,
  userDeletedResponseSchema,
  userListSchema,
  usernameParamsSchema,
  userRecordSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf } from '../../lib/current-user';
import { resetPasswordByAdmin } from './password-reset.service';
import {
  approveSignUp,
  createUser,
  deleteUser,
  listDestinations,
  listUserConfigs,
  readUserList,
  readUser,
  rejectSignUp,
  updateUser,
  type Actor,
} from './users.service';

const security = [{ bearerAuth: [] }];

/** Users, as staff manage them: the list and configurations, and the admin's writes (account requests: account-requests.routes.ts). */
export async function usersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mailContext = { db: app.db, mailer: app.mailer, settings: app.mailSettings };

  const actorOf = (request: Parameters<typeof auditActorOf>[0]): Actor => {
    const actor = auditActorOf(request);
    return { id: actor.actorUserId, username: actor.actorUsername ?? '', address: actor.address };
  };

  routes.get(
    '/users/configs',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['users'],
        summary: 'User configurations: username and folder tables',
        security,
        response: { 200: userConfigListSchema, ...errorResponses(401, 403) },
      },
    },
    () => listUserConfigs(app.db),
  );

  routes.get(
    '/users',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['users'],
        summary: 'All users, sorted by lower-case username; a page of them with page or size',
        security,
        querystring: optionalPageQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { users, total } = await readUserList(app.db, request.query);
      if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  );

  routes.get(
    '/users/destinations',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['users'],
        summary: 'The destinations reference list',
        security,
        response: { 200: destinationListSchema, ...errorResponses(401, 403) },
      },
    },
    () => listDestinations(app.db),
  );

  routes.post(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        security,
        body: createUserRequestSchema,
        response: { 201: userRecordSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createUser(app.db, request.body, actorOf(request));
      return reply.code(201).send(await readUser(app.db, created.username));
    },
  );

  routes.get(
    '/users/:username',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'One user',
        security,
        params: usernameParamsSchema,
        response: { 200: userRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readUser(app.db, request.params.username),
  );

  routes.patch(
    '/users/:username',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Change privilege, customers, status, e-mail, display name, flags or password',
        security,
        params: usernameParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateUser(app.db, request.params.username, request.body, actorOf(request)),
  );

  routes.post(
    '/users/:username/reset-password',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: "Reset a user's password: a link by e-mail, or a temporary password shown once",
        security,
        params: usernameParamsSchema,
        body: adminPasswordResetRequestSchema,
        response: { 200: adminPasswordResetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => resetPasswordByAdmin(mailContext, request.params.username, request.body?.method, actorOf(request)),
  );

  routes.post(
    '/users/:username/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Approve a sign-up request',
        security,
        params: usernameParamsSchema,
        response: { 200: userRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => approveSignUp(app.db, request.params.username, actorOf(request)),
  );

  routes.post(
    '/users/:username/reject',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Reject a sign-up request (the request is removed)',
        security,
        params: usernameParamsSchema,
        response: { 200: userDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => rejectSignUp(app.db, request.params.username, actorOf(request)),
  );

  routes.delete(
    '/users/:username',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Delete a user',
        security,
        params: usernameParamsSchema,
        response: { 200: userDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => deleteUser(app.db, request.params.username, actorOf(request)),
  );
}
