import type { AccessTokenResponse } from '@argus/contract';

/**
 * `accessTokenResponseSchema`, checked by hand: the login page cannot afford a validation library (ADR 0012's
 * 150 KB budget). The token's claims are checked when the session accepts it.
 */
export const accessTokenParser = {
  parse(body: unknown): AccessTokenResponse {
    const token =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).access_token : undefined;
    if (typeof token !== 'string') throw new Error('The server answered without an access token.');
    return { access_token: token };
  },
};
