import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import {
  LIVE_STREAM_EVENTS,
  liveChangeSchemaOf,
  liveSignalsHeadersSchema,
  liveSignalsParamsSchema,
  liveSignalsQuerySchema,
} from './live-signals';
import { mentionSchema } from './mentions';

// Live updates of a customer's mentions (ADR 0126): the signals stream's mechanism (ADR 0046) over the
// mentions, with the same query (`from`), cursor header, `reload` and `ready` events, heartbeat and limits.

/** The event names of the mentions stream. */
export const LIVE_MENTIONS_EVENTS = {
  /** Data: `{ upsert, remove }`: mentions written, and uuids deleted or moved out of the range. */
  mentions: 'mentions',
  ...LIVE_STREAM_EVENTS,
} as const;

/** The data of a `mentions` event. Upserts merge into the folder by uuid, removals leave it. */
export const liveMentionsChangeSchema = liveChangeSchemaOf(mentionSchema);
export type LiveMentionsChange = z.infer<typeof liveMentionsChangeSchema>;

/** The stream as the OpenAPI document describes it (written as it goes, never serialised from a schema). */
export const liveMentionsStreamSchema = z
  .string()
  .describe(
    'Server-sent events (ADRs 0046, 0126). Each message has an `id` (the cursor to resume from with Last-Event-ID) and ' +
      'one of the events: `mentions`, whose data is `{ upsert: Mention[], remove: string[] }` (mentions written, ' +
      'uuids deleted or moved out of the range); `ready`, data `{}`, once the changes since the cursor are sent; ' +
      '`reload`, when they cannot be replayed (load the folder again). An idle stream sends a comment every 20 s.',
  );

export const liveMentionsEndpoints = defineEndpoints({
  liveMentions: {
    method: 'GET',
    path: '/api/discovery/live/:customer',
    operationId: 'streamLiveMentions',
    tag: 'live-mentions',
    summary: "A customer's mention changes as they happen (text/event-stream: mentions, reload, ready)",
    access: 'user',
    params: liveSignalsParamsSchema,
    query: liveSignalsQuerySchema,
    headers: liveSignalsHeadersSchema,
    response: liveMentionsStreamSchema,
    produces: 'text/event-stream',
    errors: [400, 401, 403, 404, 429, 503],
  },
});
