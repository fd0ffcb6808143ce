// zod/mini: the web app reads this before sign-in, on the login page, which must stay light (ADR 0012).
import * as z from 'zod/mini';
import { defineEndpoints } from './endpoint';
import { publicConfigEndpointPaths } from './public-config-endpoints';

/**
 * What the web app must know before anyone signs in, read at run time so that the server's configuration is
 * the only copy (ADR 0020): the sister product's domain, whose pages may embed Argus and log it in.
 */
export const publicConfigSchema = z.object({
  /** A host name without scheme or port, e.g. `sister-domain.example`; its subdomains are allowed as well. */
  sisterDomain: z.string(),
  /** Folder tables shown as monitoring only, whatever their features say (spec section 6's client-side override). */
  monitoringOnlyFolderTables: z.array(z.string()),
  /** Users who see the partner logo and theme (spec section 2: special logos and a theme for certain users). */
  partnerUsernames: z.array(z.string()),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The login page calls it by its path alone (public-config-endpoints.ts), with a parser written by hand. */
export const publicConfigEndpoints = defineEndpoints({
  get: {
    ...publicConfigEndpointPaths.get,
    operationId: 'readPublicConfig',
    tag: 'public-config',
    summary:
      'Configuration the web app reads: the sister domain that may embed it; with a token, also the monitoring-only folder tables and partner users',
    // No token needed; a valid one adds the signed-in app's lists (the route reads it itself).
    access: 'public',
    response: publicConfigSchema,
    errors: [],
  },
});

// Its endpoint lives in public-config-endpoints.ts: the login page imports the path alone, and a module apart keeps
// this schema, and zod with it, out of the login page's first script (bench web-bundle, budget-login-route-js).
