import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDEMPOTENT_REPLAYED_HEADER, signalsEndpoints, type Signal } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import {
  readCategories,
  readDocumentsCount,
  readEventTypes,
  readHighlightTemplates,
  readLatestSignalsJson,
  readSignalsByDateJson,
} from './signal-reads.service';
import { createSignal, deleteSignal, hideSignal, updateSignal } from './signals.service';
import { answerOnce, idempotentRequestOf } from '../idempotency/idempotency.service';
import { negotiateAnswerEncoding } from '../../lib/answer-encoding';
import { sendEncodedJson, sendSerialisedJson } from '../../lib/send-serialised-json';

/** Signals: latest and by-date reads, document counts, categories, event types, highlight templates, create, edit, hide, delete. */
export async function signalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({ ...describedRoute(app, signalsEndpoints.eventTypes), handler: () => readEventTypes(app.db) });

  app.route({
    ...describedRoute(app, signalsEndpoints.highlightTemplates),
    handler: () => readHighlightTemplates(app.db),
  });

  app.route({ ...describedRoute(app, signalsEndpoints.categories), handler: () => readCategories(app.db) });

  app.route({
    ...describedRoute(app, signalsEndpoints.latestSignals),
    handler: async (request, reply) => {
      const answer = await readLatestSignalsJson(serviceContextOf(app, request), {
        customerName: request.params.customer,
        query: request.query,
        encoding: negotiateAnswerEncoding(request.headers['accept-encoding']),
      });
      return sendEncodedJson(request, reply, answer);
    },
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.signalsByDate),
    handler: async (request, reply) => {
      const json = await readSignalsByDateJson(serviceContextOf(app, request), {
        params: request.params,
        query: request.query,
      });
      return sendSerialisedJson(reply, json);
    },
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.documentsCount),
    handler: (request) =>
      readDocumentsCount(serviceContextOf(app, request), {
        customerName: request.params.customer,
        startIso: request.params.startDateUTC,
      }),
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.createSignal),
    handler: async (request, reply) => {
      const context = serviceContextOf(app, request);
      const keyed = idempotentRequestOf(
        request,
        `user:${context.user.id}`,
        signalsEndpoints.createSignal.status ?? 200,
      );
      const outcome = await answerOnce(context.db, keyed, (db) => createSignal({ ...context, db }, request.body));
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return outcome.answer as Signal;
    },
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.updateSignal),
    handler: (request) => updateSignal(serviceContextOf(app, request), request.body),
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.hideSignal),
    handler: (request) =>
      hideSignal(serviceContextOf(app, request), { ...request.params, reason: request.body.reason }),
  });

  app.route({
    ...describedRoute(app, signalsEndpoints.deleteSignal),
    handler: (request) =>
      deleteSignal(serviceContextOf(app, request), { target: request.params, query: request.query }),
  });
}
