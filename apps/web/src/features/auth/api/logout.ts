import { authEndpointPaths, logoutResponseSchema } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

/**
 * Asks the server to revoke the presented token. By its path, like the login and the refresh, not
 * `callEndpoint(authEndpoints.logout)`: the session's own calls stay clear of the descriptors, whose module carries
 * zod (ADR 0117); the answer's schema is zod/mini's, which tree-shakes.
 */
export function postLogout(): Promise<{ loggedOut: true }> {
  return requestApi(authEndpointPaths.logout.path, {
    method: authEndpointPaths.logout.method,
    parser: logoutResponseSchema,
  });
}
