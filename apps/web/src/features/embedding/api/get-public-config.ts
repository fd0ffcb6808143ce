import { publicConfigEndpoints, publicConfigSchema, type PublicConfig } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

/** The server's public settings (the sister domain), read at run time so that the server holds the only copy. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return requestApi(publicConfigEndpoints.get.path, { signal, parser: publicConfigSchema });
}
