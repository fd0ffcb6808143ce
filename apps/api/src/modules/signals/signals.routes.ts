import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  createSignalRequestSchema,
  deleteSignalParamsSchema,
  deleteSignalQuerySchema,
  deleteSignalResponseSchema,
  documentsCountParamsSchema,
  documentsCountResponseSchema,
  eventTypesResponseSchema,
  hideSignalRequestSchema,
  hideSignalResponseSchema,
  highlightTemplatesResponseSchema,
  latestSignalsParamsSchema,
  latestSignalsQuerySchema,
  latestSignalsResponseSchema,
  signalPathParamsSchema,
  signalSchema,
  signalsByDateParamsSchema,
  signalsByDateQuerySchema,
  signalsByDateResponseSchema,
  signalsEndpoints,
  updateSignalRequestSchema,
} from '@argus/contract';
import { auditActorOf, currentUserOf } from '../../lib/current-user';
import {
  readCategories,
  readDocumentsCount,
  readEventTypes,
  readHighlightTemplates,
  readLatestSignalsJson,
  readSignalsByDateJson,
} from './signal-reads.service';
import { createSignal, deleteSignal, hideSignal, updateSignal } from './signals.service';
import { errorResponses } from '../../lib/error-responses';
import { negotiateAnswerEncoding } from '../../lib/answer-encoding';
import { sendEncodedJson, sendSerialisedJson } from '../../lib/send-serialised-json';

const errors = errorResponses(400, 401, 403, 404);
const common = { tags: ['signals'], security: [{ bearerAuth: [] }] };

/** Signals: latest and by-date reads, document counts, categories, event types, highlight templates, create, edit, hide, delete. */
export async function signalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Authentication runs on request, before validation: a caller without a valid token (or, for the writes,
  // without moderator rights) learns nothing about what a valid request would look like.
  const anyUser = { onRequest: app.requireUser };
  const moderator = { onRequest: app.requireModerator };

  app.get(
    signalsEndpoints.eventTypes.path,
    {
      ...anyUser,
      schema: { ...common, summary: 'The event types', response: { 200: eventTypesResponseSchema, ...errors } },
    },
    () => readEventTypes(app.db),
  );

  app.get(
    signalsEndpoints.highlightTemplates.path,
    {
      ...anyUser,
      schema: {
        ...common,
        summary: 'How each event type highlights its evidence sentence',
        response: { 200: highlightTemplatesResponseSchema, ...errors },
      },
    },
    () => readHighlightTemplates(app.db),
  );

  app.get(
    signalsEndpoints.categories.path,
    {
      ...anyUser,
      schema: {
        ...common,
        summary: 'Category → event-type names; empty categories dropped',
        response: { 200: categoriesResponseSchema, ...errors },
      },
    },
    () => readCategories(app.db),
  );

  app.get(
    signalsEndpoints.latestSignals.path,
    {
      ...anyUser,
      schema: {
        ...common,
        summary: "The newest visible signals of a customer's window, and how many the window holds",
        params: latestSignalsParamsSchema,
        querystring: latestSignalsQuerySchema,
        response: { 200: latestSignalsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await readLatestSignalsJson(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params.customer,
        request.query,
        negotiateAnswerEncoding(request.headers['accept-encoding']),
      );
      return sendEncodedJson(request, reply, answer);
    },
  );

  app.get(
    signalsEndpoints.signalsByDate.path,
    {
      ...anyUser,
      schema: {
        ...common,
        summary: "A page of a customer's visible signals in a date range, with the duplicates among them",
        params: signalsByDateParamsSchema,
        querystring: signalsByDateQuerySchema,
        response: { 200: signalsByDateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await readSignalsByDateJson(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params,
        request.query,
      );
      return sendSerialisedJson(reply, json);
    },
  );

  app.get(
    signalsEndpoints.documentsCount.path,
    {
      ...anyUser,
      schema: {
        ...common,
        summary: 'Documents analysed for a customer from a UTC day on',
        params: documentsCountParamsSchema,
        response: { 200: documentsCountResponseSchema, ...errors },
      },
    },
    (request) =>
      readDocumentsCount(
        app.db,
        app.readCaches,
        currentUserOf(request),
        request.params.customer,
        request.params.startDateUTC,
      ),
  );

  app.post(
    signalsEndpoints.createSignal.path,
    {
      ...moderator,
      schema: {
        ...common,
        summary: 'Create a signal (moderator and up)',
        body: createSignalRequestSchema,
        response: { 201: signalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signal = await createSignal(app.db, currentUserOf(request), auditActorOf(request), request.body);
      return reply.code(201).send(signal);
    },
  );

  app.patch(
    signalsEndpoints.updateSignal.path,
    {
      ...moderator,
      schema: {
        ...common,
        summary: 'Edit a signal (moderator and up)',
        body: updateSignalRequestSchema,
        response: { 200: signalSchema, ...errors },
      },
    },
    (request) => updateSignal(app.db, currentUserOf(request), auditActorOf(request), request.body),
  );

  app.post(
    signalsEndpoints.hideSignal.path,
    {
      ...moderator,
      schema: {
        ...common,
        summary: 'Hide a signal; answers the other customers holding the same event (moderator and up)',
        params: signalPathParamsSchema,
        body: hideSignalRequestSchema,
        response: { 200: hideSignalResponseSchema, ...errors },
      },
    },
    (request) =>
      hideSignal(app.db, currentUserOf(request), auditActorOf(request), {
        ...request.params,
        reason: request.body.reason,
      }),
  );

  app.delete(
    signalsEndpoints.deleteSignal.path,
    {
      ...moderator,
      schema: {
        ...common,
        summary: 'Soft-delete a signal, keeping the reason (moderator and up)',
        params: deleteSignalParamsSchema,
        querystring: deleteSignalQuerySchema,
        response: { 200: deleteSignalResponseSchema, ...errors },
      },
    },
    (request) => deleteSignal(app.db, currentUserOf(request), auditActorOf(request), request.params, request.query),
  );
}
