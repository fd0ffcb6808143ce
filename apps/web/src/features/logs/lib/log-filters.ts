import type { AuditLogExportQuery } from '@argus/contract';

/**
 * The Logs screen's filters as the URL holds them (bookmarkable, shareable): `user`, `action` (a code or a group's
 * prefix), `targetType`, `targetId`, and whole days `from` and `to` (YYYY-MM-DD, both included, in the viewer's time
 * zone). An empty field is left out of the URL.
 */
export type LogFilters = {
  user: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};

export const LOG_FILTER_KEYS = ['user', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
/** Where the page starts (the previous page's `nextCursor`); absent on the newest page. */
export const CURSOR_PARAM = 'cursor';

export function logFiltersFromSearchParams(params: URLSearchParams): LogFilters {
  const read = (key: keyof LogFilters) => params.get(key)?.trim() ?? '';
  return {
    user: read('user'),
    action: read('action'),
    targetType: read('targetType'),
    targetId: read('targetId'),
    from: read('from'),
    to: read('to'),
  };
}

/** The filters written into `params` (the others, such as the cursor, are the caller's to keep or drop). */
export function writeLogFilters(params: URLSearchParams, filters: LogFilters): URLSearchParams {
  for (const key of LOG_FILTER_KEYS) {
    if (filters[key]) params.set(key, filters[key]);
    else params.delete(key);
  }
  return params;
}

export const hasLogFilters = (filters: LogFilters) => LOG_FILTER_KEYS.some((key) => filters[key] !== '');

/** A calendar day that exists, as YYYY-MM-DD, or null. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? { year, month, day }
    : null;
}

/**
 * A day's start in the viewer's time zone as an ISO instant; `after` gives the next day's start (the range's end is
 * exclusive on the server). A text that is no day goes to the server as it is, which answers 400 naming the field,
 * shown beside the date range.
 */
function dayBound(text: string, after: boolean): string | undefined {
  if (!text) return undefined;
  const day = parseDay(text);
  if (!day) return text;
  return new Date(day.year, day.month - 1, day.day + (after ? 1 : 0)).toISOString();
}

/** The filters as the API's query (GET /logs and its CSV export). */
export function toAuditLogQuery(filters: LogFilters): AuditLogExportQuery {
  const query: AuditLogExportQuery = {
    actor: filters.user || undefined,
    action: filters.action || undefined,
    targetType: (filters.targetType || undefined) as AuditLogExportQuery['targetType'],
    targetId: filters.targetId || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditLogExportQuery;
}

/** Which filter field an API refusal names ('actor' is the User field, the range's two ends are one picker). */
export function filterFieldOf(apiField: string): keyof LogFilters | 'cursor' | undefined {
  switch (apiField) {
    case 'actor':
      return 'user';
    case 'action':
    case 'targetType':
    case 'targetId':
    case 'cursor':
      return apiField;
    case 'from':
    case 'to':
      return 'from';
    default:
      return undefined;
  }
}
