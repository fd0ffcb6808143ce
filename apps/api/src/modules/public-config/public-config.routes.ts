import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigEndpoints, type PublicConfig } from '@argus/contract';
import { bearerTokenOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { userOfToken } from '../auth/token-holder.service';

/**
 * Settings the web app needs before sign-in (ADR 0020): the sister domain, for anybody. The monitoring-only folder
 * tables and the partner users are the signed-in app's, and name folders and users: a caller without a valid token
 * gets them empty (found by the role drill: they were everyone's).
 */
export async function publicConfigRoutes(fastify: FastifyInstance, options: PublicConfig) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...describedRoute(app, publicConfigEndpoints.get),
    handler: async (request) => {
      const tokenText = bearerTokenOf(request);
      const signedIn = tokenText !== undefined && typeof (await userOfToken(app, tokenText)) !== 'string';
      return {
        sisterDomain: options.sisterDomain,
        monitoringOnlyFolderTables: signedIn ? options.monitoringOnlyFolderTables : [],
        partnerUsernames: signedIn ? options.partnerUsernames : [],
      };
    },
  });
}
