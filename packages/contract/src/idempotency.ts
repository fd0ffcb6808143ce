import { z } from 'zod';

// Idempotency keys (ADR 0146), as the IETF's Idempotency-Key header field draft describes them: a client that sends a
// create with a key of its own may send it again, with the same key and body, after a cut connection or a 5xx, and is
// answered what the first one was answered, without a second write.

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The answer header of a replayed answer: `true` when this request wrote nothing and the first one's answer came back. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A key is the client's: any visible ASCII characters, up to 255 (a UUID is the usual choice). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters, such as a UUID')
  .describe(
    `A key the client makes for one write (a UUID): sent again with the same body within ${IDEMPOTENCY_KEY_HOURS} h, ` +
      `the write is not done twice and the first answer comes back with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`; ` +
      'the same key with another body is 422. Keys are per caller.',
  );

/** The request headers of an endpoint that takes an idempotency key. */
export const idempotencyKeyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
