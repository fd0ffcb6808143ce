// Method and path only, no schema: the login page reads the configuration, and a module apart keeps the schema, and
// zod with it, out of the login page's first script (bench web-bundle, budget-login-route-js). The descriptor
// (`publicConfigEndpoints`, public-config.ts) spreads it and adds the schema.
export const publicConfigEndpointPaths = {
  get: { method: 'GET', path: '/api/public-config' },
} as const;
