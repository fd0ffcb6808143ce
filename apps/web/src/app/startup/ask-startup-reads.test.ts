import {
  publicConfigEndpoints,
  reviewsEndpoints,
  settingsEndpoints,
  signalsEndpoints,
  TOKEN_REFRESH_THRESHOLD_MS,
} from '@argus/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { configureApiClient, endpointUrl, forgetEarlyAnswers } from '../../lib/api-client';
import type { CurrentUser } from '../../lib/session';
import { askStartupReadsEarly, startupReadUrls } from './ask-startup-reads';

const analyst: CurrentUser = { username: 'ana lyst', userId: 'u-1', privilege: 1, createdAt: 0 };
const moderator: CurrentUser = { ...analyst, username: 'moderator', privilege: 2 };

function tokenExpiringIn(ms: number): string {
  const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: 'u-1', username: 'ana lyst', privilege: 1, exp: Math.floor((Date.now() + ms) / 1000) };
  return `${segment({ alg: 'HS256' })}.${segment(claims)}.signature`;
}

const signedInWith = (token: string | null) =>
  configureApiClient({ getToken: () => token, onUnauthorized: () => undefined });

afterEach(() => {
  forgetEarlyAnswers();
  signedInWith(null);
  vi.unstubAllGlobals();
});

describe('the start-up reads asked early', () => {
  it('are the URLs the start-up calls through the full descriptors, so that the API client takes their answers', () => {
    const common = [
      endpointUrl(signalsEndpoints.eventTypes, {}),
      endpointUrl(settingsEndpoints.userSettings, { params: { username: 'ana lyst' } }),
      endpointUrl(publicConfigEndpoints.get, {}),
      endpointUrl(reviewsEndpoints.listFavorites, { params: { username: 'ana lyst' } }),
      endpointUrl(reviewsEndpoints.listFeedback, { query: {} }),
    ];
    expect(startupReadUrls(analyst)).toEqual(common);
    expect(startupReadUrls({ ...moderator, username: 'ana lyst' })).toEqual([
      ...common,
      endpointUrl(signalsEndpoints.highlightTemplates, {}),
    ]);
    expect(startupReadUrls(analyst)).toContain('/api/settings/ana%20lyst');
  });

  it('leave at once with a token that needs no refresh', () => {
    const requests = stubFetch();
    signedInWith(tokenExpiringIn(TOKEN_REFRESH_THRESHOLD_MS + 3_600_000));
    askStartupReadsEarly(analyst);
    expect(requests.map(({ url }) => url)).toEqual(startupReadUrls(analyst));
  });

  it('wait when the start-up refreshes the token first, or there is none', () => {
    const requests = stubFetch();
    signedInWith(tokenExpiringIn(TOKEN_REFRESH_THRESHOLD_MS - 3_600_000));
    askStartupReadsEarly(analyst);
    signedInWith(null);
    askStartupReadsEarly(analyst);
    expect(requests).toEqual([]);
  });
});
