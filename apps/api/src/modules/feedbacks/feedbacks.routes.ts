import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackReportCsvQuerySchema,
  feedbackReportFilterSchema,
  feedbackReportPageQuerySchema,
  feedbackReportPageSchema,
  feedbackReportTotalsSchema,
  feedbacksEndpoints,
  type FeedbackReportCsvQuery,
} from '@argus/contract';
import { errorResponses } from '../../lib/error-responses';
import { openFeedbackReportCsv, readFeedbackReportPage, readFeedbackReportTotals } from './feedbacks.service';

const reportTags = { tags: ['feedbacks'], security: [{ bearerAuth: [] }] };
const reportErrors = errorResponses(400, 401, 403);

/**
 * The Feedbacks report (issue 13): moderators and admins read every customer's likes and dislikes. The role is
 * checked on request, before validation, so that an analyst learns nothing of how the filters are checked.
 */
export async function feedbacksRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    feedbacksEndpoints.page.path,
    {
      onRequest: app.requireModerator,
      schema: {
        ...reportTags,
        summary: 'One page of the filtered feedback, sorted, with how many rows match in all',
        querystring: feedbackReportPageQuerySchema,
        response: { 200: feedbackReportPageSchema, ...reportErrors },
      },
    },
    (request) => readFeedbackReportPage(app.db, request.query),
  );

  routes.get(
    feedbacksEndpoints.totals.path,
    {
      onRequest: app.requireModerator,
      schema: {
        ...reportTags,
        summary: 'Likes, dislikes and precision of the filtered feedback per customer, event type and user',
        querystring: feedbackReportFilterSchema,
        response: { 200: feedbackReportTotalsSchema, ...reportErrors },
      },
    },
    (request) => readFeedbackReportTotals(app.db, request.query),
  );

  // Declared without the zod type provider: its reply is a stream of CSV text, which no serializer touches.
  app.get<{ Querystring: FeedbackReportCsvQuery }>(
    feedbacksEndpoints.csv.path,
    {
      onRequest: app.requireModerator,
      schema: {
        ...reportTags,
        summary: 'Every filtered row as a CSV file (text/csv), in the chosen order',
        querystring: feedbackReportCsvQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...reportErrors },
      },
    },
    async (request, reply) => {
      const lines = await openFeedbackReportCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="argus-feedbacks-${day}.csv"`)
        .send(Readable.from(lines));
    },
  );
}
