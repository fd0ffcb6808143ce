import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MentionCriteria } from '@argus/filtering';
import type { Database } from '../../db/client';
import { mentions } from '../../db/schema';
import { anyOfCondition, dayRangeCondition, reviewStepCondition } from '../../db/queries/filter-conditions';
import type { PagePosition } from '../../db/queries/page-position';
import { mentionColumns } from './mentions.repository';

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
function keywordCondition(keywords: readonly string[]): SQL | undefined {
  if (keywords.length === 0) return undefined;
  return or(...keywords.map((keyword) => sql`${mentions.searchText} like ${containing(keyword)}`));
}

/**
 * Names any of the chosen companies: the arrays overlap (`&&`, exact text, as the browser's `Set.has`), which
 * mentions_companies_idx (GIN) answers for a rare company without reading the customer's range (ADR 0031).
 */
function companiesCondition(selected: readonly string[]): SQL | undefined {
  if (selected.length === 0) return undefined;
  return sql`${mentions.companies} && ${sql.param(selected)}::text[]`;
}

function filterCondition({ customerName, userId, criteria, keywords }: MentionFilter): SQL | undefined {
  return and(
    eq(mentions.customerName, customerName),
    dayRangeCondition(mentions.publishDate, criteria.dateBegin, criteria.dateEnd),
    companiesCondition(criteria.companies),
    anyOfCondition(mentions.mediaSegment, criteria.mediaSegments),
    criteria.reliability > 0 ? sql`${mentions.reliability} >= ${criteria.reliability}` : undefined,
    anyOfCondition(mentions.language, criteria.languages),
    keywordCondition(keywords),
    reviewStepCondition(mentions.uuid, {
      userId,
      itemKind: 'mention',
      options: criteria.reviews,
      hideDisliked: criteria.hideDisliked,
    }),
  );
}

export async function countFilteredMentions(db: Database, filter: MentionFilter) {
  const [row] = await db.select({ total: count() }).from(mentions).where(filterCondition(filter));
  return row?.total ?? 0;
}

const publishMicros = sql<string>`(extract(epoch from ${mentions.publishDate}) * 1000000)::bigint::text`;

/** One page of the shown mentions, newest first (publish date, then uuid), after `after`. */
export function listFilteredMentionPage(db: Database, filter: MentionFilter, limit: number, after?: PagePosition) {
  const afterCursor = after
    ? sql`(${mentions.publishDate}, ${mentions.uuid}) < ('epoch'::timestamptz + ${after.publishMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...mentionColumns, publishMicros })
    .from(mentions)
    .where(and(filterCondition(filter), afterCursor))
    .orderBy(desc(mentions.publishDate), desc(mentions.uuid))
    .limit(limit);
}
