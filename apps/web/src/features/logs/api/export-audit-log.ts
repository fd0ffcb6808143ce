import { EXPORT_TRUNCATED_HEADER, logsEndpoints, type AuditLogExportQuery } from '@argus/contract';
import { downloadCsv } from '../../../shared/item-stream/download-csv';
import { callEndpointFile } from '../../../lib/api-client';

/**
 * Saves the filtered log as CSV, written by the server (every matching entry, not only the page on screen) and
 * fetched with the bearer header. Answers how many entries the file holds when the server left older ones out.
 */
export async function exportAuditLog(query: AuditLogExportQuery): Promise<{ truncatedAt: number | null }> {
  const { blob, headers } = await callEndpointFile(logsEndpoints.auditLogExport, { query });
  downloadCsv(blob, 'logs');
  const truncated = Number(headers.get(EXPORT_TRUNCATED_HEADER));
  return { truncatedAt: Number.isFinite(truncated) && truncated > 0 ? truncated : null };
}
