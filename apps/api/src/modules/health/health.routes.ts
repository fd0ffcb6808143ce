import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthEndpoints, readinessResponseSchema } from '@argus/contract';
import { pingDatabase, readMigrationState } from '../../db/client';
import { describedRoute } from '../../lib/described-route';

/**
 * What load balancers and process managers ask (no token, JSON, never the web app): `/healthz` whether the process
 * answers at all, `/readyz` whether it should get traffic (database reachable, this build's migrations applied,
 * change notifications heard), and `/health`, the older combined check the browser tests wait on.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...describedRoute(app, healthEndpoints.health),
    handler: async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  });

  app.route({ ...describedRoute(app, healthEndpoints.liveness), handler: async () => ({ status: 'ok' as const }) });

  const readiness = describedRoute(app, healthEndpoints.readiness);
  app.route({
    ...readiness,
    // A server not ready answers 503 with the same body: the descriptor's errors carry the error body only.
    schema: { ...readiness.schema, response: { ...readiness.schema.response, 503: readinessResponseSchema } },
    handler: async (_request, reply) => {
      const migrations = await readMigrationState(app.db).catch(() => null);
      const listener = app.readCaches.listener;
      const ready =
        migrations !== null &&
        migrations.applied >= migrations.expected &&
        (listener === 'connected' || listener === 'not used');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        database: migrations === null ? 'unreachable' : 'reachable',
        migrations,
        listener,
      });
    },
  });
}
