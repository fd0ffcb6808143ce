import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEmailScheduleRequestSchema,
  digestPreviewSchema,
  digestSubscriptionsSchema,
  emailSchedulesEndpoints,
  updateDigestSubscriptionsRequestSchema,
  emailMessageListSchema,
  emailScheduleDeletedResponseSchema,
  emailScheduleListQuerySchema,
  emailScheduleListSchema,
  emailScheduleParamsSchema,
  emailScheduleRecordSchema,
  sendNowResponseSchema,
  updateEmailScheduleRequestSchema,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorOf, currentUserOf } from '../../lib/current-user';
import { readDigestSubscriptions, updateDigestSubscriptions } from './digest-subscriptions.service';
import {
  createSchedule,
  deleteSchedule,
  listScheduleMessages,
  listSchedules,
  previewDigest,
  sendScheduleNow,
  updateSchedule,
  type ScheduleContext,
} from './email-schedules.service';

const security = [{ bearerAuth: [] }];

/** E-mail schedules: staff manage all; a regular user manages their own, for their own customers. */
export async function emailSchedulesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): ScheduleContext => ({
    db: app.db,
    user: currentUserOf(request),
    actor: auditActorOf(request),
  });
  const post = { mailer: app.mailer, publicUrl: app.mailSettings.publicUrl };

  routes.get(
    '/email-schedules',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'E-mail schedules: all for staff, your own otherwise',
        security,
        querystring: emailScheduleListQuerySchema,
        response: { 200: emailScheduleListSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listSchedules(contextOf(request), request.query.customer),
  );

  // The caller's own digests, one frequency per folder (the Settings page); no one else's, staff included.
  routes.get(
    emailSchedulesEndpoints.subscriptions.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Your digest subscriptions: per folder off, daily, weekly (or custom)',
        security,
        response: { 200: digestSubscriptionsSchema, ...errorResponses(401) },
      },
    },
    (request) => readDigestSubscriptions(contextOf(request)),
  );

  routes.put(
    emailSchedulesEndpoints.updateSubscriptions.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Set your digest for the folders listed (creates, changes or removes your schedules)',
        security,
        body: updateDigestSubscriptionsRequestSchema,
        response: { 200: digestSubscriptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateDigestSubscriptions(contextOf(request), request.body),
  );

  routes.post(
    '/email-schedules',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Create an e-mail schedule',
        security,
        body: createEmailScheduleRequestSchema,
        response: { 201: emailScheduleRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSchedule(contextOf(request), request.body)),
  );

  routes.patch(
    '/email-schedules/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Change frequency, recipients, filters or whether it is on',
        security,
        params: emailScheduleParamsSchema,
        body: updateEmailScheduleRequestSchema,
        response: { 200: emailScheduleRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateSchedule(contextOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/email-schedules/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Delete an e-mail schedule',
        security,
        params: emailScheduleParamsSchema,
        response: { 200: emailScheduleDeletedResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => deleteSchedule(contextOf(request), request.params.id),
  );

  routes.post(
    '/email-schedules/:id/send-now',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'Send the digest now',
        security,
        params: emailScheduleParamsSchema,
        response: { 200: sendNowResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => sendScheduleNow(contextOf(request), post, request.params.id),
  );

  routes.get(
    emailSchedulesEndpoints.preview.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'The digest this schedule would send now: its period, signals and mail',
        security,
        params: emailScheduleParamsSchema,
        response: { 200: digestPreviewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => previewDigest(contextOf(request), app.mailSettings.publicUrl, request.params.id),
  );

  routes.get(
    '/email-schedules/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-schedules'],
        summary: 'The mails this schedule sent, newest first',
        security,
        params: emailScheduleParamsSchema,
        response: { 200: emailMessageListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => listScheduleMessages(contextOf(request), request.params.id),
  );
}
