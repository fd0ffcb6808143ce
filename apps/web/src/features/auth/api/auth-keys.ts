/**
 * The mutation keys of the auth feature, in one place (it reads nothing to cache: a session is the session store's).
 * No validation library here: the login page imports it.
 */
export const authKeys = {
  all: ['auth'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
};
