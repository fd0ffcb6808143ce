import { isAuditActionGroup } from '@argus/contract';
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditLogFilter = {
  /** A full action code (matched exactly) or a group ending with '.' (matched as a prefix). */
  action?: string;
  actor?: string;
  customerName?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
};

/** Where the previous page ended: `at` as whole microseconds since the epoch (exact, unlike a JavaScript Date). */
export type AuditLogCursor = { atMicros: string; id: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function actionCondition(action: string | undefined) {
  if (action === undefined) return undefined;
  return isAuditActionGroup(action) ? like(auditLog.action, `${escapeLike(action)}%`) : eq(auditLog.action, action);
}

function whereOf(filter: AuditLogFilter, after: AuditLogCursor | null) {
  const conditions: (SQL | undefined)[] = [
    actionCondition(filter.action),
    filter.actor === undefined ? undefined : sql`lower(${auditLog.actorUsername}) = lower(${filter.actor})`,
    filter.customerName === undefined ? undefined : eq(auditLog.customerName, filter.customerName),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
    after === null
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < ('epoch'::timestamptz + ${after.atMicros}::bigint * interval '1 microsecond', ${after.id}::bigint)`,
  ];
  return and(...conditions);
}

/**
 * One page, newest first, keyset-paged on (at, id). Each filter has an index that keeps this order (at desc, id desc
 * after the filtered column: actor, action (or its group's prefix), customer, target type, target id; the range alone reads
 * audit_log_at_idx), so a page reads about as many index entries as it answers (bench/logs.bench.ts checks the plans).
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

/**
 * Whether more than `count` entries match: the export reads up to that many and says when it left some out. Reads
 * the filter's index up to one entry past `count`, never the whole match.
 */
export async function hasMoreAuditEntriesThan(db: Database, filter: AuditLogFilter, count: number) {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(whereOf(filter, null))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(count)
    .limit(1);
  return rows.length > 0;
}
