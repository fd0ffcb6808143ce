import { z } from 'zod';
import {
  customerNameSchema,
  isoDateTimeSchema,
  requiredText,
  text,
  languageSchema,
  mediaSegmentSchema,
  reliabilitySchema,
  resultLabelSchema,
  uuidSchema,
} from './common';
import { RELIABILITY_LABELS } from './constants';
import { defineEndpoints } from './endpoint';
import { startupReadPaths } from './startup-read-paths';
import { idempotencyKeyHeadersSchema } from './idempotency';

// Wire shapes of signals (spec sections 3 and 7, product.md "The server" and "Data").

/** Text PostgreSQL can store: it rejects the NUL character, which would otherwise surface as a 500. */

/** The labels of stored reliabilities 1-5 ('No Filter' is only a filter level). */
export const reliabilityLabelSchema = z.enum(RELIABILITY_LABELS).exclude(['No Filter']);

// ---------------------------------------------------------------------------------------------------------------
// Reference data: event types, highlight templates, categories.

export const eventTypeSchema = z.object({
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** The argument names a signal of this type may carry (acquirer, target, …). */
  argumentNames: z.array(z.string()),
});
export type EventType = z.infer<typeof eventTypeSchema>;
export const eventTypesResponseSchema = z.array(eventTypeSchema);

export const highlightTemplateSchema = z.object({ eventType: z.string(), template: z.string() });
export type HighlightTemplate = z.infer<typeof highlightTemplateSchema>;
export const highlightTemplatesResponseSchema = z.array(highlightTemplateSchema);

/** Category → its event-type names, in the categories' sort order; categories without event types are dropped. */
export const categoriesResponseSchema = z.record(z.string(), z.array(z.string()));
export type Categories = z.infer<typeof categoriesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A signal as the API answers it.

export const signalArgumentSchema = z.object({
  name: z.string(),
  value: z.string(),
  /** Set when the value names a known target entity (acquirer, partner …). */
  targetEntityId: z.string().optional(),
});
export type SignalArgument = z.infer<typeof signalArgumentSchema>;

export const signalSchema = z.object({
  id: z.string(),
  /** ISO date-time (UTC); the web app uses its first 10 characters as the day. */
  publishDate: z.string(),
  targetEntityName: z.string(),
  /** The monitored entity, when the signal is linked to one (the map and the knowledge graph need it). */
  targetEntityId: z.string().nullable(),
  /** One of the writers' own lists (every writer validates with these), so an answer can be passed back as it is. */
  mediaSegment: mediaSegmentSchema,
  /** The label of the stored 1-5 value, e.g. 'High'. */
  reliability: reliabilityLabelSchema,
  language: languageSchema,
  result: resultLabelSchema.nullable(),
  eventType: z.string(),
  /** The event type's category, answered with the signal so that the Overview needs no second lookup. */
  category: z.string().nullable(),
  dunsId: z.string().nullable(),
  title: z.string().nullable(),
  sentence: z.string().nullable(),
  url: z.string().nullable(),
  source: z.string().nullable(),
  eventArguments: z.array(signalArgumentSchema),
  /** Id of the user who entered the signal by hand; absent for extracted signals. */
  createdBy: z.string().optional(),
  updatedAt: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

/** A signal the de-duplication recognised as a second report of an earlier one (`duplicateOfId`). */
export const duplicateSignalSchema = z.object({
  id: z.string(),
  duplicateOfId: z.string(),
  targetEntityName: z.string(),
  eventType: z.string(),
  publishDate: z.string(),
});
export type DuplicateSignal = z.infer<typeof duplicateSignalSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reads.

export const latestSignalsParamsSchema = z.object({ customer: customerNameSchema });

export const LATEST_SIGNALS_DEFAULT_LIMIT = 500;
export const LATEST_SIGNALS_MAX_LIMIT = 5000;

/** `start` and `end` are inclusive; an `end` without a time means the whole of that day. */
export const latestSignalsQuerySchema = z.object({
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${LATEST_SIGNALS_MAX_LIMIT}`)
    .max(LATEST_SIGNALS_MAX_LIMIT, `must be 1 to ${LATEST_SIGNALS_MAX_LIMIT}`)
    .default(LATEST_SIGNALS_DEFAULT_LIMIT),
});
export type LatestSignalsQuery = z.infer<typeof latestSignalsQuerySchema>;

/** The newest visible signals of the window (at most `limit`); `total` counts all visible signals in it. */
export const latestSignalsResponseSchema = z.object({ events: z.array(signalSchema), total: z.number().int() });
export type LatestSignalsResponse = z.infer<typeof latestSignalsResponseSchema>;

export const signalsByDateParamsSchema = z.object({
  customer: customerNameSchema,
  fromIso: isoDateTimeSchema,
  toIso: isoDateTimeSchema,
});

export const SIGNALS_PAGE_DEFAULT_LIMIT = 100;
export const SIGNALS_PAGE_MAX_LIMIT = 2000;

/**
 * A range is read in pages, newest first: `limit` signals at a time, and `cursor` (the `nextCursor` of the page
 * before, opaque) to go on. Pages follow a (publish date, id) keyset, so a signal written meanwhile never shifts
 * one page's rows onto the next.
 */
export const signalsByDateQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${SIGNALS_PAGE_MAX_LIMIT}`)
    .max(SIGNALS_PAGE_MAX_LIMIT, `must be 1 to ${SIGNALS_PAGE_MAX_LIMIT}`)
    .default(SIGNALS_PAGE_DEFAULT_LIMIT),
  cursor: z
    .string()
    .max(200, 'is not a cursor of this range')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor of this range')
    .optional(),
});
export type SignalsByDateQuery = z.infer<typeof signalsByDateQuerySchema>;

/**
 * `events`: one page of the visible signals of the range, newest first, duplicates included, so that a folder's
 * list is the same whether it came from the latest call or from this one (the web app merges both by id).
 * `duplicates`: those of the page's events that are a second report of an earlier signal, so the web app can mark
 * or fold them. `nextCursor`: pass it as `cursor` for the next page; null on the last page.
 */
export const signalsByDateResponseSchema = z.object({
  events: z.array(signalSchema),
  duplicates: z.array(duplicateSignalSchema),
  nextCursor: z.string().nullable(),
});
export type SignalsByDateResponse = z.infer<typeof signalsByDateResponseSchema>;

export const documentsCountParamsSchema = z.object({
  customer: customerNameSchema,
  /** The UTC day of this instant is the first day counted. */
  startDateUTC: isoDateTimeSchema,
});
export const documentsCountResponseSchema = z.number().int();

// ---------------------------------------------------------------------------------------------------------------
// Writes (moderator and up).

export const MAX_EVENT_ARGUMENTS = 50;

export const signalArgumentInputSchema = z.strictObject({
  name: requiredText(100),
  value: requiredText(1000),
  targetEntityId: uuidSchema.optional(),
});

const signalFieldsSchema = {
  customerName: customerNameSchema,
  targetEntityName: requiredText(200),
  targetEntityId: uuidSchema.nullish(),
  dunsId: text(32).nullish(),
  eventType: requiredText(100),
  publishDate: isoDateTimeSchema,
  mediaSegment: mediaSegmentSchema,
  reliability: reliabilitySchema,
  language: languageSchema,
  result: resultLabelSchema.nullish(),
  title: text(500).nullish(),
  sentence: text(5000).nullish(),
  url: z.url('must be a URL').max(2048, 'must be at most 2048 characters').nullish(),
  source: text(200).nullish(),
  eventArguments: z
    .array(signalArgumentInputSchema)
    .max(MAX_EVENT_ARGUMENTS, `must have at most ${MAX_EVENT_ARGUMENTS} entries`),
};

/** POST /events-management: the signal fields plus its extracted arguments. Optional fields left out are empty. */
export const createSignalRequestSchema = z.strictObject(signalFieldsSchema);
export type CreateSignalRequest = z.infer<typeof createSignalRequestSchema>;

/**
 * PATCH /events-management: the same shape plus `id`. Required fields and the arguments are replaced; an optional
 * field left out keeps its value and an explicit null clears it. The signal must belong to `customerName`.
 */
export const updateSignalRequestSchema = z.strictObject({ id: uuidSchema, ...signalFieldsSchema });
export type UpdateSignalRequest = z.infer<typeof updateSignalRequestSchema>;

export const signalPathParamsSchema = z.object({ client: customerNameSchema, id: uuidSchema });

export const hideSignalRequestSchema = z.strictObject({ reason: requiredText(500) });
export type HideSignalRequest = z.infer<typeof hideSignalRequestSchema>;

/** The other customers holding the same underlying event, and whether it is hidden there too. */
export const hideSignalResponseSchema = z.object({
  dashboardReason: z.object({
    informedCustomers: z.array(z.object({ customer: z.string(), isHidden: z.boolean() })),
  }),
});
export type HideSignalResponse = z.infer<typeof hideSignalResponseSchema>;

export const deleteSignalParamsSchema = z.object({
  client: customerNameSchema,
  id: uuidSchema,
  reason: requiredText(500),
});

/** Must match the signal (a stale client deletes nothing); a signal without a D-U-N-S number takes none or ''. */
export const deleteSignalQuerySchema = z.object({
  dunsId: text(32).optional(),
  language: languageSchema,
  mediaSegment: mediaSegmentSchema,
  eventType: requiredText(100),
});
export type DeleteSignalQuery = z.infer<typeof deleteSignalQuerySchema>;

export const deleteSignalResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

const errors = [400, 401, 403, 404] as const;

export const signalsEndpoints = defineEndpoints({
  eventTypes: {
    ...startupReadPaths.eventTypes,
    operationId: 'listEventTypes',
    tag: 'signals',
    summary: 'The event types',
    access: 'user',
    response: eventTypesResponseSchema,
    errors,
  },
  highlightTemplates: {
    ...startupReadPaths.highlightTemplates,
    operationId: 'listHighlightTemplates',
    tag: 'signals',
    summary: 'How each event type highlights its evidence sentence',
    access: 'user',
    response: highlightTemplatesResponseSchema,
    errors,
  },
  categories: {
    method: 'GET',
    path: '/api/categories',
    operationId: 'listCategories',
    tag: 'signals',
    summary: 'Category → event-type names; empty categories dropped',
    access: 'user',
    response: categoriesResponseSchema,
    errors,
  },
  latestSignals: {
    method: 'GET',
    path: '/api/events/latest/:customer',
    operationId: 'readLatestSignals',
    tag: 'signals',
    summary: "The newest visible signals of a customer's window, and how many the window holds",
    access: 'user',
    params: latestSignalsParamsSchema,
    query: latestSignalsQuerySchema,
    response: latestSignalsResponseSchema,
    revalidates: true,
    errors,
  },
  signalsByDate: {
    method: 'GET',
    path: '/api/events/:customer/:fromIso/:toIso',
    operationId: 'readSignalsByDate',
    tag: 'signals',
    summary: "A page of a customer's visible signals in a date range, with the duplicates among them",
    access: 'user',
    params: signalsByDateParamsSchema,
    query: signalsByDateQuerySchema,
    response: signalsByDateResponseSchema,
    errors,
  },
  documentsCount: {
    method: 'GET',
    path: '/api/documents-count/:customer/:startDateUTC',
    operationId: 'countDocuments',
    tag: 'signals',
    summary: 'Documents analysed for a customer from a UTC day on',
    access: 'user',
    params: documentsCountParamsSchema,
    response: documentsCountResponseSchema,
    errors,
  },
  createSignal: {
    method: 'POST',
    path: '/events-management',
    operationId: 'createSignal',
    tag: 'signals',
    summary: 'Create a signal (moderator and up)',
    description:
      "eventType must name an event type (GET /events-management/event-types) and each argument its type's " +
      'argumentNames; customerName must name a customer (400 naming the field otherwise, as any customer named in a body). ' +
      'With an Idempotency-Key header it may be sent again after a cut connection or a 5xx: one signal is written.',
    access: 'moderator',
    headers: idempotencyKeyHeadersSchema,
    body: createSignalRequestSchema,
    status: 201,
    response: signalSchema,
    errors: [...errors, 409, 422],
  },
  updateSignal: {
    method: 'PATCH',
    path: '/events-management',
    operationId: 'updateSignal',
    tag: 'signals',
    summary: 'Edit a signal (moderator and up)',
    description:
      "eventType must name an event type (GET /events-management/event-types) and each argument its type's " +
      'argumentNames; customerName must name a customer (400 naming the field otherwise, as any customer named in a body).',
    access: 'moderator',
    body: updateSignalRequestSchema,
    response: signalSchema,
    errors,
  },
  hideSignal: {
    method: 'POST',
    path: '/events-management/:client/:id/hide',
    operationId: 'hideSignal',
    tag: 'signals',
    summary: 'Hide a signal; answers the other customers holding the same event (moderator and up)',
    access: 'moderator',
    params: signalPathParamsSchema,
    body: hideSignalRequestSchema,
    response: hideSignalResponseSchema,
    errors,
  },
  deleteSignal: {
    method: 'DELETE',
    path: '/events-management/:client/:id/:reason',
    operationId: 'deleteSignal',
    tag: 'signals',
    summary: 'Soft-delete a signal, keeping the reason (moderator and up)',
    access: 'moderator',
    params: deleteSignalParamsSchema,
    query: deleteSignalQuerySchema,
    response: deleteSignalResponseSchema,
    errors,
  },
});
