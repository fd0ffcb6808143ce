import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MentionCriteria } from '@argus/filtering';
import type { Database } from '../../db/client';
import { mentions } from '../../db/schema';
import { anyOfCondition, dayRangeCondition, reviewStepCondition } from '../filters/filter-conditions.repository';
import type { PagePosition } from '../signals/signal-lists.repository';
import { mentionColumns } from './mentions.repository';

// The mention filter of spec section 5 compiled to SQL (ADR 0031), the twin of packages/filtering's filterMentions.
// Served by mentions_customer_publish_idx: one customer's mentions in a publish-date range, in the answer's order.

/** `keywords` as normalizeKeywords leaves them: trimmed, lower-cased by JavaScript, distinct, none empty. */
export type MentionFilter = { customerName: string; userId: string; criteria: MentionCriteria; keywords: string[] };

const KEYWORD_FIELDS = [mentions.title, mentions.sentence, mentions.translatedSentence, mentions.authors];

/**
 * Any keyword contained in any one of the four fields (never across two). strpos, not ILIKE, whose % and _ are
 * wildcards; lower() through ICU's root locale, whose full case mapping is JavaScript's toLowerCase ('İ' → 'i̇',
 * a final 'Σ' → 'ς'), where the database's default (libc, or C in PGlite) maps fewer characters (ADR 0031).
 */
function keywordCondition(keywords: readonly string[]): SQL | undefined {
  if (keywords.length === 0) return undefined;
  return or(
    ...KEYWORD_FIELDS.flatMap((field) =>
      keywords.map((keyword) => sql`strpos(lower(${field} collate "und-x-icu"), ${keyword}) > 0`),
    ),
  );
}

function filterCondition({ customerName, userId, criteria, keywords }: MentionFilter): SQL | undefined {
  return and(
    eq(mentions.customerName, customerName),
    dayRangeCondition(mentions.publishDate, criteria.dateBegin, criteria.dateEnd),
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
