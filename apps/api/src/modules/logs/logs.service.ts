import {
  auditOutcomeOf,
  MAX_AUDIT_LOG_EXPORT_ROWS,
  type AuditLogEntry,
  type AuditLogExportQuery,
  type AuditLogPage,
  type AuditLogQuery,
} from '@argus/contract';
import { badRequest } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from './audit-log-cursor';
import { hasMoreAuditEntriesThan, listAuditLogPage, type AuditLogCursor, type AuditLogFilter } from './logs.repository';

// PostgreSQL has no year 0 and JavaScript writes years past 9999 with a sign: clamp extreme but valid ISO bounds.
const EARLIEST = Date.parse('1900-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-01-01T00:00:00.000Z');
/** Rows per query of the export: large enough that 100,000 rows take 50 index walks, small enough to stream. */
const EXPORT_CHUNK_SIZE = 2000;

/** The log is read whole by admins: its reads need only the database (the route checked the role). */
type LogContext = Pick<ServiceContext, 'db'>;

function parseBound(field: 'from' | 'to', iso: string | undefined) {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw badRequest(field, `${field}: must be an existing date`);
  return new Date(Math.min(Math.max(time, EARLIEST), LATEST));
}

function filterOf(query: AuditLogExportQuery): AuditLogFilter {
  const from = parseBound('from', query.from);
  const to = parseBound('to', query.to);
  if (from && to && to < from) throw badRequest('to', 'to: must not be before from');
  return {
    action: query.action,
    actor: query.actor,
    customerName: query.customer,
    targetType: query.targetType,
    targetId: query.targetId,
    from,
    to,
  };
}

function toDetails(details: unknown): AuditLogEntry['details'] {
  if (details === null || details === undefined) return null;
  return typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : { value: details };
}

type AuditLogRow = Awaited<ReturnType<typeof listAuditLogPage>>[number];

function toAuditEntryWire(row: AuditLogRow): AuditLogEntry {
  const details = toDetails(row.details);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorUsername: row.actorUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    customerName: row.customerName,
    address: row.address,
    details,
    outcome: auditOutcomeOf(row.action, details),
  };
}

/** The audit log, newest first, one keyset page at a time (admins only: the route decides). */
export async function readAuditLog({ db }: LogContext, query: AuditLogQuery): Promise<AuditLogPage> {
  const filter = filterOf(query);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  // One row more than asked tells whether there is a next page without counting.
  const rows = await listAuditLogPage(db, filter, after, query.size + 1);
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditEntryWire),
    nextCursor: rows.length > query.size && last ? encodeCursor({ atMicros: last.atMicros, id: last.id }) : null,
  };
}

/**
 * The export of the filtered log: whether it leaves older entries out (checked before the first byte, so that the
 * answer can say so in a header), and its entries newest first, read in keyset chunks so that a large export never
 * sits in memory whole. Bad filters throw here, before the answer starts.
 */
export async function openAuditLogExport(
  { db }: LogContext,
  { query, limit = MAX_AUDIT_LOG_EXPORT_ROWS }: { query: AuditLogExportQuery; limit?: number },
) {
  const filter = filterOf(query);
  const truncated = await hasMoreAuditEntriesThan(db, filter, limit);
  async function* entries(): AsyncGenerator<AuditLogEntry[]> {
    let after: AuditLogCursor | null = null;
    let left = limit;
    while (left > 0) {
      const rows = await listAuditLogPage(db, filter, after, Math.min(EXPORT_CHUNK_SIZE, left));
      if (rows.length > 0) yield rows.map(toAuditEntryWire);
      const last = rows.at(-1);
      if (!last || rows.length < Math.min(EXPORT_CHUNK_SIZE, left)) return;
      left -= rows.length;
      after = { atMicros: last.atMicros, id: last.id };
    }
  }
  return { truncated, entries: entries() };
}
