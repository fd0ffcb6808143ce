import type { CitySearchQuery } from '@argus/contract';
import type { TargetEntityPageQuery } from './get-target-entity-table';

/**
 * The query keys of the target entities feature, in one place: its reads build their keys here, and a write
 * invalidates or updates through the same functions, so that a renamed key cannot leave a stale list behind. The
 * folder's entities (the Map) are kept under the same root, so that an edit refreshes them too.
 */
export const targetEntityKeys = {
  all: ['target-entities'] as const,
  firstPage: () => [...targetEntityKeys.all, 'table', { page: 1 }] as const,
  page: (query: TargetEntityPageQuery) => [...targetEntityKeys.all, 'page', query] as const,
  detail: (id: string) => [...targetEntityKeys.all, 'detail', id] as const,
  cities: (query: Partial<CitySearchQuery>) => [...targetEntityKeys.all, 'cities', query] as const,
  folder: (customer: string) => [...targetEntityKeys.all, 'folder', customer] as const,
};
