// Method and path only, no schemas: the login page imports these and must not pull a validation library with them.
// The descriptors (`authEndpoints`, auth.ts) spread them and add the schemas; every other caller uses those.
export const authEndpointPaths = {
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'GET', path: '/auth/refresh' },
  logout: { method: 'POST', path: '/auth/logout' },
} as const;
