import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailSchedulesEndpoints } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { readDigestSubscriptions, updateDigestSubscriptions } from './digest-subscriptions.service';
import {
  createSchedule,
  deleteSchedule,
  listMessagesOfDeletedSchedules,
  listScheduleMessages,
  listSchedules,
  previewDigest,
  sendScheduleNow,
  updateSchedule,
} from './email-schedules.service';

/** E-mail schedules: staff manage all; a regular user manages their own, for their own customers. */
export async function emailSchedulesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const post = { mailer: app.mailer, publicUrl: app.mailSettings.publicUrl };

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.list),
    handler: (request) => listSchedules(serviceContextOf(app, request), request.query.customer),
  });

  // The caller's own digests, one frequency per folder (the Settings page); no one else's, staff included.
  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.subscriptions),
    handler: (request) => readDigestSubscriptions(serviceContextOf(app, request)),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.updateSubscriptions),
    handler: (request) => updateDigestSubscriptions(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.create),
    handler: (request) => createSchedule(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.update),
    handler: (request) =>
      updateSchedule(serviceContextOf(app, request), { id: request.params.id, changes: request.body }),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.remove),
    handler: (request) => deleteSchedule(serviceContextOf(app, request), request.params.id),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.sendNow),
    handler: (request) => sendScheduleNow({ ...serviceContextOf(app, request), ...post }, request.params.id),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.deletedMessages),
    handler: (request) => listMessagesOfDeletedSchedules(serviceContextOf(app, request)),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.preview),
    handler: (request) =>
      previewDigest({ ...serviceContextOf(app, request), publicUrl: post.publicUrl }, request.params.id),
  });

  app.route({
    ...describedRoute(app, emailSchedulesEndpoints.messages),
    handler: (request) => listScheduleMessages(serviceContextOf(app, request), request.params.id),
  });
}
