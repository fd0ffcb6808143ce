import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_SIGNALS_HEARTBEAT_MS, LIVE_SIGNALS_STREAMS_PER_USER, liveSignalsEndpoints } from '@argus/contract';
import type { Listen } from '../../db/notifications';
import { bearerTokenOf, currentUserOf } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import { userOfToken } from '../../modules/auth/token-holder.service';
import { CHANGES_CHANNEL } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { createLiveSignalsHub, SIGNAL_ROWS_CHANNEL, type LiveSignalsSettings } from './live-signals.hub';

const DEFAULT_SETTINGS: LiveSignalsSettings = {
  heartbeatMs: LIVE_SIGNALS_HEARTBEAT_MS,
  streamsPerUser: LIVE_SIGNALS_STREAMS_PER_USER,
  maxBufferedBytes: 4 * 1024 * 1024,
  replayLimit: 5_000,
  resumeMarginMs: 5_000,
  recentIds: 200_000,
  recentAgeMs: 60 * 60 * 1000,
  maxQueued: 10_000,
};

export type LiveSignalsOptions = { listen: Listen | undefined; settings?: Partial<LiveSignalsSettings> };

/**
 * `GET /api/events/live/:customer`: the customer's signal changes as server-sent events (ADR 0046). Authorised like
 * the other reads of the customer; without change notifications (no `listen`, or while it reconnects) it answers 503.
 */
export async function liveSignalsRoutes(fastify: FastifyInstance, options: LiveSignalsOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = createLiveSignalsHub(
    app.db,
    {
      userOfToken: (tokenText) => userOfToken(app, tokenText, { fresh: true }),
      mayRead: (user, customer) =>
        assertCustomerAccess(app.db, user, customer).then(
          () => true,
          () => false,
        ),
    },
    app.log,
    { ...DEFAULT_SETTINGS, ...options.settings },
  );

  app.metrics.countLiveStreamsWith(() => hub.size);

  const listen = options.listen;
  if (listen) {
    const unlisteners: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      unlisteners.push(await listen(SIGNAL_ROWS_CHANNEL, hub.rowsHandlers));
      unlisteners.push(await listen(CHANGES_CHANNEL, hub.accessHandlers));
    });
    // Before the server closes, or open streams would keep it waiting.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => {
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
    });
  }

  app.route({
    ...describedRoute(app, liveSignalsEndpoints.liveSignals),
    handler: async (request, reply) => {
      const user = currentUserOf(request);
      const { customer } = request.params;
      await assertCustomerAccess(app.db, user, customer, app.readCaches.customerAccess);
      const since = request.headers['last-event-id'];
      hub.open(reply, {
        user,
        tokenText: bearerTokenOf(request)!,
        customer,
        from: request.query.from === undefined ? null : Date.parse(request.query.from),
        since: since === undefined ? undefined : Number(since),
      });
      return reply;
    },
  });
}
