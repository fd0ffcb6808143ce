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

/**
 * PostgreSQL server: LISTEN on a connection of its own (a pooled one would be handed to queries). When that
 * connection fails, the handlers hear `onLost` at once and the listener reconnects every second until it listens
 * again; only then `onListening`.
 */
export function listenOnPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let current: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      current = client;
      const lose = () => {
        if (current !== client) return;
        current = undefined;
        client.removeAllListeners();
        client.on('error', () => {});
        void client.end().catch(() => {});
        handlers.onLost();
        if (!closed) {
          retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
          retry.unref();
        }
      };
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotification(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', lose);
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        if (current === client) handlers.onListening();
      } catch {
        lose();
      }
    };

    await connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (!client) return;
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
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
