import type { ReportFilters } from '../lib/report-params';

/**
 * The query keys of the Feedbacks report, in one place. Under 'feedback', so that a screen that refreshes feedback
 * can refresh the report with it.
 */
export const feedbackReportKeys = {
  all: ['feedback', 'report'] as const,
  page: (query: ReportFilters & { sort: string; page: number; size: number }) =>
    [...feedbackReportKeys.all, 'page', query] as const,
  totals: (filters: ReportFilters) => [...feedbackReportKeys.all, 'totals', filters] as const,
};
