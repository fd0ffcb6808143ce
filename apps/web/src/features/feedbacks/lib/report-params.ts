import { FEEDBACK_REPORT_SORTS, type FeedbackReportSort } from '@argus/contract';
import type { SortingState } from '../../../components/data-table/data-table-features';

// The Feedbacks screen's state in its URL (shareable, survives a reload): the filters, the sort and the page, under
// the names the report calls take. Values travel as written, so that a bad one in a link reaches the server and its
// 400 shows beside the field it names instead of being dropped without a word.

export const FILTER_KEYS = ['from', 'to', 'customer', 'user', 'eventType', 'kind', 'feedback'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

export const DEFAULT_SORT: FeedbackReportSort = '-createdAt';

export type ReportParams = {
  filters: ReportFilters;
  /** As written in the URL: the server checks it. */
  sort: string;
  page: number;
};

/** The report's state from the URL's search parameters; unknown parameters are left out. */
export function readReportParams(search: URLSearchParams): ReportParams {
  const filters: ReportFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const page = Number(search.get('page') ?? '1');
  return {
    filters,
    sort: search.get('sort') || DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's search parameters of a state: only what differs from the defaults (no sort, page 1). */
export function writeReportParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.filters[key];
    if (value) search.set(key, value);
  }
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The table's sorting as the report's `sort` ("user", "-createdAt" …); the default when the server has none such. */
export function toReportSort(sorting: SortingState): FeedbackReportSort {
  const [first] = sorting;
  if (!first) return DEFAULT_SORT;
  const sort = `${first.desc ? '-' : ''}${first.id}`;
  return (FEEDBACK_REPORT_SORTS as readonly string[]).includes(sort) ? (sort as FeedbackReportSort) : DEFAULT_SORT;
}

/** The table's sorting of a `sort` parameter (one the server does not know shows as the default). */
export function toTableSorting(sort: string): SortingState {
  const known = (FEEDBACK_REPORT_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT;
  return [{ id: known.replace(/^-/, ''), desc: known.startsWith('-') }];
}

/** The query the report calls take: the filters, and for the page its sort, page and size. */
export function toPageQuery(params: ReportParams, size: number) {
  return { ...params.filters, sort: params.sort, page: params.page, size };
}
