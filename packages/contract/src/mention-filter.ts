import { z } from 'zod';
import { customerNameSchema } from './common';
import { defineEndpoints } from './endpoint';
import {
  filterDayParamSchema,
  filterListSchema,
  filterPageQuerySchema,
  filterKeywordSchema,
  filterTextSchema,
  hideDislikedSchema,
  languageListSchema,
  MAX_FILTER_KEYWORDS,
  mediaListSchema,
  reliabilityLevelSchema,
  reviewListSchema,
} from './filter-query';
import { mentionSchema } from './mentions';

// The server-side twin of the mention filter (spec section 5), like the signal filter's (ADR 0031).

export const mentionFilterParamsSchema = z.object({ customer: customerNameSchema });

/**
 * The criteria as the web app writes them into its URL (`mentionCriteriaToSearchParams`): `from`/`to`, `company`
 * (target entity names as the mentions carry them, any of them named), `media`,
 * `reliability`, `language`, `keyword` (any of them, contained in title, sentence, translated sentence or authors,
 * letter case ignored), `review`, `hideDisliked`; plus the page (`limit`, `cursor`).
 */
export const mentionFilterQuerySchema = filterPageQuerySchema.extend({
  from: filterDayParamSchema('first', 'one month before today'),
  to: filterDayParamSchema('last', 'today'),
  company: filterListSchema(
    filterTextSchema,
    "Target entity names, as a mention's companies list them: a mention shows if it names one of them.",
  ),
  media: mediaListSchema,
  reliability: reliabilityLevelSchema,
  language: languageListSchema,
  keyword: filterListSchema(
    filterKeywordSchema,
    'Keywords: a mention shows if one of them is contained in its title, sentence, translated sentence or authors, letter case ignored.',
    MAX_FILTER_KEYWORDS,
  ),
  review: reviewListSchema,
  hideDisliked: hideDislikedSchema,
});
export type MentionFilterQuery = z.infer<typeof mentionFilterQuerySchema>;

/** One page of the shown mentions, newest first (publish date, then uuid); `total` counts all shown. */
export const mentionFilterResponseSchema = z.object({
  /** One per story (ADR 0134): each story's earliest copy that matches, newest first. */
  mentions: z.array(mentionSchema),
  /** The shown mentions: one per story that has a matching copy. */
  total: z.number().int(),
  /** The matching mentions, every copy counted (equal to `total` where no story has two matching copies). */
  copies: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type MentionFilterResponse = z.infer<typeof mentionFilterResponseSchema>;

export const mentionFilterEndpoints = defineEndpoints({
  filterMentions: {
    method: 'GET',
    path: '/api/discovery/filter/:customer',
    operationId: 'filterMentions',
    tag: 'mentions',
    summary: "A customer's mentions filtered as the web app filters them: a page of the shown mentions and their count",
    access: 'user',
    params: mentionFilterParamsSchema,
    query: mentionFilterQuerySchema,
    response: mentionFilterResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
