import { z } from 'zod';
import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from './audit-actions';
import { customerNameSchema, isoDateTimeSchema } from './common';
import { defineEndpoints } from './endpoint';

// Wire shapes of the audit log (admin only).

export const MAX_AUDIT_LOG_PAGE_SIZE = 500;
/** The CSV export holds at most this many entries, the newest that match (about 20 MB of CSV). */
export const MAX_AUDIT_LOG_EXPORT_ROWS = 100_000;
/** Set on a CSV export that left older matching entries out, to the number it holds. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

/** The filters of the log and of its CSV export. */
const auditLogFilterFields = {
  action: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  actor: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
  customer: customerNameSchema.optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: `must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
  targetId: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
};

/**
 * Filters combine with AND. `action` is one action's code, matched exactly, or a group ending with '.', matched as a
 * prefix ('signal.' finds every signal write; isAuditActionGroup). `actor` is a username in any letter case,
 * `targetType` and `targetId` match exactly (a user's entries all target its id, ADR 0127), the range is [from, to).
 * Paging is by keyset: pass the previous answer's `nextCursor` as `cursor` with the same filters.
 */
export const auditLogQuerySchema = z.strictObject({
  ...auditLogFilterFields,
  cursor: z.string().max(200, 'is not a cursor of this log').optional(),
  size: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_AUDIT_LOG_PAGE_SIZE, `must be at most ${MAX_AUDIT_LOG_PAGE_SIZE}`)
    .default(100),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The CSV export: the same filters, every matching entry newest first (up to MAX_AUDIT_LOG_EXPORT_ROWS). */
export const auditLogExportQuerySchema = z.strictObject(auditLogFilterFields);
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  customerName: z.string().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Derived from the action and its details (auditOutcomeOf): a failed login is a 'failure'. */
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/**
 * Newest first (at desc, id desc). No total: counting a large log on every page costs more than the page;
 * `nextCursor` is null on the last page.
 */
export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const errors = [400, 401, 403] as const;

export const logsEndpoints = defineEndpoints({
  auditLog: {
    method: 'GET',
    path: '/logs',
    operationId: 'readAuditLog',
    tag: 'logs',
    summary: 'The audit log, newest first, filtered and keyset-paged',
    access: 'admin',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    errors,
  },
  /** Streamed; the EXPORT_TRUNCATED_HEADER header says when older matching entries were left out. */
  auditLogExport: {
    method: 'GET',
    path: '/logs/export',
    operationId: 'exportAuditLog',
    tag: 'logs',
    summary: `The filtered audit log as CSV, newest first, at most ${MAX_AUDIT_LOG_EXPORT_ROWS.toLocaleString('en')} entries`,
    access: 'admin',
    description: `When older matching entries were left out, the ${EXPORT_TRUNCATED_HEADER} header holds the number of entries sent.`,
    query: auditLogExportQuerySchema,
    response: z.string().describe('CSV with a header row, one audit entry a line, newest first'),
    produces: 'text/csv',
    errors,
  },
});
