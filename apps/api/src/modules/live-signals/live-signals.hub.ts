import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import { LIVE_SIGNALS_EVENTS } from '@argus/contract';
import type { Database } from '../../db/client';
import type { NotificationHandlers } from '../../db/notifications';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import { readSignalsToPush } from '../signals/signals.service';
import { openEventStream, type EventStream } from './event-stream';
import { createRecentChanges, type ChangedIds } from './recent-changes';

/** The channel migration 0006's trigger notifies on: `{ customer, kind, ids }` per statement, customer and 100 rows. */
export const SIGNAL_ROWS_CHANNEL = 'argus_signal_rows';

export type LiveSignalsSettings = {
  heartbeatMs: number;
  streamsPerUser: number;
  /** Unsent bytes a stream may hold before its reader counts as too slow and the stream is closed. */
  maxBufferedBytes: number;
  /** More changed signals than this since a reconnecting stream's cursor: it is told to reload instead. */
  replayLimit: number;
  /** Replays start this much before the cursor: another instance's clock, or its notification, may be a little off. */
  resumeMarginMs: number;
  /** How much of the recent changes each instance remembers for replays. */
  recentIds: number;
  recentAgeMs: number;
  /** Pushes waiting for their read; beyond this the customer's streams are closed and resume from the record. */
  maxQueued: number;
};

/** Who may check a stream's right to go on: whether its token and customer grant still hold. */
export type StreamAuthority = {
  userOfToken: (tokenText: string) => Promise<CurrentUser | 'invalid' | 'revoked'>;
  mayRead: (user: CurrentUser, customer: string) => Promise<boolean>;
};

type Subscriber = {
  customer: string;
  user: CurrentUser;
  tokenText: string;
  /** Signals published before this (epoch ms) are not in the client's folder. */
  from: number | null;
  stream: EventStream;
};

const READ_BATCH = 500;
// setTimeout's longest delay (about 24.8 days); a token living longer is checked again by then.
const LONGEST_TIMER_MS = 2_147_483_647;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const signalRowsChangeSchema = z.object({
  customer: z.string(),
  kind: z.enum(['insert', 'update', 'delete']),
  ids: z.array(z.string()),
});

/**
 * The live signal streams of this instance (ADR 0046). Every instance hears every committed signal change; it reads
 * the changed signals once (only for customers someone here watches) and pushes them to those streams. Reads and
 * pushes run one at a time in the order the notifications came, so a stream never receives an older state of a
 * signal after a newer one; a reconnecting stream's catch-up runs in the same line.
 */
export function createLiveSignalsHub(
  db: Database,
  authority: StreamAuthority,
  log: FastifyBaseLogger,
  settings: LiveSignalsSettings,
) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const streamsByUser = new Map<string, number>();
  const changes = createRecentChanges({ maxIds: settings.recentIds, maxAgeMs: settings.recentAgeMs });
  const listening = { rows: false, access: false };

  // The line of reads and pushes, and when each waiting one's notification arrived (oldest first).
  let line: Promise<void> = Promise.resolve();
  const waitingSince: number[] = [];
  const enqueue = (at: number, task: () => Promise<void>) => {
    waitingSince.push(at);
    line = line
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, 'live signals: a push failed'))
      .finally(() => void waitingSince.shift());
  };
  // Where a stream would resume now: everything heard before it has been pushed.
  const cursor = () => (waitingSince.length > 0 ? waitingSince[0]! - 1 : Date.now());

  const streamsOf = (customer: string) => [...(subscribers.get(customer) ?? [])];
  const everyStream = () => [...subscribers.values()].flatMap((set) => [...set]);

  async function push(customer: string, changed: ChangedIds, id: string, targets: Subscriber[]) {
    const ids = [...changed.keys()];
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      const open = targets.filter((subscriber) => !subscriber.stream.closed);
      if (open.length === 0) return;
      const batch = ids.slice(start, start + READ_BATCH);
      const rows = new Map((await readSignalsToPush(db, customer, batch)).map((row) => [row.id, row]));
      for (const subscriber of open) {
        const upsert: string[] = [];
        const remove: string[] = [];
        for (const changedId of batch) {
          const row = rows.get(changedId);
          if (row?.json && (subscriber.from === null || row.publishDate.getTime() >= subscriber.from)) {
            upsert.push(row.json);
          } else if (!changed.get(changedId)) {
            // Hidden, deleted or moved before the range; a signal only ever inserted was never in the folder.
            remove.push(changedId);
          }
        }
        if (upsert.length + remove.length === 0) continue;
        const data = `{"upsert":[${upsert.join(',')}],"remove":${JSON.stringify(remove)}}`;
        subscriber.stream.send({ id, event: LIVE_SIGNALS_EVENTS.signals, data });
      }
    }
  }

  function closeStreams(streams: Subscriber[]) {
    streams.forEach((subscriber) => subscriber.stream.close());
  }

  // Access changed somewhere (logout, password change, disabled user, withdrawn grant): every stream asks again,
  // past the caches. Changes arriving during a check start one more check after it, never several at once.
  let checking: Promise<void> | undefined;
  let checkAgain = false;
  async function checkStreams() {
    do {
      checkAgain = false;
      const users = new Map<string, ReturnType<StreamAuthority['userOfToken']>>();
      const grants = new Map<string, Promise<boolean>>();
      for (const subscriber of everyStream()) {
        const tokenText = subscriber.tokenText;
        if (!users.has(tokenText)) users.set(tokenText, authority.userOfToken(tokenText));
        const user = await users.get(tokenText)!;
        if (typeof user === 'string') {
          subscriber.stream.close();
          continue;
        }
        const grantKey = `${user.id}|${subscriber.customer}`;
        if (!grants.has(grantKey)) grants.set(grantKey, authority.mayRead(user, subscriber.customer));
        if (!(await grants.get(grantKey)!)) subscriber.stream.close();
        else subscriber.user = user;
      }
    } while (checkAgain);
  }

  const rowsHandlers: NotificationHandlers = {
    onNotification(payload) {
      const parsed = signalRowsChangeSchema.safeParse(parseJson(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'live signals: a notification of an unknown shape');
        return;
      }
      const change = parsed.data;
      const at = Date.now();
      changes.record(change, at);
      if (!subscribers.get(change.customer)?.size) return;
      if (waitingSince.length >= settings.maxQueued) {
        log.warn({ customer: change.customer }, 'live signals: pushes fall behind; closing the streams to resume');
        closeStreams(streamsOf(change.customer));
        return;
      }
      const changed: ChangedIds = new Map(change.ids.map((id) => [id, change.kind === 'insert']));
      enqueue(at, () => push(change.customer, changed, String(at), streamsOf(change.customer)));
    },
    onListening() {
      changes.restart(Date.now());
      listening.rows = true;
    },
    onLost() {
      // Changes may go unheard now: the streams close, and reconnect (503 meanwhile) to a catch-up or a reload.
      listening.rows = false;
      closeStreams(everyStream());
    },
  };

  const accessHandlers: NotificationHandlers = {
    onNotification(payload) {
      if (payload === 'signals') return;
      if (checking) {
        checkAgain = true;
        return;
      }
      checking = checkStreams()
        .catch((error: unknown) => log.error({ err: error }, 'live signals: checking the streams failed'))
        .finally(() => {
          checking = undefined;
        });
    },
    onListening() {
      listening.access = true;
    },
    onLost() {
      listening.access = false;
      closeStreams(everyStream());
    },
  };

  function remove(subscriber: Subscriber) {
    const set = subscribers.get(subscriber.customer);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) subscribers.delete(subscriber.customer);
    const count = (streamsByUser.get(subscriber.user.id) ?? 1) - 1;
    if (count > 0) streamsByUser.set(subscriber.user.id, count);
    else streamsByUser.delete(subscriber.user.id);
  }

  /** The catch-up of a (re)connecting stream: what changed since its cursor, or `reload`; then `ready`. */
  async function catchUp(subscriber: Subscriber, since: number | undefined, at: number) {
    const id = String(at);
    if (since !== undefined) {
      const changed = changes.changedSince(subscriber.customer, since - settings.resumeMarginMs);
      if (changed === undefined || changed.size > settings.replayLimit) {
        subscriber.stream.send({ id, event: LIVE_SIGNALS_EVENTS.reload, data: '{}' });
      } else {
        await push(subscriber.customer, changed, id, [subscriber]);
      }
    }
    subscriber.stream.send({ id, event: LIVE_SIGNALS_EVENTS.ready, data: '{}' });
  }

  return {
    rowsHandlers,
    accessHandlers,
    /**
     * Answers the request with the customer's live stream (the caller has checked the token and the customer).
     * `since`: the cursor to resume from; without it the stream starts now.
     */
    open(
      reply: FastifyReply,
      request: { user: CurrentUser; tokenText: string; customer: string; from: number | null; since?: number },
    ) {
      if (!listening.rows || !listening.access) {
        throw new HttpError(503, 'Service Unavailable', 'Live updates are not available right now; try again soon.');
      }
      const { user } = request;
      const count = streamsByUser.get(user.id) ?? 0;
      if (count >= settings.streamsPerUser) {
        throw tooManyRequests(`At most ${settings.streamsPerUser} live streams per user are open at a time.`);
      }
      streamsByUser.set(user.id, count + 1);
      const subscriber: Subscriber = {
        customer: request.customer,
        user,
        tokenText: request.tokenText,
        from: request.from,
        stream: openEventStream(reply, {
          maxBufferedBytes: settings.maxBufferedBytes,
          heartbeatMs: settings.heartbeatMs,
          cursor,
          onClose: () => {
            clearTimeout(expiry);
            remove(subscriber);
          },
        }),
      };
      // The stream ends when its token does; the client reconnects with the token it holds then.
      const expiresInMs = Math.min(LONGEST_TIMER_MS, Math.max(0, user.token.exp * 1000 - Date.now()));
      const expiry = setTimeout(() => subscriber.stream.close(), expiresInMs);
      const set = subscribers.get(request.customer) ?? new Set();
      set.add(subscriber);
      subscribers.set(request.customer, set);
      const at = Date.now();
      enqueue(at, () => catchUp(subscriber, request.since, at));
    },
    /** Before the server closes: open streams would keep it waiting. */
    closeAll() {
      closeStreams(everyStream());
    },
    /** Open streams (for tests and logs). */
    get size() {
      return everyStream().length;
    },
  };
}
export type LiveSignalsHub = ReturnType<typeof createLiveSignalsHub>;
