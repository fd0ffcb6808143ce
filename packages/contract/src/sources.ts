// Wire shapes of feed sources (ADR 0124): the feeds Argus polls for media items, their health and their fetch log.
import { z } from 'zod';
import { customerNameSchema, mediaSegmentSchema, reliabilitySchema, requiredText, uuidSchema } from './common';
import { LANGUAGES } from './constants';
import { defineEndpoints } from './endpoint';

export const SOURCE_LANGUAGES = [...LANGUAGES, 'detect'] as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number];
export const DEFAULT_SOURCE_INTERVAL_MINUTES = 15;
export const MIN_SOURCE_INTERVAL_MINUTES = 1;
/** A day: a feed quieter than that is still looked at daily. */
export const MAX_SOURCE_INTERVAL_MINUTES = 1440;
/** How many fetches a source's log keeps. */
export const SOURCE_FETCH_LOG_SIZE = 100;

export const sourceUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2048, 'must be at most 2048 characters');

export const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The folders the source serves; empty: every folder with discovery. */
  customers: z.array(z.string()),
  intervalMinutes: z.number().int(),
  mediaSegment: mediaSegmentSchema,
  reliability: z.number().int(),
  language: z.enum(SOURCE_LANGUAGES),
  paused: z.boolean(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastHttpStatus: z.number().int().nullable(),
  /** What went wrong in words, or null when the last fetch succeeded. */
  lastError: z.string().nullable(),
  failuresInARow: z.number().int(),
  /** When the source is fetched next (null while paused). */
  nextFetchAt: z.string().nullable(),
  lastNewItems: z.number().int().nullable(),
  lastSeenItems: z.number().int().nullable(),
});
export type Source = z.infer<typeof sourceSchema>;
export const sourceListSchema = z.array(sourceSchema);

const sourceCustomersSchema = z
  .array(customerNameSchema)
  .max(500, 'must list at most 500 customers')
  .refine((names) => new Set(names).size === names.length, 'must not repeat a customer');
const intervalMinutesSchema = z
  .number('must be a number')
  .int('must be a whole number of minutes')
  .min(MIN_SOURCE_INTERVAL_MINUTES, `must be at least ${MIN_SOURCE_INTERVAL_MINUTES} minute`)
  .max(MAX_SOURCE_INTERVAL_MINUTES, `must be at most ${MAX_SOURCE_INTERVAL_MINUTES} minutes (a day)`);
const sourceLanguageSchema = z.enum(SOURCE_LANGUAGES, { error: `must be one of ${SOURCE_LANGUAGES.join(', ')}` });

export const createSourceRequestSchema = z.strictObject({
  name: requiredText(200),
  url: sourceUrlSchema,
  customers: sourceCustomersSchema.default([]),
  intervalMinutes: intervalMinutesSchema.default(DEFAULT_SOURCE_INTERVAL_MINUTES),
  mediaSegment: mediaSegmentSchema.default('news'),
  reliability: reliabilitySchema.default(3),
  language: sourceLanguageSchema.default('detect'),
  paused: z.boolean('must be true or false').default(false),
});
export type CreateSourceRequest = z.input<typeof createSourceRequestSchema>;
/** The body as the server reads it, defaults filled in. */
export type CreateSourceValues = z.output<typeof createSourceRequestSchema>;

export const updateSourceRequestSchema = z.strictObject({
  name: requiredText(200).optional(),
  url: sourceUrlSchema.optional(),
  customers: sourceCustomersSchema.optional(),
  intervalMinutes: intervalMinutesSchema.optional(),
  mediaSegment: mediaSegmentSchema.optional(),
  reliability: reliabilitySchema.optional(),
  language: sourceLanguageSchema.optional(),
  paused: z.boolean('must be true or false').optional(),
});
export type UpdateSourceRequest = z.infer<typeof updateSourceRequestSchema>;

export const sourceParamsSchema = z.object({ id: uuidSchema });
export const sourceDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** What one fetch did: items new to the source, edited, already known, and left out (with the reasons in `error`). */
export const sourceFetchSchema = z.object({
  fetchedAt: z.string(),
  httpStatus: z.number().int().nullable(),
  newItems: z.number().int(),
  updatedItems: z.number().int(),
  seenItems: z.number().int(),
  skippedItems: z.number().int(),
  /** What went wrong in words; null when the fetch succeeded (a 304 is a success). */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type SourceFetch = z.infer<typeof sourceFetchSchema>;
export const sourceFetchLogSchema = z.array(sourceFetchSchema);

/** POST /api/sources/opml: an OPML document's feeds become sources with these settings; known URLs are skipped. */
export const importSourcesOpmlRequestSchema = z.strictObject({
  opml: z.string().min(1, 'is required').max(2_000_000, 'must be at most 2,000,000 characters'),
  customers: sourceCustomersSchema.default([]),
  intervalMinutes: intervalMinutesSchema.default(DEFAULT_SOURCE_INTERVAL_MINUTES),
  mediaSegment: mediaSegmentSchema.default('news'),
  reliability: reliabilitySchema.default(3),
  language: sourceLanguageSchema.default('detect'),
});
export type ImportSourcesOpmlRequest = z.input<typeof importSourcesOpmlRequestSchema>;
export type ImportSourcesOpmlValues = z.output<typeof importSourcesOpmlRequestSchema>;
export const importSourcesOpmlResponseSchema = z.object({
  created: sourceListSchema,
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
});
export type ImportSourcesOpmlResponse = z.infer<typeof importSourcesOpmlResponseSchema>;

export const sourcesEndpoints = defineEndpoints({
  listSources: {
    method: 'GET',
    path: '/api/sources',
    operationId: 'listSources',
    tag: 'sources',
    summary: 'Every feed source with its health: last fetch, HTTP status, new and seen items, failures, next run',
    access: 'moderator',
    response: sourceListSchema,
    errors: [401, 403],
  },
  createSource: {
    method: 'POST',
    path: '/api/sources',
    operationId: 'createSource',
    tag: 'sources',
    summary: 'Add a feed source (RSS 2.0, RSS 1.0, Atom 1.0 or JSON Feed); it is due at once',
    access: 'moderator',
    body: createSourceRequestSchema,
    status: 201,
    response: sourceSchema,
    errors: [400, 401, 403, 409],
  },
  // Static paths before /api/sources/:id.
  exportSourcesOpml: {
    method: 'GET',
    path: '/api/sources/opml',
    operationId: 'exportSourcesOpml',
    tag: 'sources',
    summary: 'Every source as an OPML 2.0 document, as feed readers exchange their lists',
    access: 'moderator',
    response: z.string(),
    produces: 'text/x-opml',
    errors: [401, 403],
  },
  importSourcesOpml: {
    method: 'POST',
    path: '/api/sources/opml',
    operationId: 'importSourcesOpml',
    tag: 'sources',
    summary: "An OPML document's feeds become sources; URLs already known are skipped",
    access: 'moderator',
    body: importSourcesOpmlRequestSchema,
    status: 201,
    response: importSourcesOpmlResponseSchema,
    errors: [400, 401, 403, 404],
  },
  readSource: {
    method: 'GET',
    path: '/api/sources/:id',
    operationId: 'readSource',
    tag: 'sources',
    summary: 'One source with its health',
    access: 'moderator',
    params: sourceParamsSchema,
    response: sourceSchema,
    errors: [400, 401, 403, 404],
  },
  updateSource: {
    method: 'PATCH',
    path: '/api/sources/:id',
    operationId: 'updateSource',
    tag: 'sources',
    summary: 'Change a source: the fields sent are replaced; `paused` pauses or resumes it',
    access: 'moderator',
    params: sourceParamsSchema,
    body: updateSourceRequestSchema,
    response: sourceSchema,
    errors: [400, 401, 403, 404, 409],
  },
  deleteSource: {
    method: 'DELETE',
    path: '/api/sources/:id',
    operationId: 'deleteSource',
    tag: 'sources',
    summary: 'Delete a source and its fetch log; the mentions it brought stay',
    access: 'moderator',
    params: sourceParamsSchema,
    response: sourceDeletedResponseSchema,
    errors: [400, 401, 403, 404],
  },
  fetchSource: {
    method: 'POST',
    path: '/api/sources/:id/fetch',
    operationId: 'fetchSource',
    tag: 'sources',
    summary: 'Fetch the source now; answers when the fetch is done, with its outcome',
    access: 'moderator',
    params: sourceParamsSchema,
    response: sourceFetchSchema,
    errors: [400, 401, 403, 404, 409],
  },
  listSourceFetches: {
    method: 'GET',
    path: '/api/sources/:id/fetches',
    operationId: 'listSourceFetches',
    tag: 'sources',
    summary: `The source's last ${SOURCE_FETCH_LOG_SIZE} fetches, newest first`,
    access: 'moderator',
    params: sourceParamsSchema,
    response: sourceFetchLogSchema,
    errors: [400, 401, 403, 404],
  },
});
