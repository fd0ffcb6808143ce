import type { AuditLogPageRequest } from './get-audit-log';

/** The query keys of the Logs screen, in one place. */
export const logKeys = {
  all: ['logs'] as const,
  page: (request: AuditLogPageRequest) => [...logKeys.all, 'page', request] as const,
};
