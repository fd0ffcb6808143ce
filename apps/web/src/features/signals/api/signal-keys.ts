import type { QueryKey } from '@tanstack/react-query';

/**
 * The query keys of the signals feature, in one place: its reads build their keys here, and a write invalidates or
 * updates through the same functions, so that a renamed key cannot leave a stale list behind.
 */
export const signalKeys = {
  all: ['signals'] as const,
  eventTypes: () => [...signalKeys.all, 'event-types'] as const,
  highlightTemplates: () => [...signalKeys.all, 'highlight-templates'] as const,
  categories: () => [...signalKeys.all, 'categories'] as const,
  documentsCount: (customer: string, firstDay: string) =>
    [...signalKeys.all, 'documents-count', customer, firstDay] as const,
  dayDuplicates: (customer: string, day: string) => [...signalKeys.all, 'day-duplicates', customer, day] as const,
  /**
   * The Overview's figures of a folder computed by the server, for the criteria's query string: under the folder's
   * server filter scope (`serverFilterScope('signals', customer)`), not `all`, so that `refreshServerFilters` of the
   * folder (a review, a live change) asks again.
   */
  overview: (folderScope: QueryKey, criteriaQuery: string) => [...folderScope, 'overview', criteriaQuery] as const,
};
