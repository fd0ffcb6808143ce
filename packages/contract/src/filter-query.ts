import { z } from 'zod';
import { LANGUAGES, MEDIA_SEGMENTS, REVIEW_OPTIONS } from './constants';
import { languageSchema, mediaSegmentSchema, text } from './common';

// Building blocks of the filter reads' query strings: exactly the URL encoding of the web app's filter criteria
// (packages/filtering, criteria/search-params.ts), so that a screen passes its criteria straight through. Keys are
// left out when they hold their default; lists repeat their key (`company=A&company=B`); an empty value (`language=`)
// stands for an emptied list. Unlike the web app's URL reader, which takes the default for what it cannot read, the
// server answers 400 naming the field: a client that sends something else has a bug worth seeing.

/** Entries a list parameter may hold: far more than a screen selects, few enough to keep one query small. */
export const MAX_FILTER_VALUES = 500;
export const MAX_FILTER_KEYWORDS = 50;

/** A whole day, `YYYY-MM-DD`, an existing calendar day (PostgreSQL has no year 0). */
export const filterDaySchema = z.iso
  .date({ error: 'must be an existing day written YYYY-MM-DD' })
  .refine((day) => !day.startsWith('0000'), 'must be a day from the year 0001 on');

/**
 * A repeated key: one value or several; empty values are dropped (an emptied list is sent as `key=`). Any string is
 * read, so that a wrong one is refused with the item's own message; the document names the values a fixed list
 * allows (`item.options`), as the server enforces them.
 */
export function filterListSchema<Item extends z.ZodType<string, string>>(
  item: Item,
  description: string,
  maximum = MAX_FILTER_VALUES,
) {
  const values = (item as { options?: readonly string[] }).options;
  const one = values ? { type: 'string', enum: [...values, ''] } : { type: 'string' };
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((entry) => entry !== ''))
    .pipe(z.array(item).max(maximum, `must have at most ${maximum} entries`))
    .default([])
    .meta({
      description: `${description} Repeat the key for several (at most ${maximum}); none: no filter.`,
      anyOf: [one, { type: 'array', items: one, maxItems: maximum }],
    });
}

/** Free text in a list (company names, event types). */
export const filterTextSchema = text(500);

/** A keyword: free text without the unit separator, which parts the fields the server searches (ADR 0031). */
export const filterKeywordSchema = filterTextSchema.refine(
  (keyword) => !keyword.includes('\u001f'),
  'must not contain the unit separator character (U+001F)',
);

/** Spec section 5's minimum reliability: 0 (No Filter) to 5 (Very High). */
export const reliabilityLevelSchema = z
  .string()
  .regex(/^[0-5]$/, 'must be a whole number from 0 to 5')
  .transform(Number)
  .default(0)
  .meta({ description: 'Minimum reliability: 0 (No Filter, the default) to 5 (Very High).' });

export const reviewOptionSchema = z.enum(REVIEW_OPTIONS, { error: `must be one of ${REVIEW_OPTIONS.join(', ')}` });

/** Hides what the caller disliked unless 'Disliked' is a selected review option; on by default. */
export const hideDislikedSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
  .default(true)
  .meta({ description: 'Hide what the caller disliked unless review=Disliked is selected; true by default.' });

const listOf = (values: readonly string[]) => `One of: ${values.join(', ')}.`;
/** The review options as the web app writes them, each the caller's own bookmarks and feedback. */
export const reviewListSchema = filterListSchema(
  reviewOptionSchema,
  `The caller's own review state. ${listOf(REVIEW_OPTIONS)} Several: any of them.`,
);
export const mediaListSchema = filterListSchema(mediaSegmentSchema, `Media segments. ${listOf(MEDIA_SEGMENTS)}`);
export const languageListSchema = filterListSchema(languageSchema, `Languages. ${listOf(LANGUAGES)}`);

/** The first (`from`) and last (`to`) day shown. */
export const filterDayParamSchema = (which: 'first' | 'last', fallback: string) =>
  filterDaySchema
    .optional()
    .meta({ description: `The ${which} day shown, YYYY-MM-DD (a UTC day, included); default: ${fallback}.` });

export const FILTER_PAGE_DEFAULT_LIMIT = 100;
export const FILTER_PAGE_MAX_LIMIT = 2000;

/** Pages of the filtered list, newest first: `limit` items, and the `nextCursor` of the page before as `cursor`. */
/** A filtered list's orders: newest first, or most relevant first by the caller's model (ADR 0137). */
export const FILTER_SORTS = ['newest', 'relevance'] as const;
export type FilterSort = (typeof FILTER_SORTS)[number];

export const filterPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${FILTER_PAGE_MAX_LIMIT}`)
    .max(FILTER_PAGE_MAX_LIMIT, `must be 1 to ${FILTER_PAGE_MAX_LIMIT}`)
    .default(FILTER_PAGE_DEFAULT_LIMIT)
    .meta({ description: `Items per page, 1 to ${FILTER_PAGE_MAX_LIMIT}; ${FILTER_PAGE_DEFAULT_LIMIT} by default.` }),
  cursor: z
    .string()
    .max(200, 'is not a cursor of this filter')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor of this filter')
    .optional()
    .meta({ description: 'The nextCursor of the page before, with the same criteria; none for the first page.' }),
  sort: z
    .enum(FILTER_SORTS, { error: `must be one of ${FILTER_SORTS.join(', ')}` })
    .default('newest')
    .meta({
      description:
        "The order: `newest` (publish date, then id, descending) or `relevance`, the caller's own model of the folder first (ADR 0137: score descending, ties newest first); below 10 reviews `relevance` is newest first.",
    }),
});

/** A value and how often it occurs (top event types, top affected companies). */
export const rankedSchema = z.object({ value: z.string(), count: z.number().int() });
export type RankedValue = z.infer<typeof rankedSchema>;
