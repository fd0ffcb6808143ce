import { cityListSchema, targetEntitiesEndpoints, type CitySearchQuery } from '@argus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Real cities whose name starts with the search (the server holds the list: ~49,000 cities would not fit a page). */
export function citiesQueryOptions(query: Partial<CitySearchQuery>) {
  return queryOptions({
    queryKey: ['target-entities', 'cities', query],
    queryFn: ({ signal }) => requestApi(targetEntitiesEndpoints.cities.path, { signal, query, parser: cityListSchema }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
