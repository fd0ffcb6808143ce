import { z } from 'zod';
import { usernameSchema } from './auth';
import { customerNameSchema, NON_BLANK } from './common';
import { defineEndpoints } from './endpoint';
import { reviewItemKindSchema } from './reviews';

// Wire shapes of the Feedbacks report (ADR 0098, moderators and admins): every like and dislike with its signal or
// mention, one page at a time; the totals per customer, event type and user with their precision; and the CSV of
// every filtered row. All three calls take the same filters, so that the figures, the rows and the file agree.

export const FEEDBACK_REPORT_PAGE_MAX_SIZE = 200;
export const FEEDBACK_REPORT_DEFAULT_PAGE_SIZE = 50;
/** The CSV holds every filtered row; beyond this many the call refuses and asks for a narrower filter. */
export const FEEDBACK_REPORT_CSV_MAX_ROWS = 500_000;
/**
 * The page call counts the matching rows up to this many. Counting more costs more than the page itself (a count
 * over 200,000 rows took 30-230 ms on the 2-core machine, the page 2); the totals call counts them all anyway.
 */
export const FEEDBACK_REPORT_COUNT_LIMIT = 10_000;

export const FEEDBACK_VALUES = ['like', 'dislike'] as const;
export type FeedbackValue = (typeof FEEDBACK_VALUES)[number];

export const FEEDBACK_REPORT_SORTS = [
  '-createdAt',
  'createdAt',
  'customer',
  '-customer',
  'eventType',
  '-eventType',
  'user',
  '-user',
  'feedback',
  '-feedback',
] as const;
export type FeedbackReportSort = (typeof FEEDBACK_REPORT_SORTS)[number];

/** A whole day, YYYY-MM-DD, that exists in the calendar (2026-02-30 does not). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a day of the calendar')
  .refine((value) => value >= '1900-01-01' && value <= '2999-12-31', 'must be between the years 1900 and 2999');

/**
 * The report's filters, all optional and combined with AND. `from` and `to` are whole days (UTC) of the feedback's
 * date, both included; `eventType` is a signal's event type (mentions have none: `kind=mention` selects them).
 */
export const feedbackReportFilterFields = {
  from: daySchema.optional(),
  to: daySchema.optional(),
  customer: customerNameSchema.optional(),
  user: usernameSchema.optional(),
  eventType: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .meta(NON_BLANK)
    .optional(),
  kind: reviewItemKindSchema.optional(),
  feedback: z.enum(FEEDBACK_VALUES, { error: 'must be like or dislike' }).optional(),
};

const sortSchema = z
  .enum(FEEDBACK_REPORT_SORTS, { error: `must be one of ${FEEDBACK_REPORT_SORTS.join(', ')}` })
  .default('-createdAt');

/** The day range must not end before it starts: the refusal names `to`. */
const rangeInOrder = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((value, context) => {
    if (value.from && value.to && value.to < value.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    }
  });

export const feedbackReportFilterSchema = rangeInOrder(z.strictObject(feedbackReportFilterFields));
export type FeedbackReportFilter = z.infer<typeof feedbackReportFilterSchema>;

export const feedbackReportPageQuerySchema = rangeInOrder(
  z.strictObject({
    ...feedbackReportFilterFields,
    sort: sortSchema,
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(100_000, 'must be at most 100000')
      .default(1),
    size: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be 1 to ${FEEDBACK_REPORT_PAGE_MAX_SIZE}`)
      .max(FEEDBACK_REPORT_PAGE_MAX_SIZE, `must be 1 to ${FEEDBACK_REPORT_PAGE_MAX_SIZE}`)
      .default(FEEDBACK_REPORT_DEFAULT_PAGE_SIZE),
  }),
);
export type FeedbackReportPageQuery = z.infer<typeof feedbackReportPageQuerySchema>;

export const feedbackReportCsvQuerySchema = rangeInOrder(
  z.strictObject({ ...feedbackReportFilterFields, sort: sortSchema }),
);
export type FeedbackReportCsvQuery = z.infer<typeof feedbackReportCsvQuerySchema>;

/**
 * What became of the reviewed item: `shown`, `hidden` or `deleted` by a moderator (a signal), or `missing` (its row
 * is gone). The feedback lists in every case: it was given, and the report counts it.
 */
export const REVIEWED_ITEM_STATES = ['shown', 'hidden', 'deleted', 'missing'] as const;
export type ReviewedItemState = (typeof REVIEWED_ITEM_STATES)[number];

export const feedbackReportRowSchema = z.object({
  id: z.string(),
  /** The uuid of the signal or mention. */
  eventId: z.string(),
  itemKind: reviewItemKindSchema,
  feedback: z.union([z.literal(1), z.literal(-1)]),
  /** When it was given, or last changed. */
  createdAt: z.string(),
  updatedAt: z.string(),
  customerName: z.string().nullable(),
  customerLabel: z.string().nullable(),
  eventType: z.string().nullable(),
  username: z.string(),
  displayName: z.string().nullable(),
  /** The signal's title or the mention's; null when the item has none or is missing. */
  title: z.string().nullable(),
  /** The signal's target entity (start case, as the Signals screen shows it); null for a mention. */
  company: z.string().nullable(),
  /** The item's publish date, to open it in its day on the Signals screen. */
  publishDate: z.string().nullable(),
  itemState: z.enum(REVIEWED_ITEM_STATES),
});
export type FeedbackReportRow = z.infer<typeof feedbackReportRowSchema>;

export const feedbackReportPageSchema = z.object({
  rows: z.array(feedbackReportRowSchema),
  /**
   * How many rows match the filters in all, when at most FEEDBACK_REPORT_COUNT_LIMIT; null beyond, when the totals
   * call's likes + dislikes say how many.
   */
  total: z.number().int().nullable(),
});
export type FeedbackReportPage = z.infer<typeof feedbackReportPageSchema>;

/** Likes and dislikes of one group; precision = likes / (likes + dislikes), null when there are none. */
const feedbackCountFields = {
  likes: z.number().int(),
  dislikes: z.number().int(),
  precision: z.number().min(0).max(1).nullable(),
};
export const feedbackCountsSchema = z.object(feedbackCountFields);
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;

export const feedbackReportTotalsSchema = z.object({
  all: feedbackCountsSchema,
  /** Most feedback first. `customerName` null: feedback of an item kept without a customer. */
  customers: z.array(
    z.object({ customerName: z.string().nullable(), customerLabel: z.string().nullable(), ...feedbackCountFields }),
  ),
  /** Most feedback first; `eventType` null is the mentions' (they have no event type). */
  eventTypes: z.array(z.object({ eventType: z.string().nullable(), ...feedbackCountFields })),
  users: z.array(z.object({ username: z.string(), displayName: z.string().nullable(), ...feedbackCountFields })),
});
export type FeedbackReportTotals = z.infer<typeof feedbackReportTotalsSchema>;

const errors = [400, 401, 403] as const;

export const feedbacksEndpoints = defineEndpoints({
  page: {
    method: 'GET',
    path: '/api/feedback/report',
    operationId: 'readFeedbackReportPage',
    tag: 'feedbacks',
    summary: 'One page of the filtered feedback, sorted, with how many rows match in all',
    access: 'moderator',
    query: feedbackReportPageQuerySchema,
    response: feedbackReportPageSchema,
    errors,
  },
  totals: {
    method: 'GET',
    path: '/api/feedback/report/totals',
    operationId: 'readFeedbackReportTotals',
    tag: 'feedbacks',
    summary: 'Likes, dislikes and precision of the filtered feedback per customer, event type and user',
    access: 'moderator',
    query: feedbackReportFilterSchema,
    response: feedbackReportTotalsSchema,
    errors,
  },
  csv: {
    method: 'GET',
    path: '/api/feedback/report/csv',
    operationId: 'exportFeedbackReportCsv',
    tag: 'feedbacks',
    summary: 'Every filtered row as a CSV file (text/csv), in the chosen order',
    access: 'moderator',
    query: feedbackReportCsvQuerySchema,
    response: z.string().describe('CSV with a header row, one feedback row a line, in the chosen order'),
    produces: 'text/csv',
    errors,
  },
});
