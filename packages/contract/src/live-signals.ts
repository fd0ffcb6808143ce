import { z } from 'zod';
import { customerNameSchema, isoDateTimeSchema } from './common';
import { defineEndpoints } from './endpoint';
import { signalSchema } from './signals';

// Live updates of a customer's signals (ADR 0046): server-sent events over a fetch stream, so that the
// bearer token travels in the Authorization header as on every other call (never in a URL or a log). The query,
// headers, shared events and limits serve the mentions stream too (live-mentions.ts, ADR 0126).

/**
 * `from`: the start of the folder's loaded range; a signal published before it is never sent (it is not in the
 * folder), and one edited to before it is sent as a removal. Without it every signal of the customer is.
 */
export const liveSignalsQuerySchema = z.object({ from: isoDateTimeSchema.optional() });
export const liveSignalsParamsSchema = z.object({ customer: customerNameSchema });

/**
 * The `Last-Event-ID` request header: where to resume, in milliseconds since the epoch on the server's clock. Send the
 * `id` of the last message or heartbeat received, or, on the first connection, the time of the folder's load (the
 * `Date` header of its first answer), so that what changed since the load arrives first.
 */
export const liveSignalsCursorSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a time in milliseconds since the epoch, as the stream sends in its ids');
export const liveSignalsHeadersSchema = z.object({ 'last-event-id': liveSignalsCursorSchema.optional() });

/**
 * The event names every live stream shares (signals, mentions): a heartbeat is a comment with an `id` (the cursor to
 * resume from); each stream adds the event that carries its changes.
 */
export const LIVE_STREAM_EVENTS = {
  /** What changed since the cursor cannot be replayed (too long ago, too much, or a server restart): load again. */
  reload: 'reload',
  /** The changes since the cursor have been sent; from now on the stream is live. Data: `{}`. */
  ready: 'ready',
} as const;

/**
 * How long a client waits before it connects a live stream again after its `failures`-th failure in a row. 0 is a
 * stream that had stayed live for `LIVE_STREAM_STABLE_MS` and ended (an instance lost, a deploy): it is retried at once,
 * spread over half a second so that the clients of a lost instance do not all reach a survivor in the same instant (the
 * failover drill's goal is live again within 2 s). A failure to connect, or a stream that ends soon after it went live
 * (a server that closes streams because it is overloaded), counts on: 1, 2, 4 … 30 s, each ± 25 %. `random` is
 * Math.random's value.
 */
export function liveStreamRetryDelayMs(failures: number, random: number): number {
  if (failures === 0) return random * 500;
  return Math.min(30_000, 1_000 * 2 ** (failures - 1)) * (0.75 + random / 2);
}

/** How long a stream must have been live for its end to count as a clean end (retried at once), not a failure. */
export const LIVE_STREAM_STABLE_MS = 10_000;

/** The event names of the signals stream. */
export const LIVE_SIGNALS_EVENTS = {
  /** Data: `{ upsert, remove }`: signals written or now visible, and ids hidden, deleted or moved out of the range. */
  signals: 'signals',
  ...LIVE_STREAM_EVENTS,
} as const;

/** The data of a stream's change event: items to merge into the folder by id, and ids that leave it. */
export function liveChangeSchemaOf<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({ upsert: z.array(itemSchema), remove: z.array(z.string()) });
}

/** The data of a `signals` event. Upserts merge into the folder by id, removals leave it. */
export const liveSignalsChangeSchema = liveChangeSchemaOf(signalSchema);
export type LiveSignalsChange = z.infer<typeof liveSignalsChangeSchema>;

/** How often an idle stream sends a heartbeat: well under the 60 s idle timeout of common proxies. */
export const LIVE_STREAM_HEARTBEAT_MS = 20_000;
/** Open live streams of one kind (signals, mentions) per user and server instance; one more is refused with 429. */
export const LIVE_STREAMS_PER_USER = 6;

/**
 * The stream as the OpenAPI document describes it: the success answer is `text/event-stream`, written by the server
 * as it goes, never serialised from a schema; its messages are the events above.
 */
export const liveSignalsStreamSchema = z
  .string()
  .describe(
    'Server-sent events (ADR 0046). Each message has an `id` (the cursor to resume from with Last-Event-ID) and one of ' +
      'the events: `signals`, whose data is `{ upsert: Signal[], remove: string[] }` (signals written or now visible, ' +
      'ids hidden, deleted or moved out of the range); `ready`, data `{}`, once the changes since the cursor are sent; ' +
      '`reload`, when they cannot be replayed (load the folder again). An idle stream sends a comment every 20 s.',
  );

export const liveSignalsEndpoints = defineEndpoints({
  liveSignals: {
    method: 'GET',
    path: '/api/events/live/:customer',
    operationId: 'streamLiveSignals',
    tag: 'live-signals',
    summary: "A customer's signal changes as they happen (text/event-stream: signals, reload, ready)",
    access: 'user',
    params: liveSignalsParamsSchema,
    query: liveSignalsQuerySchema,
    headers: liveSignalsHeadersSchema,
    response: liveSignalsStreamSchema,
    produces: 'text/event-stream',
    errors: [400, 401, 403, 404, 429, 503],
  },
});
