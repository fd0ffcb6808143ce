import { z } from 'zod';
import { customerNameSchema } from './common';
import { defineEndpoints } from './endpoint';
import { rankedSchema } from './filter-query';
import { signalCriteriaQuerySchema } from './signal-filter';

// The Overview's figures (ADR 0095): a folder's signals under the Signals screen's criteria (the event-type selection
// aside: the Overview shows the event types instead), summed up. The web app computes them over the folder it holds
// (packages/filtering, `summariseSignals`); for a folder it cannot hold, the server answers the same figures (ADR 0095).

/** A signal whose event type has no category is counted under this one. */
export const UNCATEGORISED = 'Uncategorised';

/** Ranges up to this many days are counted per day, longer ones per week (weeks start on Monday, UTC). */
export const OVERVIEW_DAILY_UP_TO_DAYS = 92;

/** Reliability ranks counted as reliable by the indicator: High (4) and Very High (5). */
export const RELIABLE_FROM_RANK = 4;

export const overviewBucketSchema = z.enum(['day', 'week']);
export type OverviewBucket = z.infer<typeof overviewBucketSchema>;

export const signalOverviewSchema = z.object({
  /** Signals shown under the criteria. */
  total: z.number().int(),
  /** How many of them are High or Very High. */
  reliable: z.number().int(),
  /** The period of the same length just before the criteria's range, under the same criteria otherwise. */
  previous: z.object({
    dateBegin: z.string(),
    dateEnd: z.string(),
    total: z.number().int(),
    reliable: z.number().int(),
  }),
  bucket: overviewBucketSchema,
  /** Signals per period (its first day, YYYY-MM-DD) and category; periods without signals are left out. Ordered by period, then category. */
  timeline: z.array(z.object({ period: z.string(), category: z.string(), count: z.number().int() })),
  /** The 10 most frequent event types (count descending, ties by name). */
  topEventTypes: z.array(rankedSchema),
  /** The 5 most affected companies, in start case. */
  topCompanies: z.array(rankedSchema),
  /** Every media segment and language among the shown signals, most frequent first. */
  mediaSegments: z.array(rankedSchema),
  languages: z.array(rankedSchema),
});
export type SignalOverview = z.infer<typeof signalOverviewSchema>;

export const signalOverviewParamsSchema = z.object({ customer: customerNameSchema });

/** The Signals screen's criteria as its URL writes them; `eventType` is not read. */
export const signalOverviewQuerySchema = signalCriteriaQuerySchema.omit({ eventType: true });
export type SignalOverviewQuery = z.infer<typeof signalOverviewQuerySchema>;

export const signalOverviewEndpoints = defineEndpoints({
  signalOverview: {
    method: 'GET',
    path: '/api/events/overview/:customer',
    operationId: 'readSignalOverview',
    tag: 'signals',
    summary:
      "The Overview's figures of a customer's signals under the web app's criteria: counts per period and category, event type, company, media segment and language, and the reliable share now and in the period before",
    access: 'user',
    params: signalOverviewParamsSchema,
    query: signalOverviewQuerySchema,
    response: signalOverviewSchema,
    errors: [400, 401, 403, 404],
  },
});
