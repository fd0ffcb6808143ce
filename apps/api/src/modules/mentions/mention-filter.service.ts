import { RELIABILITY_LABELS, type Mention, type MentionFilterQuery, type MentionFilterResponse } from '@argus/contract';
import { defaultMentionCriteria, normalizeKeywords, type MentionCriteria } from '@argus/filtering';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { decodePageCursor, encodePageCursor } from '../signals/signal-page-cursor';
import { rankFilterPage } from '../relevance/relevance-ranking.service';
import {
  countFilteredMentions,
  listFilteredMentionFeatures,
  listFilteredMentionPage,
  type MentionFeatureRow,
  type StoryFilter,
} from './mention-filter.repository';
import { readWrittenMentions, toMentionWire } from './mentions.service';

/** The query's criteria, with the web app's defaults for what it leaves out (the last month up to today, UTC). */
export function mentionCriteriaOf(query: MentionFilterQuery, now: Date = new Date()): MentionCriteria {
  const defaults = defaultMentionCriteria(now);
  return {
    dateBegin: query.from ?? defaults.dateBegin,
    dateEnd: query.to ?? defaults.dateEnd,
    companies: query.company,
    mediaSegments: query.media,
    reliability: query.reliability,
    languages: query.language,
    keywords: query.keyword,
    reviews: query.review,
    hideDisliked: query.hideDisliked,
  };
}

/**
 * Spec section 5's mention filter over a customer's discovery folder, computed by PostgreSQL (ADR 0031). The same
 * checks as the other mention reads: the customer-access rule, and 404 for a customer without discovery.
 */
export async function readFilteredMentions(
  { db, caches, user }: Pick<ServiceContext, 'db' | 'user'> & { caches: Pick<ReadCaches, 'customerAccess'> },
  { customerName, query }: { customerName: string; query: MentionFilterQuery },
): Promise<MentionFilterResponse> {
  const customer = await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  if (!customer.discovery) throw notFound('This customer has no discovery feature.');
  const criteria = mentionCriteriaOf(query);
  const filter = {
    customerName,
    userId: user.id,
    criteria,
    keywords: normalizeKeywords(criteria.keywords),
    groupStories: customer.groupStories,
  };
  const [{ total, copies }, page] = await Promise.all([
    countFilteredMentions(db, filter),
    mentionPage(db, filter, query, JSON.stringify(criteria)),
  ]);
  return { mentions: page.mentions, total, copies, nextCursor: page.nextCursor };
}

type MentionPage = { mentions: Mention[]; nextCursor: string | null };

/** A page newest first (publish date, then uuid), after the cursor's position. */
async function newestPage(db: Database, filter: StoryFilter, limit: number, cursor?: string): Promise<MentionPage> {
  const after = cursor === undefined ? undefined : decodePageCursor(cursor);
  // One row more than the page tells whether another page follows.
  const rows = await listFilteredMentionPage(db, filter, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    mentions: page.map((row) => toMentionWire(row, filter.groupStories)),
    nextCursor:
      rows.length > limit && last ? encodePageCursor({ publishMicros: last.publishMicros, id: last.uuid }) : null,
  };
}

/** The fields the model's features read, as the wire has them (toMentionWire's mapping of them). */
const featuresOf = (row: MentionFeatureRow) =>
  ({
    uuid: row.uuid,
    publishDate: row.publishDate.toISOString(),
    reliability: RELIABILITY_LABELS[row.reliability],
    mediaSegment: row.mediaSegment,
    language: row.language,
    title: row.title,
    source: row.source,
    companies: row.companies,
  }) as Mention;

/**
 * The page in the query's order: newest first, or the most relevant first by the caller's model (ADR 0137; newest
 * first while the model is in its cold start). A ranked page's mentions are read again by uuid, in its order.
 */
async function mentionPage(
  db: Database,
  filter: StoryFilter,
  query: MentionFilterQuery,
  criteriaKey: string,
): Promise<MentionPage> {
  if (query.sort === 'relevance') {
    const ranked = await rankFilterPage(db, {
      userId: filter.userId,
      customerName: filter.customerName,
      kind: 'mention',
      criteriaKey,
      limit: query.limit,
      cursor: query.cursor,
      items: async () => (await listFilteredMentionFeatures(db, filter)).map(featuresOf),
    });
    if (ranked) {
      const read = new Map(
        (await readWrittenMentions(db, filter.customerName, ranked.ids)).map((mention) => [mention.uuid, mention]),
      );
      return { mentions: ranked.ids.flatMap((uuid) => read.get(uuid) ?? []), nextCursor: ranked.nextCursor };
    }
  }
  return newestPage(db, filter, query.limit, query.cursor);
}
