import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: a notification, that it listens (again), or that it lost the connection and may miss some. */
export type NotificationHandlers = {
  onNotification: (payload: string) => void;
  onListening: () => void;
  onLost: () => void;
};

/** Listens on `channel` until the answered function is called. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

const RECONNECT_DELAY_MS = 1000;
/** How the listener connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'argus-listener';

type Subscription = { channel: string; handlers: NotificationHandlers; live: boolean };

/**
 * PostgreSQL server: one connection of its own per process for every channel (a pooled one would be handed to
 * queries; one per channel would spend a server connection on each). When that connection fails, every handler hears
 * `onLost` at once and the listener reconnects every second until it listens on all channels again; a handler hears
 * `onListening` only once its channel is listened on. The connection closes when the last subscription ends.
 */
export function listenOnPostgres(url: string): Listen {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | undefined;
  // The channels the current connection listens on.
  let listened = new Set<string>();
  let ready: Promise<boolean> = Promise.resolve(false);
  let retry: NodeJS.Timeout | undefined;

  const hear = (subscription: Subscription) => {
    if (subscription.live || !subscriptions.has(subscription)) return;
    subscription.live = true;
    subscription.handlers.onListening();
  };

  const quieten = (connection: pg.Client) => {
    connection.removeAllListeners();
    connection.on('error', () => {});
    return connection.end().catch(() => {});
  };

  const drop = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    void quieten(connection);
    for (const subscription of subscriptions) {
      subscription.live = false;
      subscription.handlers.onLost();
    }
    if (subscriptions.size > 0) {
      retry = setTimeout(connect, RECONNECT_DELAY_MS);
      retry.unref();
    }
  };

  const listenOn = async (connection: pg.Client, channel: string) => {
    if (client !== connection || listened.has(channel)) return;
    await connection.query(`listen ${connection.escapeIdentifier(channel)}`);
    listened.add(channel);
  };

  function connect() {
    const connection = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    client = connection;
    listened = new Set();
    connection.on('notification', (message) => {
      for (const subscription of subscriptions) {
        if (subscription.channel === message.channel) subscription.handlers.onNotification(message.payload ?? '');
      }
    });
    connection.on('error', () => drop(connection));
    connection.on('end', () => drop(connection));
    ready = (async () => {
      try {
        await connection.connect();
        const waiting = [...subscriptions];
        for (const channel of new Set(waiting.map((subscription) => subscription.channel))) {
          await listenOn(connection, channel);
        }
        if (client !== connection) return false;
        waiting.forEach(hear);
        return true;
      } catch {
        drop(connection);
        return false;
      }
    })();
  }

  return async (channel, handlers) => {
    const subscription: Subscription = { channel, handlers, live: false };
    subscriptions.add(subscription);
    if (!client) {
      clearTimeout(retry);
      connect();
    }
    const connection = client;
    // A subscription that came after the connection's LISTENs listens on its own channel.
    if (connection && (await ready) && client === connection && !subscription.live) {
      try {
        await listenOn(connection, channel);
        hear(subscription);
      } catch {
        drop(connection);
      }
    }
    return async () => {
      if (!subscriptions.delete(subscription)) return;
      const open = client;
      if (subscriptions.size === 0) {
        clearTimeout(retry);
        client = undefined;
        if (open) await quieten(open);
      } else if (open && ![...subscriptions].some((other) => other.channel === channel)) {
        listened.delete(channel);
        await open.query(`unlisten ${open.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  };
}

/** PGlite: one session in this process, which hears its own notifications and never loses its connection. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.onNotification);
    handlers.onListening();
    return () => unlisten();
  };
}
