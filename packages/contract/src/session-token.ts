// What the browser needs to sign in and keep a session. Written with zod/mini, whose schemas tree-shake,
// so that the login page does not carry the whole of zod (the server uses these same schemas).
import * as z from 'zod/mini';

const refuseNul = (value: string) => !value.includes('\u0000');

/** The same rules as `requiredText(64)` and the password limit, written in zod/mini. */
export const loginRequestSchema = z.strictObject({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(64, 'must be at most 64 characters'),
      z.refine(refuseNul, 'must not contain the NUL character'),
    ),
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(256, 'must be at most 256 characters')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

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
