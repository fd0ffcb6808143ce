import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@argus/contract';
import { readAuditLog } from './logs.service';
import { errorResponses } from '../../lib/error-responses';

/** The audit log, for admins. */
export async function logsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/logs',
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
}
