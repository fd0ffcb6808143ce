import { endpointPath, isModerator, publicConfigEndpointPaths, startupReadPaths } from '@argus/contract';
import { askEarly, currentToken } from '../../lib/api-client';
import { decodeTokenPayload, shouldRefreshToken, type CurrentUser } from '../../lib/session';

/**
 * The reads of spec section 4's steps 2 and 3 that `runStartup` makes before any folder loads (event types, settings
 * with the public configuration, bookmarks, feedback; staff's highlight templates), by the URLs the API client asks.
 */
export function startupReadUrls(user: CurrentUser): string[] {
  const urls = [
    endpointPath(startupReadPaths.eventTypes),
    endpointPath(startupReadPaths.userSettings, { username: user.username }),
    publicConfigEndpointPaths.get.path,
    endpointPath(startupReadPaths.listFavorites, { username: user.username }),
    endpointPath(startupReadPaths.listFeedback),
  ];
  if (isModerator(user.privilege)) urls.push(endpointPath(startupReadPaths.highlightTemplates));
  return urls;
}

/**
 * Sends the start-up's reads now (ADR 0150): from the first script for a stored session, before the first screens'
 * code has loaded, and with the login answer, before React renders the signed-in frame. Not when the start-up will
 * refresh the token first: its reads then carry the new token.
 */
export function askStartupReadsEarly(user: CurrentUser): void {
  const token = currentToken();
  if (!token || shouldRefreshToken(decodeTokenPayload(token), Date.now())) return;
  askEarly(startupReadUrls(user));
}
