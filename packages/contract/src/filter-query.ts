import { z } from 'zod';
import { REVIEW_OPTIONS } from './constants';
import { text } from './common';

// Building blocks of the filter reads' query strings: exactly the URL encoding of the web app's filter criteria
// (packages/filtering, criteria/search-params.ts), so that a screen passes its criteria straight through. Keys are
// left out when they hold their default; lists repeat their key (`company=A&company=B`); an empty value (`language=`)
// stands for an emptied list. Unlike the web app's URL reader, which takes the default for what it cannot read, the
// server answers 400 naming the field: a client that sends something else has a bug worth seeing.

/** Entries a list parameter may hold: far more than a screen selects, few enough to keep one query small. */
export const MAX_FILTER_VALUES = 500;
export const MAX_FILTER_KEYWORDS = 50;

/** A whole day, `YYYY-MM-DD`, an existing calendar day (PostgreSQL has no year 0). */
export const filterDaySchema = z
  .string()
  .pipe(z.iso.date({ error: 'must be an existing day written YYYY-MM-DD' }))
  .refine((day) => !day.startsWith('0000'), 'must be a day from the year 0001 on');

/** A repeated key: one value or several; empty values are dropped (an emptied list is sent as `key=`). */
export function filterListSchema<Item extends z.ZodType<string, string>>(item: Item, maximum = MAX_FILTER_VALUES) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((entry) => entry !== ''))
    .pipe(z.array(item).max(maximum, `must have at most ${maximum} entries`))
    .default([]);
}

/** Free text in a list (company names, event types, keywords). */
export const filterTextSchema = text(500);

/** Spec section 5's minimum reliability: 0 (No Filter) to 5 (Very High). */
export const reliabilityLevelSchema = z
  .string()
  .regex(/^[0-5]$/, 'must be a whole number from 0 to 5')
  .transform(Number)
  .default(0);

export const reviewOptionSchema = z.enum(REVIEW_OPTIONS, { error: `must be one of ${REVIEW_OPTIONS.join(', ')}` });

/** Hides what the caller disliked unless 'Disliked' is a selected review option; on by default. */
export const hideDislikedSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
  .default(true);

export const FILTER_PAGE_DEFAULT_LIMIT = 100;
export const FILTER_PAGE_MAX_LIMIT = 2000;

/** Pages of the filtered list, newest first: `limit` items, and the `nextCursor` of the page before as `cursor`. */
export const filterPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${FILTER_PAGE_MAX_LIMIT}`)
    .max(FILTER_PAGE_MAX_LIMIT, `must be 1 to ${FILTER_PAGE_MAX_LIMIT}`)
    .default(FILTER_PAGE_DEFAULT_LIMIT),
  cursor: z
    .string()
    .max(200, 'is not a cursor of this filter')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor of this filter')
    .optional(),
});

/** A value and how often it occurs (top event types, top affected companies). */
export const rankedSchema = z.object({ value: z.string(), count: z.number().int() });
export type RankedValue = z.infer<typeof rankedSchema>;
