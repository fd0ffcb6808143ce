import { publicConfigEndpointPaths, type PublicConfig } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi, type ResponseParser } from '../../lib/api-client';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The contract's `publicConfigSchema`, checked by hand: the login page reads the configuration, and its JavaScript
 * budget (150 KB gzipped, bench web-bundle) has no room for zod. `public-config.test.ts` holds the two to the same
 * cases.
 */
export const publicConfigParser: ResponseParser<PublicConfig> = {
  parse(body) {
    const { sisterDomain, monitoringOnlyFolderTables, partnerUsernames } =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (
      typeof sisterDomain !== 'string' ||
      !isStringList(monitoringOnlyFolderTables) ||
      !isStringList(partnerUsernames)
    ) {
      throw new Error('The server answered with a configuration this app cannot read.');
    }
    return { sisterDomain, monitoringOnlyFolderTables, partnerUsernames };
  },
};

/**
 * The server's settings for the web app (sister domain; for a signed-in caller also the monitoring-only folder tables
 * and the partner users), read at run time so that the server holds the only copy (ADR 0020). By its path and the
 * parser above, not `callEndpoint(publicConfigEndpoints.get)`: the descriptor's module would bring zod to the login
 * page (ADR 0117).
 */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return requestApi(publicConfigEndpointPaths.get.path, {
    method: publicConfigEndpointPaths.get.method,
    signal,
    parser: publicConfigParser,
  });
}

/** The settings as the signed-in app reads them, once per page: the start-up fetches them with its token. */
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
