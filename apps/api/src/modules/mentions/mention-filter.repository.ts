import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MentionCriteria } from '@argus/filtering';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { mentions } from '../../db/schema';
import { anyOfCondition, dayRangeCondition, reviewStepCondition } from '../../db/queries/filter-conditions';
import type { PagePosition } from '../../db/queries/page-position';
import { mentionColumns } from './mentions.repository';

/** What the relevance model reads of a mention (packages/filtering's mention features), before the wire's mapping. */
export type MentionFeatureRow = Awaited<ReturnType<typeof listFilteredMentionFeatures>>[number];

// The mention filter of spec section 5 compiled to SQL (ADR 0031), the twin of packages/filtering's filterMentions.
// Served by mentions_customer_publish_idx: one customer's mentions in a publish-date range, in the answer's order.

/** `keywords` as normalizeKeywords leaves them: trimmed, lower-cased by JavaScript, distinct, none empty. */
export type MentionFilter = { customerName: string; userId: string; criteria: MentionCriteria; keywords: string[] };

/** A keyword as a LIKE pattern that matches its characters literally: `\`, `%` and `_` are escaped. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Any keyword contained in any one of title, sentence, translated sentence or authors (never across two): the stored
 * search_text holds the four lower-cased through ICU's root locale, whose full case mapping is JavaScript's
 * toLowerCase ('İ' → 'i̇', a final 'Σ' → 'ς'; the database's default lower() maps fewer characters), joined by chr(31),
 * which the contract keeps out of keywords (ADR 0031). LIKE with the wildcards escaped is strpos() > 0 for a
 * deterministic collation, and lets a rare keyword use the trigram index.
 */
function keywordCondition(table: MentionTable, keywords: readonly string[]): SQL | undefined {
  if (keywords.length === 0) return undefined;
  return or(...keywords.map((keyword) => sql`${table.searchText} like ${containing(keyword)}`));
}

/**
 * Names any of the chosen companies: the arrays overlap (`&&`, exact text, as the browser's `Set.has`), which
 * mentions_companies_idx (GIN) answers for a rare company without reading the customer's range (ADR 0031).
 */
function companiesCondition(table: MentionTable, selected: readonly string[]): SQL | undefined {
  if (selected.length === 0) return undefined;
  return sql`${table.companies} && ${sql.param(selected)}::text[]`;
}

/** The same table again, for the copies of a mention's story (earliestOfStory). */
const STORY_COPY = 'story_copy';
const storyCopy = alias(mentions, STORY_COPY);
type MentionTable = typeof mentions | typeof storyCopy;

/** Whether a mention of `table` (the mentions, or an alias of them) matches the criteria. */
function filterCondition(
  { customerName, userId, criteria, keywords }: MentionFilter,
  table: MentionTable = mentions,
): SQL | undefined {
  return and(
    eq(table.customerName, customerName),
    dayRangeCondition(table.publishDate, criteria.dateBegin, criteria.dateEnd),
    companiesCondition(table, criteria.companies),
    anyOfCondition(table.mediaSegment, criteria.mediaSegments),
    criteria.reliability > 0 ? sql`${table.reliability} >= ${criteria.reliability}` : undefined,
    anyOfCondition(table.language, criteria.languages),
    keywordCondition(table, keywords),
    reviewStepCondition(table.uuid, {
      userId,
      itemKind: 'mention',
      options: criteria.reviews,
      hideDisliked: criteria.hideDisliked,
    }),
  );
}

/** A filter over a folder that shows stories (ADR 0134) shows each story once: its earliest matching copy. */
export type StoryFilter = MentionFilter & { groupStories: boolean };

/**
 * The mention is its story's earliest copy that matches: no copy of the story published before it (or at the same
 * time with a smaller uuid, the list's tie-break) matches too. The browser's twin is packages/filtering's story step.
 * A lone mention (size 1 or no story) skips the look-up; mentions_customer_story_idx serves it for the others.
 */
function earliestOfStory(filter: StoryFilter): SQL | undefined {
  if (!filter.groupStories) return undefined;
  return sql`(${mentions.storySize} = 1 or ${mentions.storyId} is null or not exists (
    select 1 from ${mentions} as ${sql.identifier(STORY_COPY)}
    where ${storyCopy.storyId} = ${mentions.storyId}
      and (${storyCopy.publishDate}, ${storyCopy.uuid}) < (${mentions.publishDate}, ${mentions.uuid})
      and ${filterCondition(filter, storyCopy)}))`;
}

/** The shown mentions (one per story) and the matching copies. */
export async function countFilteredMentions(db: Database, filter: StoryFilter) {
  const [row] = await db
    .select({
      copies: count(),
      total: filter.groupStories
        ? sql<number>`count(distinct coalesce(${mentions.storyId}, ${mentions.uuid}))::integer`
        : count(),
    })
    .from(mentions)
    .where(filterCondition(filter));
  return { total: row?.total ?? 0, copies: row?.copies ?? 0 };
}

const publishMicros = sql<string>`(extract(epoch from ${mentions.publishDate}) * 1000000)::bigint::text`;

/** One page of the shown mentions, newest first (publish date, then uuid), after `after`. */
export function listFilteredMentionPage(db: Database, filter: StoryFilter, limit: number, after?: PagePosition) {
  const afterCursor = after
    ? sql`(${mentions.publishDate}, ${mentions.uuid}) < ('epoch'::timestamptz + ${after.publishMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...mentionColumns, publishMicros })
    .from(mentions)
    .where(and(filterCondition(filter), earliestOfStory(filter), afterCursor))
    .orderBy(desc(mentions.publishDate), desc(mentions.uuid))
    .limit(limit);
}

/**
 * Every shown mention (one per story) with the fields the relevance model reads, in no particular order (the ranking
 * sorts): the server-side filter's "most relevant first" (ADR 0137). The caller maps them as the wire does.
 */
export function listFilteredMentionFeatures(db: Database, filter: StoryFilter) {
  return db
    .select({
      uuid: mentions.uuid,
      publishDate: mentions.publishDate,
      reliability: mentions.reliability,
      mediaSegment: mentions.mediaSegment,
      language: mentions.language,
      title: mentions.title,
      source: mentions.source,
      companies: mentions.companies,
    })
    .from(mentions)
    .where(and(filterCondition(filter), earliestOfStory(filter)));
}
