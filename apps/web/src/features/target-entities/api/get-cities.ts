import { targetEntitiesEndpoints, type CitySearchQuery } from '@argus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { targetEntityKeys } from './target-entity-keys';

/** Real cities whose name starts with the search (the server holds the list: ~49,000 cities would not fit a page). */
export function citiesQueryOptions(query: Partial<CitySearchQuery>) {
  return queryOptions({
    queryKey: targetEntityKeys.cities(query),
    queryFn: ({ signal }) => callEndpoint(targetEntitiesEndpoints.cities, { query, signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
