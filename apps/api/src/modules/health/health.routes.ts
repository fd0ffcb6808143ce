import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, readMigrationState } from '../../db/client';

const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }).nullable(),
  listener: z.enum(['not used', 'waiting', 'connected', 'lost']),
});

/**
 * What load balancers and process managers ask (no token, JSON, never the web app): `/healthz` whether the process
 * answers at all, `/readyz` whether it should get traffic (database reachable, this build's migrations applied,
 * change notifications heard), and `/health`, the older combined check the browser tests wait on.
 */
export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );

  routes.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (asks nothing of the database)',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations current, change notifications heard; 503 otherwise',
        security: [],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
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
  );
}
