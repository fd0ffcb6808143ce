import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigEndpoints, publicConfigSchema, type PublicConfig } from '@argus/contract';

/** Settings the web app needs before sign-in; nothing here is a secret (ADR 0020). */
export async function publicConfigRoutes(app: FastifyInstance, options: PublicConfig) {
  app.withTypeProvider<ZodTypeProvider>().get(
    publicConfigEndpoints.get.path,
    {
      schema: {
        tags: ['public-config'],
        summary: 'Configuration the web app reads before sign-in (the sister domain that may embed it)',
        response: { 200: publicConfigSchema },
      },
    },
    () => ({
      sisterDomain: options.sisterDomain,
      monitoringOnlyFolderTables: options.monitoringOnlyFolderTables,
      partnerUsernames: options.partnerUsernames,
    }),
  );
}
