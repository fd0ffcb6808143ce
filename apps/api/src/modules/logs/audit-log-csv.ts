import { AUDIT_OUTCOME_LABELS, auditActionLabel, type AuditLogEntry } from '@argus/contract';
import { toCsvLine } from '@argus/contract';

/** The columns of the Logs screen, then what it shows only in an entry's details: the codes and the details JSON. */
const COLUMNS: readonly { header: string; value: (entry: AuditLogEntry) => string | null }[] = [
  { header: 'Time (UTC)', value: (entry) => entry.at },
  { header: 'User', value: (entry) => entry.actorUsername },
  { header: 'Action', value: (entry) => auditActionLabel(entry.action) },
  { header: 'Outcome', value: (entry) => AUDIT_OUTCOME_LABELS[entry.outcome] },
  { header: 'Target type', value: (entry) => entry.targetType },
  { header: 'Target', value: (entry) => entry.targetId },
  { header: 'Customer', value: (entry) => entry.customerName },
  { header: 'Address', value: (entry) => entry.address },
  { header: 'Action code', value: (entry) => entry.action },
  { header: 'User id', value: (entry) => entry.actorUserId },
  { header: 'Entry id', value: (entry) => String(entry.id) },
  { header: 'Details', value: (entry) => (entry.details === null ? null : JSON.stringify(entry.details)) },
];

/** The export as CSV text, a header line first, one chunk of lines per chunk of entries. */
export async function* toAuditLogCsv(chunks: AsyncIterable<AuditLogEntry[]>): AsyncGenerator<string> {
  yield toCsvLine(COLUMNS.map((column) => column.header));
  for await (const entries of chunks) {
    yield entries.map((entry) => toCsvLine(COLUMNS.map((column) => column.value(entry)))).join('');
  }
}
