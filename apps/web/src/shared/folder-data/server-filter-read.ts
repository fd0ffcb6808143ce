import type { FilterSort } from '@argus/contract';
import type { DayRange } from '@argus/filtering';
import { serverFilterScope, type FilterPage, type ServerFilterQuery } from './use-server-filter';

/** A query string as `callEndpoint` sends it: each key once, the values of a repeated key as a list. */
export type FilterQueryValues = Record<string, string | string[]>;

/** The criteria's search parameters as `callEndpoint` takes them, in the same order: the same query string. */
export function queryValuesOf(params: URLSearchParams): FilterQueryValues {
  const query: FilterQueryValues = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

type FilterReadSpec<Criteria extends DayRange, Page extends FilterPage, Item> = {
  kind: 'signals' | 'mentions';
  /** One page of the endpoint (`callEndpoint`): the folder is its path's `customer`, the criteria and page its query. */
  readPage: (customer: string, query: FilterQueryValues, signal?: AbortSignal) => Promise<Page>;
  /** The screen's own URL encoding of the criteria (ADR 0030), which the server reads (ADR 0031). */
  toSearchParams: (criteria: Criteria) => URLSearchParams;
  defaults: () => Criteria;
  itemsOf: (page: Page) => Item[];
  /** Makes the page's items what the screen holds of a loaded item (e.g. names in start case). */
  adapt?: (page: Page) => Page;
  errorTitle: string;
};

/**
 * A server filter read of Signals or Mentions (ADR 0031): the screen's list page by page (`query`, for
 * `useServerFilter`) and a folder's size over some days (`count`, ADR 0033).
 */
export function createFilterRead<Criteria extends DayRange, Page extends FilterPage, Item>(
  spec: FilterReadSpec<Criteria, Page, Item>,
) {
  // The days are always written: left out, they would mean the server's month, whose "today" is the server's clock.
  // The order only when it is not newest first (ADR 0137): a newest-first read asks what it asked before.
  const criteriaQuery = (criteria: Criteria, sort: FilterSort = 'newest') => {
    const query = spec.toSearchParams(criteria);
    query.set('from', criteria.dateBegin);
    query.set('to', criteria.dateEnd);
    if (sort !== 'newest') query.set('sort', sort);
    return query;
  };
  const getPage = async (
    customer: string,
    criteria: Criteria,
    page: { cursor?: string; limit: number; sort?: FilterSort },
    signal?: AbortSignal,
  ): Promise<Page> => {
    const query = criteriaQuery(criteria, page.sort);
    query.set('limit', String(page.limit));
    if (page.cursor !== undefined) query.set('cursor', page.cursor);
    const answer = await spec.readPage(customer, queryValuesOf(query), signal);
    return spec.adapt ? spec.adapt(answer) : answer;
  };
  return {
    query: (customer: string, criteria: Criteria, sort: FilterSort = 'newest'): ServerFilterQuery<Page, Item> => ({
      scope: serverFilterScope(spec.kind, customer),
      criteria: criteriaQuery(criteria, sort).toString(),
      fetchPage: (page, signal) => getPage(customer, criteria, { ...page, sort }, signal),
      itemsOf: spec.itemsOf,
      errorTitle: spec.errorTitle,
    }),
    /** How many items the folder has in these days, whatever their review: may the browser hold them? */
    count: async (customer: string, days: DayRange): Promise<number> => {
      const criteria = { ...spec.defaults(), ...days, hideDisliked: false };
      return (await getPage(customer, criteria, { limit: 1 })).total;
    },
  };
}
