import { z } from 'zod';
import { customerNameSchema, isoDateTimeSchema } from './common';

// Wire shapes of the audit log (admin only).

export const MAX_AUDIT_LOG_PAGE_SIZE = 500;

/**
 * Filters combine with AND. `action` matches as a prefix ('signal.' finds every signal write), `actor` is a
 * username in any letter case, the range is [from, to). Paging is by keyset: pass the previous answer's
 * `nextCursor` as `cursor` with the same filters.
 */
export const auditLogQuerySchema = z.strictObject({
  action: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  actor: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
  customer: customerNameSchema.optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  cursor: z.string().max(200, 'is not a cursor of this log').optional(),
  size: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_AUDIT_LOG_PAGE_SIZE, `must be at most ${MAX_AUDIT_LOG_PAGE_SIZE}`)
    .default(100),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

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

export const logsEndpoints = {
  auditLog: { method: 'GET', path: '/logs' },
} as const;
