import { authEndpoints, logoutResponseSchema } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

/** Asks the server to revoke the presented token. */
export function postLogout(): Promise<{ loggedOut: true }> {
  return requestApi(authEndpoints.logout.path, { method: 'POST', parser: logoutResponseSchema });
}
