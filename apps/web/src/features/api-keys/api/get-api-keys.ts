import { apiKeysEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** The push API keys that are not revoked (never the keys themselves: their prefixes). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeyKeys.list(),
  queryFn: ({ signal }) => callEndpoint(apiKeysEndpoints.listApiKeys, { signal }),
  meta: { errorTitle: 'API Keys Error' },
});
