import { z } from 'zod';
import { LANGUAGES, MEDIA_SEGMENTS, RESULT_LABELS } from './constants';

// Building blocks of the wire shapes; every feature's schemas use these so that one field is checked one way.

export const customerNameSchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, underscore and hyphen');

export const uuidSchema = z.uuid('must be a UUID');

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2999;
/**
 * An ISO 8601 date or date-time, e.g. 2026-11-01 or 2026-11-01T00:00:00.000Z, in the years the product can mean
 * (the ISO format admits year 0000, which PostgreSQL refuses). A date without a time is midnight UTC of that day.
 */
export const isoDateTimeSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO 8601 date or date-time' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  }, `must be between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`);

export const languageSchema = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });
export const mediaSegmentSchema = z.enum(MEDIA_SEGMENTS, { error: `must be one of ${MEDIA_SEGMENTS.join(', ')}` });
export const resultLabelSchema = z.enum(RESULT_LABELS, { error: `must be one of ${RESULT_LABELS.join(', ')}` });
/** Stored reliability: 1 (Very Low) … 5 (Very High). */
export const reliabilitySchema = z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5');

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(50),
});

export const LIST_PAGE_MAX_SIZE = 500;

/**
 * Opt-in paging of a list the spec answers whole (feedback, users): without `page` and `size` the whole list, as
 * the spec's client expects; with either, one page (page 1, size 50 by default) and the total in X-Total-Count.
 */
export const optionalPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .optional(),
  size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${LIST_PAGE_MAX_SIZE}`)
    .max(LIST_PAGE_MAX_SIZE, `must be 1 to ${LIST_PAGE_MAX_SIZE}`)
    .optional(),
});
export type OptionalPageQuery = z.infer<typeof optionalPageQuerySchema>;

const refuseNul = (value: string) => !value.includes('\u0000');
/** Free text as PostgreSQL can store it: at most `maximum` characters and no NUL character. */
export const text = (maximum: number) =>
  z
    .string()
    .max(maximum, `must be at most ${maximum} characters`)
    .refine(refuseNul, 'must not contain the NUL character');
/**
 * The document's way of saying what a trimmed, required text enforces (`z.string().trim().min(1)`): white space alone
 * is no text. Only the document reads it; the schema's own checks answer the 400.
 */
export const NON_BLANK = { pattern: '\\S' };

export const requiredText = (maximum: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(maximum, `must be at most ${maximum} characters`)
    .refine(refuseNul, 'must not contain the NUL character')
    .meta(NON_BLANK);
