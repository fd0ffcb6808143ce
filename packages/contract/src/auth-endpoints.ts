// Paths only, no schemas: the login page imports these and must not pull a validation library with them.
export const authEndpoints = {
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'GET', path: '/auth/refresh' },
  logout: { method: 'POST', path: '/auth/logout' },
  changePassword: { method: 'POST', path: '/auth/change-password' },
} as const;
