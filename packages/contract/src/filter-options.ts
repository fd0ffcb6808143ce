import { z } from 'zod';
import { customerNameSchema } from './common';
import { defineEndpoints } from './endpoint';
import { filterDayParamSchema } from './filter-query';

// The option lists of the Signals and Mentions filter panels for a folder the browser does not hold whole (ADR 0110):
// what the held folder's lists answer (packages/filtering, `deriveSignalOptions` / `deriveMentionOptions`), over
// the days the screen shows instead of the days it holds, so that every company of the range is offered.

export const filterOptionsParamsSchema = z.object({ customer: customerNameSchema });

/** The days whose items the options are drawn from; like the filter reads, the last month up to today by default. */
export const filterOptionsQuerySchema = z.object({
  from: filterDayParamSchema('first', 'one month before today'),
  to: filterDayParamSchema('last', 'today'),
});
export type FilterOptionsQuery = z.infer<typeof filterOptionsQuerySchema>;

const optionList = (what: string) =>
  z.array(z.string()).meta({
    description: `${what} of the folder's items in the days (hidden and deleted signals aside), distinct, alphabetical ignoring case, numbers by value.`,
  });

export const signalFilterOptionsSchema = z.object({
  companyNames: optionList('The target entity names in start case (as the web app shows them)'),
  mediaSegments: optionList('The media segments'),
  languages: optionList('The languages'),
  eventTypes: z
    .array(z.object({ name: z.string(), category: z.string() }))
    .meta({ description: "The event types, in the same order, each with its category ('Uncategorised' for none)." }),
});
export type SignalFilterOptions = z.infer<typeof signalFilterOptionsSchema>;

export const mentionFilterOptionsSchema = z.object({
  companies: optionList('The target entity names the mentions name (their companies, as they write them)'),
  mediaSegments: optionList('The media segments'),
  languages: optionList('The languages'),
});
export type MentionFilterOptions = z.infer<typeof mentionFilterOptionsSchema>;

const errors = [400, 401, 403, 404] as const;

export const filterOptionsEndpoints = defineEndpoints({
  signalOptions: {
    method: 'GET',
    path: '/api/events/options/:customer',
    operationId: 'readSignalFilterOptions',
    tag: 'signals',
    summary:
      "The Signals filter's option lists over some days of a customer's signals: companies, media segments, languages and event types with their category",
    access: 'user',
    params: filterOptionsParamsSchema,
    query: filterOptionsQuerySchema,
    response: signalFilterOptionsSchema,
    errors,
  },
  mentionOptions: {
    method: 'GET',
    path: '/api/discovery/options/:customer',
    operationId: 'readMentionFilterOptions',
    tag: 'mentions',
    summary:
      "The Mentions filter's option lists over some days of a customer's mentions: companies, media segments and languages",
    access: 'user',
    params: filterOptionsParamsSchema,
    query: filterOptionsQuerySchema,
    response: mentionFilterOptionsSchema,
    errors,
  },
});
