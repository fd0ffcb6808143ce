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
  let appliedMigrations: { applied: number; expected: number } | null = null;
  app.route({
    ...readiness,
    // A server not ready answers 503 with the same body: the descriptor's errors carry the error body only.
    schema: { ...readiness.schema, response: { ...readiness.schema.response, 503: readinessResponseSchema } },
    handler: async (_request, reply) => {
      const listener = app.readCaches.listener;
      // Once this build's migrations were seen applied they stay so; while the change listener's own connection is
      // up, the database is reachable: the check then asks nothing of the pool, which a busy instance has queued
      // for seconds (the failover drill: a balancer took all three busy instances out on a slow /readyz).
      const migrations =
        appliedMigrations !== null && listener === 'connected'
          ? appliedMigrations
          : await readMigrationState(app.db).catch(() => null);
      if (migrations !== null && migrations.applied >= migrations.expected) appliedMigrations = migrations;
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
