// Wire shapes of the health checks: what load balancers and process managers ask (no token, JSON, never the web app).
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** `/readyz` answers this body with 200 when ready and with 503 when not. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }).nullable(),
  listener: z.enum(['not used', 'waiting', 'connected', 'lost']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/health',
    operationId: 'readHealth',
    tag: 'health',
    summary: 'Liveness and database reachability',
    access: 'public',
    response: healthResponseSchema,
    errors: [],
  },
  liveness: {
    method: 'GET',
    path: '/healthz',
    operationId: 'readLiveness',
    tag: 'health',
    summary: 'Liveness: the process answers (asks nothing of the database)',
    access: 'public',
    response: livenessResponseSchema,
    errors: [],
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    operationId: 'readReadiness',
    tag: 'health',
    summary: 'Readiness: database reachable, migrations current, change notifications heard; 503 otherwise',
    access: 'public',
    response: readinessResponseSchema,
    // The 503 of a server not ready answers the readiness body, not the error body `errors` stands for: the route
    // declares it itself (health.routes.ts).
    errors: [],
  },
});
