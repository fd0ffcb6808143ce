import { z } from 'zod';
import { authEndpointPaths } from './auth-endpoints';
import { defineEndpoints } from './endpoint';
import { accessTokenResponseSchema, loginRequestSchema, logoutResponseSchema } from './session-token';

export const usernameSchema = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits, dot, underscore, @ and hyphen');

export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

/** The signed-in user changes their own password; the answer is a fresh token, every older one is revoked. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(256, 'must be at most 256 characters'),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The session's endpoints. The login page calls log in, refresh and log out by their paths alone (auth-endpoints.ts)
 * with parsers written by hand, so that zod stays out of its script; everything else calls these.
 */
export const authEndpoints = defineEndpoints({
  login: {
    ...authEndpointPaths.login,
    operationId: 'logIn',
    tag: 'auth',
    summary: 'Log in with username and password',
    access: 'public',
    body: loginRequestSchema,
    response: accessTokenResponseSchema,
    errors: [400, 401, 403, 429],
  },
  refresh: {
    ...authEndpointPaths.refresh,
    operationId: 'refreshToken',
    tag: 'auth',
    summary: 'Exchange a valid token for a fresh one; the presented one is revoked',
    access: 'user',
    response: accessTokenResponseSchema,
    errors: [401],
  },
  logout: {
    ...authEndpointPaths.logout,
    operationId: 'logOut',
    tag: 'auth',
    summary: 'Revoke the presented token',
    access: 'user',
    response: logoutResponseSchema,
    errors: [401],
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    operationId: 'changeOwnPassword',
    tag: 'auth',
    summary: 'Change your own password; revokes every older token and answers a fresh one',
    access: 'user',
    body: changePasswordRequestSchema,
    response: accessTokenResponseSchema,
    errors: [400, 401, 429],
  },
});
