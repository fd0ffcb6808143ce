import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { decodeCursor, encodeCursor } from './audit-log-cursor';
import { listAuditLogPage, type AuditLogFilter } from './logs.repository';

// PostgreSQL has no year 0 and JavaScript writes years past 9999 with a sign: clamp extreme but valid ISO bounds.
const EARLIEST = Date.parse('1900-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-01-01T00:00:00.000Z');

function parseBound(field: 'from' | 'to', iso: string | undefined) {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw badRequest(field, `${field}: must be an existing date`);
  return new Date(Math.min(Math.max(time, EARLIEST), LATEST));
}

function filterOf(query: AuditLogQuery): AuditLogFilter {
  const from = parseBound('from', query.from);
  const to = parseBound('to', query.to);
  if (from && to && to < from) throw badRequest('to', 'to: must not be before from');
  return { actionPrefix: query.action, actor: query.actor, customerName: query.customer, from, to };
}

function toDetails(details: unknown): AuditLogEntry['details'] {
  if (details === null || details === undefined) return null;
  return typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : { value: details };
}

/** The audit log, newest first, one keyset page at a time (admins only: the route decides). */
export async function readAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const filter = filterOf(query);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  // One row more than asked tells whether there is a next page without counting.
  const rows = await listAuditLogPage(db, filter, after, query.size + 1);
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorUserId: row.actorUserId,
      actorUsername: row.actorUsername,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      customerName: row.customerName,
      address: row.address,
      details: toDetails(row.details),
    })),
    nextCursor: rows.length > query.size && last ? encodeCursor({ atMicros: last.atMicros, id: last.id }) : null,
  };
}
