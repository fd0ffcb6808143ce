import { z } from 'zod';
import { customerNameSchema, resultLabelSchema } from './common';
import { RESULT_LABELS } from './constants';
import { defineEndpoints } from './endpoint';
import {
  filterDayParamSchema,
  filterListSchema,
  filterPageQuerySchema,
  filterTextSchema,
  hideDislikedSchema,
  languageListSchema,
  mediaListSchema,
  rankedSchema,
  reliabilityLevelSchema,
  reviewListSchema,
} from './filter-query';
import { signalSchema } from './signals';

// The server-side twin of the signal filter (spec sections 4-5, ADR 0031): a folder too large to load whole is
// filtered by the server with the same criteria and answers the same signals in the same order (ADR 0031).

export const signalFilterParamsSchema = z.object({ customer: customerNameSchema });

/**
 * The criteria as the web app writes them into its URL (`signalCriteriaToSearchParams`): `from`/`to` (whole UTC days,
 * both included; the last month by default), `company` (names in start case, as the web app shows them), `media`,
 * `reliability`, `language`, `result`, `review` (the caller's own bookmarks and feedback), `eventType`,
 * `hideDisliked`.
 */
export const signalCriteriaQuerySchema = z.object({
  from: filterDayParamSchema('first', 'one month before today'),
  to: filterDayParamSchema('last', 'today'),
  company: filterListSchema(filterTextSchema, 'Target entity names in start case, as the web app shows them.'),
  media: mediaListSchema,
  reliability: reliabilityLevelSchema,
  language: languageListSchema,
  result: filterListSchema(resultLabelSchema, `Result labels. One of: ${RESULT_LABELS.join(', ')}.`),
  review: reviewListSchema,
  eventType: filterListSchema(filterTextSchema, 'Event types; counted in topEventTypes before this selection.'),
  hideDisliked: hideDislikedSchema,
});
export type SignalCriteriaQuery = z.infer<typeof signalCriteriaQuerySchema>;

/** The criteria plus the page (`limit`, `cursor`). */
export const signalFilterQuerySchema = filterPageQuerySchema.extend(signalCriteriaQuerySchema.shape);
export type SignalFilterQuery = z.infer<typeof signalFilterQuerySchema>;

/**
 * `events`: one page of the shown signals, newest first (publish date, then id, descending), each as every other
 * read answers it (the stored target entity name; the web app start-cases it on load). `total`: how many signals are
 * shown. `topEventTypes`: the 10 most frequent event types before the event-type selection; `topCompanies`: the 5
 * most frequent companies (start case) among the shown signals; both count descending, ties by name.
 * `nextCursor`: pass it as `cursor` for the next page; null on the last.
 */
export const signalFilterResponseSchema = z.object({
  events: z.array(signalSchema),
  total: z.number().int(),
  topEventTypes: z.array(rankedSchema),
  topCompanies: z.array(rankedSchema),
  nextCursor: z.string().nullable(),
});
export type SignalFilterResponse = z.infer<typeof signalFilterResponseSchema>;

export const signalFilterEndpoints = defineEndpoints({
  filterSignals: {
    method: 'GET',
    path: '/api/events/filter/:customer',
    operationId: 'filterSignals',
    tag: 'signals',
    summary:
      "A customer's signals filtered as the web app filters them: a page of the shown signals, their count, the top event types and companies",
    access: 'user',
    params: signalFilterParamsSchema,
    query: signalFilterQuerySchema,
    response: signalFilterResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
