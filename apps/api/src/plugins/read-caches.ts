import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/notifications';
import { createReadCache, type ReadCache } from '../lib/read-cache';
import type { EncodedJson } from '../lib/send-serialised-json';
import type { CustomerAccessState, MentionMatchers, WindowGraph } from '../lib/cached-reads';

/** The channel that migration 0003's triggers notify on commit, with the area that changed as the payload. */
export const CHANGES_CHANNEL = 'argus_changes';
export type ChangedArea = 'signals' | 'access' | 'intake';

export type TokenHolderState = {
  id: string;
  username: string;
  privilege: number;
  status: string;
  tokenGeneration: number;
  /** The user's knowledge-graph flag (ADR 0099): the graph calls answer only while it is on. */
  knowledgeGraph: boolean;
  revoked: boolean;
};

/**
 * The hot reads' caches, per process. Each answers only while this process listens for changes; several instances
 * each hear every commit, so none keeps serving what another has changed for longer than a notification takes.
 */
export type ReadCaches = {
  /** Token holder state by `<user id>|<jti>` (the "access" area). */
  tokenHolders: ReadCache<TokenHolderState | null>;
  /** A caller's access to a customer by `<user id or "staff">|<customer>` (the "access" area). */
  customerAccess: ReadCache<CustomerAccessState>;
  /**
   * Serialised answers of the latest-signals call by customer, window, limit and content coding (the "signals"
   * area): the plain bytes and each compressed form that a request asked for, each compressed once (ADR 8).
   */
  latestSignals: ReadCache<EncodedJson>;
  /**
   * A folder's knowledge graph of a window and category filter (the "signals" area, ADR 0099): the network and
   * influence reads of the same window, whatever their minWeight, limit or hops, share one computation.
   */
  graphWindows: ReadCache<WindowGraph>;
  /**
   * Serialised network answers by folder, window, categories, minWeight, limit and content coding (the "signals"
   * area): the biggest folder's month is 2.2 MB of JSON, and every analyst of a folder opens the same default month.
   */
  graphNetworks: ReadCache<EncodedJson>;
  /**
   * What arriving mentions are matched against, by the folders they may go to (the "intake" area, migration 0024; and
   * "access", which a folder's discovery flag is part of): feed fetches and push batches share one build.
   */
  mentionMatchers: ReadCache<MentionMatchers>;
  /** Forget an area now: after a write of this process, so that its own next read sees it. */
  forget: (area: ChangedArea | 'all') => void;
  /**
   * Forget what a write of this process may have changed before its answer leaves: everything but the mention
   * matchers, whose build is too costly to repeat per push batch and which follow their notification within
   * milliseconds (a write that changes them is a staff edit, never an arriving item). A write of sign-ins alone
   * (`writesSignInsOnly`) forgets the access caches only.
   */
  forgetAfterWrite: (what?: 'all' | 'access') => void;
  /**
   * Whether this process hears the database's change notifications: `not used` without a listener (tests), `waiting`
   * until the first LISTEN, `lost` while reconnecting. `/readyz` reports it.
   */
  listener: 'not used' | 'waiting' | 'connected' | 'lost';
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * The route's writes are sign-ins alone (tokens issued and revoked, a user's last login, the audit log): after
     * it, the caches of access are forgotten and those of signals kept (ADR 0170). Every other write forgets both.
     */
    writesSignInsOnly?: true;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

function createReadCaches(): ReadCaches {
  const tokenHolders = createReadCache<TokenHolderState | null>({ maxEntries: 10_000 });
  const customerAccess = createReadCache<CustomerAccessState>({ maxEntries: 10_000 });
  const latestSignals = createReadCache<EncodedJson>({
    maxEntries: 2_000,
    maxWeight: 64 * 1024 * 1024,
    weigh: (answer) => answer.body.byteLength,
  });
  // Weighed roughly by the memory they hold: ~150 bytes an entity (id, name, numbers), 16 an edge (bench_01's month:
  // ~1.4 MB).
  const graphWindows = createReadCache<WindowGraph>({
    maxEntries: 500,
    maxWeight: 64 * 1024 * 1024,
    weigh: (graph) => graph.ids.length * 150 + graph.weights.length * 16 + graph.mixedCategories.size * 100,
  });
  const graphNetworks = createReadCache<EncodedJson>({
    maxEntries: 500,
    maxWeight: 64 * 1024 * 1024,
    weigh: (answer) => answer.body.byteLength,
  });
  // Weighed by the names each automaton holds: the build for a thousand folders and 50,000 entities (~140 MB of heap,
  // ADR 0123) is the one worth keeping; a few such builds at most.
  const mentionMatchers = createReadCache<MentionMatchers>({
    maxEntries: 50,
    maxWeight: 200_000,
    weigh: (matchers) => matchers.entityNames,
  });
  return {
    listener: 'not used',
    tokenHolders,
    customerAccess,
    latestSignals,
    graphWindows,
    graphNetworks,
    mentionMatchers,
    forget(area) {
      if (area === 'all' || area === 'access') {
        tokenHolders.clear();
        customerAccess.clear();
      }
      if (area === 'all' || area === 'signals') {
        latestSignals.clear();
        graphWindows.clear();
        graphNetworks.clear();
      }
      if (area !== 'signals') mentionMatchers.clear();
    },
    forgetAfterWrite(what = 'all') {
      tokenHolders.clear();
      customerAccess.clear();
      if (what === 'access') return;
      latestSignals.clear();
      graphWindows.clear();
      graphNetworks.clear();
    },
  };
}

/**
 * Without `listen` (or until it listens) the caches answer nothing and every read goes to the database. Any request
 * that is not a GET or HEAD may have written: it clears every cache before its answer leaves, because its own
 * notification may arrive later than the caller's next read; a sign-in's, the access caches only (a login cleared the
 * folder's latest signals its first screen was about to read, ADR 0170).
 */
export const readCachesPlugin = fp(
  async (app: FastifyInstance, options: { listen: Listen | undefined }) => {
    const caches = createReadCaches();
    const all = [
      caches.tokenHolders,
      caches.customerAccess,
      caches.latestSignals,
      caches.graphWindows,
      caches.graphNetworks,
      caches.mentionMatchers,
    ];
    app.decorate('readCaches', caches);
    // A callback, not an async function: every answer passes here, and a promise per answer is work for nothing.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        caches.forgetAfterWrite(request.routeOptions.config.writesSignInsOnly ? 'access' : 'all');
      }
      done(null, payload);
    });
    const listen = options.listen;
    if (!listen) return;
    caches.listener = 'waiting';
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await listen(CHANGES_CHANNEL, {
        onNotification: (payload) =>
          caches.forget(payload === 'signals' || payload === 'access' || payload === 'intake' ? payload : 'all'),
        onListening: () => {
          caches.listener = 'connected';
          all.forEach((cache) => cache.setLive(true));
        },
        onLost: () => {
          caches.listener = 'lost';
          all.forEach((cache) => cache.setLive(false));
          app.log.warn('read caches: lost the change notifications; reading from the database until they are back');
        },
      });
    });
    app.addHook('onClose', async () => {
      all.forEach((cache) => cache.setLive(false));
      await unlisten?.();
    });
  },
  { name: 'read-caches' },
);
