import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  type AuditLogExportQuery,
  EXPORT_TRUNCATED_HEADER,
  logsEndpoints,
  MAX_AUDIT_LOG_EXPORT_ROWS,
} from '@argus/contract';
import { z } from 'zod';
import { openAuditLogExport, readAuditLog } from './logs.service';
import { toAuditLogCsv } from './audit-log-csv';
import { errorResponses } from '../../lib/error-responses';

/** The audit log, for admins. */
export async function logsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    logsEndpoints.auditLog.path,
    {
      // Authorisation runs on request, before validation, so that only admins learn how a query is checked.
      onRequest: app.requireAdmin,
      schema: {
        tags: ['logs'],
        summary: 'The audit log, newest first, filtered and keyset-paged',
        security: [{ bearerAuth: [] }],
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) => readAuditLog(app.db, request.query),
  );

  // Declared without the zod type provider: its reply is a stream of CSV text, which no response schema serialises.
  app.get<{ Querystring: AuditLogExportQuery }>(
    logsEndpoints.auditLogExport.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['logs'],
        summary: `The filtered audit log as CSV, newest first, at most ${MAX_AUDIT_LOG_EXPORT_ROWS.toLocaleString('en')} entries`,
        description: `When older matching entries were left out, the ${EXPORT_TRUNCATED_HEADER} header holds the number of entries sent.`,
        security: [{ bearerAuth: [] }],
        querystring: auditLogExportQuerySchema,
        response: {
          200: z.string().describe('text/csv'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { truncated, entries } = await openAuditLogExport(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="argus-logs-${day}.csv"`)
        .header('cache-control', 'no-store');
      if (truncated) reply.header(EXPORT_TRUNCATED_HEADER, String(MAX_AUDIT_LOG_EXPORT_ROWS));
      // A stream bypasses the response serializer: the CSV holds only the contract's fields.
      return reply.send(Readable.from(toAuditLogCsv(entries)));
    },
  );
}
