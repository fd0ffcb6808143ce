import type { MentionFilterQuery, MentionFilterResponse } from '@argus/contract';
import { defaultMentionCriteria, normalizeKeywords, type MentionCriteria } from '@argus/filtering';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { decodePageCursor, encodePageCursor } from '../signals/signal-page-cursor';
import { countFilteredMentions, listFilteredMentionPage } from './mention-filter.repository';
import { toMentionWire } from './mentions.service';

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
  const after = query.cursor === undefined ? undefined : decodePageCursor(query.cursor);
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
  const [{ total, copies }, rows] = await Promise.all([
    countFilteredMentions(db, filter),
    listFilteredMentionPage(db, filter, query.limit + 1, after),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    mentions: page.map((row) => toMentionWire(row, customer.groupStories)),
    total,
    copies,
    nextCursor:
      rows.length > query.limit && last ? encodePageCursor({ publishMicros: last.publishMicros, id: last.uuid }) : null,
  };
}
