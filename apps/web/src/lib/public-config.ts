import { publicConfigEndpoints, publicConfigSchema, type PublicConfig } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from './api-client';

/**
 * The server's public settings (sister domain, monitoring-only folder tables, partner users), read at run time so
 * that the server holds the only copy (ADR 0020).
 */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return requestApi(publicConfigEndpoints.get.path, { signal, parser: publicConfigSchema });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Infinity,
});

/** What the app assumes when the configuration cannot be read: no overrides, no partner users. */
export const FALLBACK_PUBLIC_CONFIG: Omit<PublicConfig, 'sisterDomain'> = {
  monitoringOnlyFolderTables: [],
  partnerUsernames: [],
};
