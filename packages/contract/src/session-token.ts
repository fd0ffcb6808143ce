// What the browser needs to sign in and keep a session. Written with zod/mini, whose schemas tree-shake,
// so that the login page does not carry the whole of zod (the server uses these same schemas).
import * as z from 'zod/mini';

export const authEndpoints = {
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'GET', path: '/auth/refresh' },
  logout: { method: 'POST', path: '/auth/logout' },
} as const;

export const accessTokenResponseSchema = z.object({ access_token: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** The claims of an access token (spec section 3: the current user comes from sub, username, privilege). */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  username: z.string(),
  privilege: z.int(),
  iat: z.optional(z.int()),
  exp: z.optional(z.int()),
  jti: z.optional(z.string()),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
