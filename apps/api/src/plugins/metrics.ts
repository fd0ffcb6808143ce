import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** What the modules report to `/metrics` besides the requests, which the plugin times itself. */
export type AppMetrics = {
  /** Counts one digest scheduler tick, by how it ended. */
  schedulerRun: (outcome: 'sent' | 'idle' | 'failed') => void;
  /** How many live streams this instance holds, read at each scrape. */
  countLiveStreamsWith: (count: () => number) => void;
};

export type MetricsOptions = {
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
  /** The PostgreSQL pool's connections, read at each scrape; PGlite has no pool. */
  poolUse?: () => PoolUse;
};

/** The route pattern, never the path: one series per route however many customers and ids it is called with. */
const UNMATCHED_ROUTE = 'unmatched';

/** Equal-length digests, so that comparing them takes the same time whatever the token sent. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Prometheus figures at `GET /metrics`: request latency by route and status, the database pool, live
 * streams, scheduler ticks and the process's own (memory, event loop lag, GC). One registry per app, so that tests
 * building several apps in one process do not share counters.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'argus_' });

    const requestDuration = new Histogram({
      name: 'argus_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      // From a cached read (a few ms) to a large export.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const schedulerRuns = new Counter({
      name: 'argus_digest_scheduler_runs_total',
      help: 'Digest scheduler ticks of this instance: sent (it sent digests), idle (none due or another instance ticked), failed',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    const liveStreamCounters: (() => number)[] = [];
    new Gauge({
      name: 'argus_live_stream_clients',
      help: 'Live signal streams (server-sent events) open on this instance',
      registers: [registry],
      collect() {
        this.set(liveStreamCounters.reduce((sum, count) => sum + count(), 0));
      },
    });
    const poolUse = options.poolUse;
    if (poolUse) {
      new Gauge({
        name: 'argus_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }

    app.decorate('metrics', {
      schedulerRun: (outcome) => schedulerRuns.inc({ outcome }),
      countLiveStreamsWith: (count) => liveStreamCounters.push(count),
    } satisfies AppMetrics);

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = options.token;
      if (token) {
        const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameToken(sent, token)) throw unauthorized('Metrics need the token set in METRICS_TOKEN.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
