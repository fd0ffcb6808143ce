import { referenceListSchema, referenceListsEndpoints, type ReferenceListName } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Spec section 8: each list's alert title. */
const ERROR_TITLES: Record<ReferenceListName, string> = {
  databases: 'Databases Error',
  languages: 'Languages Error',
  'media-types': 'Media Types Error',
  'entity-types': 'Entity Types Error',
  ubermetrics: 'Ubermetrics Error',
  industries: 'Industries Error',
};

export function referenceListQueryOptions(list: ReferenceListName) {
  return queryOptions({
    queryKey: ['reference-lists', list],
    queryFn: ({ signal }) =>
      requestApi(referenceListsEndpoints.referenceList.path.replace(':list', list), {
        signal,
        parser: referenceListSchema,
      }),
    staleTime: Infinity,
    meta: { errorTitle: ERROR_TITLES[list] },
  });
}
