/** The server's public settings (public-config.ts); apart from the schema, which the login page must not load. */
export const publicConfigEndpoints = {
  get: { method: 'GET', path: '/api/public-config' },
} as const;
