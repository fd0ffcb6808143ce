import { referenceListsEndpoints, type ReferenceListName } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { referenceListKeys } from './reference-list-keys';

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
    queryKey: referenceListKeys.list(list),
    queryFn: ({ signal }) => callEndpoint(referenceListsEndpoints.referenceList, { params: { list }, signal }),
    staleTime: Infinity,
    meta: { errorTitle: ERROR_TITLES[list] },
  });
}
