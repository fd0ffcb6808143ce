import { logsEndpoints, type AuditLogExportQuery } from '@argus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { logKeys } from './log-keys';

export type AuditLogPageRequest = AuditLogExportQuery & { cursor?: string; size: number };

/**
 * One page of the audit log, newest first, filtered by the server. No error alert here: a refused filter is shown
 * beside its field and any other failure in the table's place (the Logs view decides).
 */
export function auditLogPageQueryOptions(request: AuditLogPageRequest) {
  return queryOptions({
    queryKey: logKeys.page(request),
    queryFn: ({ signal }) => callEndpoint(logsEndpoints.auditLog, { query: request, signal }),
    // The previous page stays on screen (dimmed) while the next one loads, so the table never blinks empty.
    placeholderData: keepPreviousData,
    // The log only grows: a page is looked at, not kept; coming back reads it afresh.
    staleTime: 0,
  });
}
