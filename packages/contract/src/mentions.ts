import { z } from 'zod';
import { usernameSchema } from './auth';
import { customerNameSchema, isoDateTimeSchema, languageSchema, mediaSegmentSchema, uuidSchema } from './common';
import { RELIABILITY_LABELS } from './constants';
import { defineEndpoints } from './endpoint';

// Wire shapes of mentions (discovery items, spec section 3) and of a discovery's search terms.

/** A stored reliability 1-5 travels as its label; 'No Filter' is only a filter level, never a mention's. */
export const mentionReliabilitySchema = z.enum(RELIABILITY_LABELS).exclude(['No Filter']);

export const mentionSchema = z.object({
  uuid: z.string(),
  publishDate: z.string(),
  mediaSegment: mediaSegmentSchema,
  reliability: mentionReliabilitySchema,
  language: languageSchema,
  title: z.string(),
  sentence: z.string(),
  translatedSentence: z.string().nullable(),
  authors: z.string().nullable(),
  url: z.string().nullable(),
  source: z.string().nullable(),
  /** The folder's target entities recognised in the title and sentence when the mention arrived, by name. */
  companies: z.array(z.string()),
  discoveryId: z.string().nullable(),
  searchTermId: z.string().nullable(),
  /**
   * The story the mention belongs to: the same for every copy of one text that several outlets carry (ADR 0134). A
   * mention alone, or one of a folder that does not group, is a story of one: its own uuid.
   */
  storyId: z.string(),
  /** How many of the folder's mentions the story holds (1: the mention alone). */
  storySize: z.number().int().min(1),
});
export type Mention = z.infer<typeof mentionSchema>;

/**
 * Both mention reads answer a bare array of mentions, newest first (publishDate desc, then uuid desc): the spec's
 * client takes the latest page as the list itself. The page carries no total; a page shorter than `size` is the last.
 */
export const mentionListSchema = z.array(mentionSchema);

/** `{username}` must be the caller's own unless the caller is a moderator; the range is [fromIso, toIso). */
export const mentionHistoryParamsSchema = z.object({
  username: usernameSchema,
  customer: customerNameSchema,
  fromIso: isoDateTimeSchema,
  toIso: isoDateTimeSchema,
});
export type MentionHistoryParams = z.infer<typeof mentionHistoryParamsSchema>;

/** Deep offsets are slow and pointless for a UI; the page number is capped so that page × size stays an integer. */
export const MAX_MENTION_PAGE = 100_000;
export const MAX_MENTION_PAGE_SIZE = 500;

export const mentionPageParamsSchema = mentionHistoryParamsSchema.extend({
  page: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_MENTION_PAGE, `must be at most ${MAX_MENTION_PAGE}`),
  size: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_MENTION_PAGE_SIZE, `must be at most ${MAX_MENTION_PAGE_SIZE}`),
});
export type MentionPageParams = z.infer<typeof mentionPageParamsSchema>;

export const searchTermsParamsSchema = z.object({ discoveryId: uuidSchema });

/** Spec section 7: a map of search term to `{ keywords }` (terms of one discovery are unique by their text). */
export const searchTermKeywordsSchema = z.record(z.string(), z.object({ keywords: z.array(z.string()) }));
export type SearchTermKeywords = z.infer<typeof searchTermKeywordsSchema>;

const errors = [400, 401, 403, 404] as const;

export const mentionsEndpoints = defineEndpoints({
  mentionPage: {
    method: 'GET',
    path: '/api/discoveryCustomer/:username/:customer/:fromIso/:toIso/:page/:size',
    operationId: 'readMentionPage',
    tag: 'mentions',
    summary: "One page of a customer's mentions in [fromIso, toIso), newest first",
    access: 'user',
    params: mentionPageParamsSchema,
    response: mentionListSchema,
    errors,
  },
  mentionHistory: {
    method: 'GET',
    path: '/api/discoveryCustomer/:username/:customer/:fromIso/:toIso',
    operationId: 'readMentionHistory',
    tag: 'mentions',
    summary: "All of a customer's mentions in [fromIso, toIso), newest first, streamed as one JSON array",
    access: 'user',
    params: mentionHistoryParamsSchema,
    response: mentionListSchema,
    errors,
  },
  searchTerms: {
    method: 'GET',
    path: '/api/discovery/search-terms/:discoveryId',
    operationId: 'readSearchTerms',
    tag: 'mentions',
    summary: "A discovery's search terms, each with its keywords",
    access: 'user',
    params: searchTermsParamsSchema,
    response: searchTermKeywordsSchema,
    errors,
  },
});
