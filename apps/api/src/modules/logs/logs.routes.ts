import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AuditLogExportQuery,
  EXPORT_TRUNCATED_HEADER,
  logsEndpoints,
  MAX_AUDIT_LOG_EXPORT_ROWS,
} from '@argus/contract';
import { openAuditLogExport, readAuditLog } from './logs.service';
import { toAuditLogCsv } from './audit-log-csv';
import { describedRoute } from '../../lib/described-route';
import { serviceContextOf } from '../../lib/service-context';

/** The audit log, for admins. */
export async function logsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Authorisation runs on request, before validation, so that only admins learn how a query is checked.
  app.route({
    ...describedRoute(app, logsEndpoints.auditLog),
    handler: (request) => readAuditLog(serviceContextOf(app, request), request.query),
  });

  // Declared without the zod type provider: its reply is a stream of CSV text, which no response schema serialises.
  fastify.route<{ Querystring: AuditLogExportQuery }>({
    ...describedRoute(fastify, logsEndpoints.auditLogExport),
    handler: async (request, reply) => {
      const { truncated, entries } = await openAuditLogExport(serviceContextOf(fastify, request), {
        query: request.query,
      });
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="argus-logs-${day}.csv"`)
        .header('cache-control', 'no-store');
      if (truncated) reply.header(EXPORT_TRUNCATED_HEADER, String(MAX_AUDIT_LOG_EXPORT_ROWS));
      // A stream bypasses the response serializer: the CSV holds only the contract's fields.
      return reply.send(Readable.from(toAuditLogCsv(entries)));
    },
  });
}
