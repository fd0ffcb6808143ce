import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER, usersEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
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
} from './users.service';

/** Users, as staff manage them: the list and configurations, and the admin's writes (account requests: account-requests.routes.ts). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailContextOf = (request: FastifyRequest) => ({
    ...serviceContextOf(app, request),
    mailer: app.mailer,
    settings: app.mailSettings,
  });

  app.route({ ...describedRoute(app, usersEndpoints.configs), handler: () => listUserConfigs(app.db) });

  app.route({
    ...describedRoute(app, usersEndpoints.list),
    handler: async (request, reply) => {
      const { users, total } = await readUserList(serviceContextOf(app, request), request.query);
      if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  });

  app.route({ ...describedRoute(app, usersEndpoints.destinations), handler: () => listDestinations(app.db) });

  app.route({
    ...describedRoute(app, usersEndpoints.create),
    handler: async (request) => {
      const context = serviceContextOf(app, request);
      const created = await createUser(context, request.body);
      return readUser(context, created.username);
    },
  });

  app.route({
    ...describedRoute(app, usersEndpoints.read),
    handler: (request) => readUser(serviceContextOf(app, request), request.params.username),
  });

  app.route({
    ...describedRoute(app, usersEndpoints.update),
    handler: (request) =>
      updateUser(serviceContextOf(app, request), { username: request.params.username, changes: request.body }),
  });

  app.route({
    ...describedRoute(app, usersEndpoints.resetPassword),
    handler: (request) =>
      resetPasswordByAdmin(mailContextOf(request), {
        username: request.params.username,
        method: request.body?.method,
      }),
  });

  app.route({
    ...describedRoute(app, usersEndpoints.approve),
    handler: (request) => approveSignUp(serviceContextOf(app, request), request.params.username),
  });

  app.route({
    ...describedRoute(app, usersEndpoints.reject),
    handler: (request) => rejectSignUp(serviceContextOf(app, request), request.params.username),
  });

  app.route({
    ...describedRoute(app, usersEndpoints.remove),
    handler: (request) => deleteUser(serviceContextOf(app, request), request.params.username),
  });
}
