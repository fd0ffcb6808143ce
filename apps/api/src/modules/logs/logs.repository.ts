import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditLogFilter = {
  actionPrefix?: string;
  actor?: string;
  customerName?: string;
  from?: Date;
  to?: Date;
};

/** Where the previous page ended: `at` as whole microseconds since the epoch (exact, unlike a JavaScript Date). */
export type AuditLogCursor = { atMicros: string; id: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf(filter: AuditLogFilter, after: AuditLogCursor | null) {
  const conditions: (SQL | undefined)[] = [
    filter.actionPrefix === undefined ? undefined : like(auditLog.action, `${escapeLike(filter.actionPrefix)}%`),
    filter.actor === undefined ? undefined : sql`lower(${auditLog.actorUsername}) = lower(${filter.actor})`,
    filter.customerName === undefined ? undefined : eq(auditLog.customerName, filter.customerName),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
    after === null
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < ('epoch'::timestamptz + ${after.atMicros}::bigint * interval '1 microsecond', ${after.id}::bigint)`,
  ];
  return and(...conditions);
}

/**
 * One page, newest first, keyset-paged on (at, id). Reads mostly through audit_log_at_idx (at desc); the filters
 * are applied to what it walks, which suits an admin screen that pages from the newest entries.
 */
export function listAuditLogPage(db: Database, filter: AuditLogFilter, after: AuditLogCursor | null, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      atMicros: sql<string>`(extract(epoch from ${auditLog.at}) * 1000000)::bigint::text`,
      actorUserId: auditLog.actorUserId,
      actorUsername: auditLog.actorUsername,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      customerName: auditLog.customerName,
      address: auditLog.address,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(whereOf(filter, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
