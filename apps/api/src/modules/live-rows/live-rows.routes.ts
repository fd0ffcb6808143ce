import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIVE_STREAM_HEARTBEAT_MS,
  LIVE_STREAMS_PER_USER,
  type EndpointDescriptor,
  type liveSignalsHeadersSchema,
  type liveSignalsParamsSchema,
  type liveSignalsQuerySchema,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/notifications';
import type { CustomerAccessState } from '../../lib/cached-reads';
import { bearerTokenOf, currentUserOf, type CurrentUser } from '../../lib/current-user';
import { describedRoute } from '../../lib/described-route';
import type { ReadCache } from '../../lib/read-cache';
import { userOfToken } from '../../modules/auth/token-holder.service';
import { CHANGES_CHANNEL } from '../../plugins/read-caches';
import { createLiveRowsHub, type LiveRowsSettings } from './live-rows.hub';
import type { LiveRowReader } from './row-pushes';

const DEFAULT_SETTINGS: LiveRowsSettings = {
  heartbeatMs: LIVE_STREAM_HEARTBEAT_MS,
  streamsPerUser: LIVE_STREAMS_PER_USER,
  maxBufferedBytes: 4 * 1024 * 1024,
  replayLimit: 5_000,
  resumeMarginMs: 5_000,
  recentIds: 200_000,
  recentAgeMs: 60 * 60 * 1000,
  maxQueued: 10_000,
};

export type LiveRowsOptions = { listen: Listen | undefined; settings?: Partial<LiveRowsSettings> };

/** A live stream's descriptor: its path names the customer; `from` and `Last-Event-ID` as for signals (ADR 0046). */
type LiveStreamEndpoint = EndpointDescriptor & {
  params: typeof liveSignalsParamsSchema;
  query: typeof liveSignalsQuerySchema;
  headers: typeof liveSignalsHeadersSchema;
};

/** What a kind of row (signals, mentions) supplies to be streamed live (ADR 0126); the rest is the same for all. */
export type LiveRowKind = LiveRowReader & {
  /** The channel its migration's triggers notify on, `{ customer, kind, ids }` per statement, customer and 100 rows. */
  channel: string;
  endpoint: LiveStreamEndpoint;
  /**
   * Throws the HttpError (403, 404) when the user may not read the customer's rows of this kind. A request passes the
   * access cache; the check of open streams after an access change asks the database.
   */
  authorize: (
    db: Database,
    user: CurrentUser,
    customer: string,
    cache?: ReadCache<CustomerAccessState>,
  ) => Promise<unknown>;
};

/**
 * Serves `kind.endpoint`: the customer's changes of that kind as server-sent events (ADRs 0046, 0126), authorised like
 * the kind's other reads; without change notifications (no `listen`, or while it reconnects) it answers 503. Called by
 * the kind's route plugin.
 */
export function serveLiveRows(fastify: FastifyInstance, options: LiveRowsOptions, kind: LiveRowKind) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = createLiveRowsHub(
    app.db,
    kind,
    {
      userOfToken: (tokenText) => userOfToken(app, tokenText, { fresh: true }),
      mayRead: (user, customer) =>
        kind.authorize(app.db, user, customer).then(
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
      unlisteners.push(await listen(kind.channel, hub.rowsHandlers));
      unlisteners.push(await listen(CHANGES_CHANNEL, hub.accessHandlers));
    });
    // Before the server closes, or open streams would keep it waiting.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => {
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
    });
  }

  app.route({
    ...describedRoute(app, kind.endpoint),
    handler: async (request, reply) => {
      const user = currentUserOf(request);
      const { customer } = request.params;
      await kind.authorize(app.db, user, customer, app.readCaches.customerAccess);
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
