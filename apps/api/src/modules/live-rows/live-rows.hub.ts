import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import { LIVE_STREAM_EVENTS } from '@argus/contract';
import type { Database } from '../../db/client';
import type { NotificationHandlers } from '../../db/notifications';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import { createAccessRecheck, type StreamAuthority } from './access-recheck';
import { openEventStream } from './event-stream';
import { createPushLine, type LineItem } from './push-line';
import { createRecentChanges, type ChangedIds, type RecentChanges } from './recent-changes';
import { mergeChanged, pushChanges, type LiveRowReader, type StreamPush } from './row-pushes';
import { closeStreams, createSubscribers, type Subscriber, type Subscribers } from './subscribers';

export type LiveRowsSettings = {
  heartbeatMs: number;
  streamsPerUser: number;
  /** Unsent bytes a stream may hold before its reader counts as too slow and the stream is closed. */
  maxBufferedBytes: number;
  /** More changed rows than this since a reconnecting stream's cursor: it is told to reload instead. */
  replayLimit: number;
  /** Replays start this much before the cursor: another instance's clock, or its notification, may be a little off. */
  resumeMarginMs: number;
  /** How much of the recent changes each instance remembers for replays. */
  recentIds: number;
  recentAgeMs: number;
  /** Pushes waiting for their read; beyond this the customer's streams are closed and resume from the record. */
  maxQueued: number;
};

// setTimeout's longest delay (about 24.8 days); a token living longer is checked again by then.
const LONGEST_TIMER_MS = 2_147_483_647;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a row kind's trigger notifies: `{ customer, kind, ids }` per statement, customer and 100 rows. */
const rowsChangeSchema = z.object({
  customer: z.string(),
  kind: z.enum(['insert', 'update', 'delete']),
  ids: z.array(z.string()),
});

/** What waits on the push line: a notification's changed rows, or a (re)connecting stream's catch-up. */
type LineWork =
  | { customer: string; changed: ChangedIds }
  | { customer: string; catchUp: Subscriber; since: number | undefined };

/**
 * What one batch of the push line does, per customer: the rows its notifications changed, read once, go to every
 * stream open when the batch begins; a stream catching up in it gets what changed since its cursor with them (or
 * `reload`), then `ready`. The streams are taken here, before any read: one that opens while the batch runs is not sent
 * its (possibly older) rows; its catch-up runs beside it, or in the next batch, and later batches read after that.
 */
function planBatch(
  batch: LineItem<LineWork>[],
  subscribers: Subscribers,
  changes: RecentChanges,
  settings: LiveRowsSettings,
) {
  const id = String(batch.at(-1)!.at);
  // Before this batch's first notification, everything heard had been pushed.
  const partialId = String(batch[0]!.at - 1);
  const work = new Map<string, { changed: ChangedIds; catchUps: Map<Subscriber, number | undefined> }>();
  for (const { work: item } of batch) {
    let entry = work.get(item.customer);
    if (!entry) work.set(item.customer, (entry = { changed: new Map(), catchUps: new Map() }));
    if ('changed' in item) mergeChanged(entry.changed, item.changed);
    else entry.catchUps.set(item.catchUp, item.since);
  }
  return [...work].map(([customer, { changed, catchUps }]) => {
    const pushes: StreamPush[] = [];
    const reloads: Subscriber[] = [];
    const ready: Subscriber[] = [];
    for (const subscriber of subscribers.of(customer)) {
      const since = catchUps.get(subscriber);
      if (catchUps.has(subscriber)) ready.push(subscriber);
      if (since === undefined) {
        if (changed.size > 0) pushes.push({ subscriber, changed, id, partialId });
        continue;
      }
      const missed = changes.changedSince(customer, since - settings.resumeMarginMs);
      if (missed === undefined || missed.size > settings.replayLimit) {
        reloads.push(subscriber);
        if (changed.size > 0) pushes.push({ subscriber, changed, id, partialId: String(since) });
      } else {
        const all = mergeChanged(missed, changed);
        if (all.size > 0) pushes.push({ subscriber, changed: all, id, partialId: String(since) });
      }
    }
    return { customer, pushes, reloads, ready };
  });
}

/**
 * The live streams of one kind of row (signals, mentions) of this instance (ADRs 0046, 0126). Every instance hears
 * every committed change of the kind; it reads the changed rows once (only for customers someone here watches) and
 * pushes them to those streams. Reads and pushes run one batch at a time in the order the notifications came, so a
 * stream never receives an older state of a row after a newer one; a reconnecting stream's catch-up runs in the same
 * line (at once, beside a running batch, which sends it nothing). A batch is everything that waited while the one before
 * it ran: one read per customer of all its changed rows, each in its latest state.
 */
export function createLiveRowsHub(
  db: Database,
  reader: LiveRowReader,
  authority: StreamAuthority,
  parentLog: FastifyBaseLogger,
  settings: LiveRowsSettings,
) {
  const log = parentLog.child({ liveRows: reader.event });
  const subscribers = createSubscribers(settings.streamsPerUser);
  const changes = createRecentChanges({ maxIds: settings.recentIds, maxAgeMs: settings.recentAgeMs });
  const listening = { rows: false, access: false };
  const line = createPushLine<LineWork>(log, runBatch);
  const recheckAccess = createAccessRecheck(authority, subscribers.all, log);

  const rowsHandlers: NotificationHandlers = {
    onNotification(payload) {
      const parsed = rowsChangeSchema.safeParse(parseJson(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'live streams: a notification of an unknown shape');
        return;
      }
      const change = parsed.data;
      const at = Date.now();
      changes.record(change, at);
      if (!subscribers.watches(change.customer)) return;
      if (line.waiting >= settings.maxQueued) {
        log.warn({ customer: change.customer }, 'live streams: pushes fall behind; closing the streams to resume');
        closeStreams(subscribers.of(change.customer));
        return;
      }
      const changed: ChangedIds = new Map(change.ids.map((id) => [id, change.kind === 'insert']));
      line.enqueue(at, { customer: change.customer, changed });
    },
    onListening() {
      changes.restart(Date.now());
      listening.rows = true;
    },
    onLost() {
      // Changes may go unheard now: the streams close, and reconnect (503 meanwhile) to a catch-up or a reload.
      listening.rows = false;
      closeStreams(subscribers.all());
    },
  };

  const accessHandlers: NotificationHandlers = {
    onNotification(payload) {
      // 'signals' says only that the latest-signals answers changed (migration 0003); anything else may be access.
      if (payload !== 'signals') recheckAccess();
    },
    onListening() {
      listening.access = true;
    },
    onLost() {
      listening.access = false;
      closeStreams(subscribers.all());
    },
  };

  /** One batch of the line (`planBatch`): per customer, a reload where due, one read and its pushes, then `ready`. */
  async function runBatch(batch: LineItem<LineWork>[]) {
    const id = String(batch.at(-1)!.at);
    for (const { customer, pushes, reloads, ready } of planBatch(batch, subscribers, changes, settings)) {
      for (const subscriber of reloads) subscriber.stream.send({ id, event: LIVE_STREAM_EVENTS.reload, data: '{}' });
      try {
        await pushChanges(db, reader, customer, pushes);
      } catch (error: unknown) {
        // Its streams may have missed rows: they resume from their last id, and the catch-up sends them again.
        log.error({ err: error, customer }, 'live streams: a push failed; closing the streams to resume');
        closeStreams([...pushes.map((push) => push.subscriber), ...ready]);
        continue;
      }
      for (const subscriber of ready) subscriber.stream.send({ id, event: LIVE_STREAM_EVENTS.ready, data: '{}' });
    }
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
      subscribers.reserve(user);
      const subscriber: Subscriber = {
        customer: request.customer,
        user,
        tokenText: request.tokenText,
        from: request.from,
        stream: openEventStream(reply, {
          maxBufferedBytes: settings.maxBufferedBytes,
          heartbeatMs: settings.heartbeatMs,
          cursor: line.cursor,
          onClose: () => {
            clearTimeout(expiry);
            subscribers.remove(subscriber);
          },
        }),
      };
      // The stream ends when its token does; the client reconnects with the token it holds then.
      const expiresInMs = Math.min(LONGEST_TIMER_MS, Math.max(0, user.token.exp * 1000 - Date.now()));
      const expiry = setTimeout(() => subscriber.stream.close(), expiresInMs);
      subscribers.add(subscriber);
      line.runBeside(Date.now(), { customer: request.customer, catchUp: subscriber, since: request.since });
    },
    /** Before the server closes: open streams would keep it waiting. */
    closeAll() {
      closeStreams(subscribers.all());
    },
    /** Open streams (for tests and logs). */
    get size() {
      return subscribers.all().length;
    },
  };
}
export type LiveRowsHub = ReturnType<typeof createLiveRowsHub>;
