import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbacksEndpoints, type FeedbackReportCsvQuery } from '@argus/contract';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';
import { openFeedbackReportCsv, readFeedbackReportPage, readFeedbackReportTotals } from './feedbacks.service';

/**
 * The Feedbacks report: moderators and admins read every customer's likes and dislikes. The role is
 * checked on request, before validation, so that an analyst learns nothing of how the filters are checked.
 */
export async function feedbacksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, feedbacksEndpoints.page),
    handler: (request) => readFeedbackReportPage(serviceContextOf(app, request), request.query),
  });

  app.route({
    ...describedRoute(app, feedbacksEndpoints.totals),
    handler: (request) => readFeedbackReportTotals(serviceContextOf(app, request), request.query),
  });

  // Declared without the zod type provider: its reply is a stream of CSV text, which no serializer touches.
  fastify.route<{ Querystring: FeedbackReportCsvQuery }>({
    ...describedRoute(fastify, feedbacksEndpoints.csv),
    handler: async (request, reply) => {
      const lines = await openFeedbackReportCsv(serviceContextOf(fastify, request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="argus-feedbacks-${day}.csv"`)
        .send(Readable.from(lines));
    },
  });
}
