// Wire shapes of the push API (ADR 0125): machine clients send batches of mentions and signals with a key.
import { z } from 'zod';
import {
  customerNameSchema,
  isoDateTimeSchema,
  languageSchema,
  mediaSegmentSchema,
  reliabilitySchema,
  requiredText,
  text,
} from './common';
import { defineEndpoints } from './endpoint';
import { createSignalRequestSchema } from './signals';

export const MAX_INGEST_ITEMS = 1000;
/** A batch's body may be this large; larger is refused with 413. */
export const MAX_INGEST_BODY_BYTES = 5 * 1024 * 1024;

const externalIdSchema = requiredText(200);

/** One media item; without `customer` it goes to every folder of the key whose search terms match it. */
export const ingestMentionItemSchema = z.strictObject({
  externalId: externalIdSchema,
  title: requiredText(1000),
  sentence: text(5000),
  translatedSentence: text(5000).nullish(),
  publishDate: isoDateTimeSchema,
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2048, 'must be at most 2048 characters'),
  /** The outlet's name; else the URL's host. */
  source: text(200).nullish(),
  authors: text(500).nullish(),
  /** Else detected from the text. */
  language: languageSchema.optional(),
  mediaSegment: mediaSegmentSchema.default('news'),
  reliability: reliabilitySchema.default(3),
  customer: customerNameSchema.optional(),
});
export type IngestMentionItem = z.input<typeof ingestMentionItemSchema>;

/** The create-signal body plus the client's own id of the signal. */
export const ingestSignalItemSchema = createSignalRequestSchema.extend({ externalId: externalIdSchema });
export type IngestSignalItem = z.input<typeof ingestSignalItemSchema>;

/**
 * The batch is read whole, each item on its own: an item that does not fit its schema is answered `rejected` with the
 * reason, and the others are stored.
 */
const batchSchema = (itemDescription: string) =>
  z.strictObject({
    items: z
      .array(z.record(z.string(), z.unknown()).describe(itemDescription))
      .min(1, 'must hold at least one item')
      .max(MAX_INGEST_ITEMS, `must hold at most ${MAX_INGEST_ITEMS} items`),
  });

export const ingestMentionsRequestSchema = batchSchema('A mention item (IngestMentionItem)').meta({
  examples: [
    {
      items: [
        {
          externalId: 'wire-2026-11-28-0042',
          title: 'Northwind Traders recalls a product line',
          sentence: 'Northwind Traders said on Friday it would recall one of its product lines after a supplier fault.',
          publishDate: '2026-11-28T09:30:00Z',
          url: 'https://news.example.com/northwind-recall',
          source: 'Example News',
          language: 'en',
        },
      ],
    },
  ],
});
export const ingestSignalsRequestSchema = batchSchema('A signal item (IngestSignalItem)').meta({
  examples: [
    {
      items: [
        {
          externalId: 'desk-2026-11-28-0007',
          customerName: 'northwind',
          targetEntityName: 'Northwind Traders',
          eventType: 'Acquisition',
          publishDate: '2026-11-28T09:30:00Z',
          mediaSegment: 'news',
          reliability: 4,
          language: 'en',
          sentence: 'Northwind Traders agreed to buy a regional logistics firm.',
          eventArguments: [{ name: 'target', value: 'Contoso Freight' }],
        },
      ],
    },
  ],
});

export const INGEST_OUTCOMES = ['created', 'updated', 'duplicate', 'rejected'] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];

export const ingestResultSchema = z.object({
  /** Null when the item had no readable external id. */
  externalId: z.string().nullable(),
  outcome: z.enum(INGEST_OUTCOMES),
  /** Only for `rejected`: the field and what is wrong with it, or why nothing was stored. */
  reason: z.string().optional(),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;
/** One result per item, in the order of the items. */
export const ingestResponseSchema = z.object({ results: z.array(ingestResultSchema) });
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

export const ingestEndpoints = defineEndpoints({
  ingestMentions: {
    method: 'POST',
    path: '/api/ingest/mentions',
    operationId: 'ingestMentions',
    tag: 'ingest',
    summary: `Push up to ${MAX_INGEST_ITEMS} media items (5 MB); the same externalId from the same key is never a second mention`,
    description:
      'Called with a push API key (`Authorization: Bearer <key>`). Each item is an IngestMentionItem: externalId, title, ' +
      'sentence, publishDate, url, and optionally source, authors, language, mediaSegment, reliability, customer. ' +
      "The answer lists each item's outcome in order: created, updated (same externalId, changed content), duplicate, " +
      "or rejected with the reason. A folder outside the key's scope is 403, a client over its rate 429.",
    access: 'api-key',
    body: ingestMentionsRequestSchema,
    response: ingestResponseSchema,
    errors: [400, 401, 403, 429],
  },
  ingestSignals: {
    method: 'POST',
    path: '/api/ingest/signals',
    operationId: 'ingestSignals',
    tag: 'ingest',
    summary: `Push up to ${MAX_INGEST_ITEMS} signals (5 MB); the same externalId from the same key is never a second signal`,
    description:
      'Called with a push API key. Each item is the create-signal body (POST /events-management) plus `externalId`; ' +
      "its customerName must be one of the key's folders (else 403). The answer lists each item's outcome in order.",
    access: 'api-key',
    body: ingestSignalsRequestSchema,
    response: ingestResponseSchema,
    errors: [400, 401, 403, 429],
  },
});
