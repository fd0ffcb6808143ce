import {
  TOP_AFFECTED_COMPANIES,
  TOP_EVENT_TYPES,
  type FilterSort,
  type Signal,
  type SignalCriteriaQuery,
  type SignalOverview,
  type SignalOverviewQuery,
} from '@argus/contract';
import {
  defaultSignalCriteria,
  overviewBucketOf,
  previousRangeOf,
  topByCount,
  type SignalCriteria,
} from '@argus/filtering';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { rankFilterPage, type RankedFilterPage } from '../relevance/relevance-ranking.service';
import {
  countFilteredSignals,
  countReliableSignals,
  countSignalOverview,
  listFilteredSignalFeatures,
  listFilteredSignalPage,
  type SignalFilter,
} from './signal-filter.repository';
import { listSignalsToPush } from './signal-json.repository';
import { decodePageCursor, encodePageCursor } from './signal-page-cursor';

/** The query's criteria, with the web app's defaults for what it leaves out (the last month up to today, UTC). */
export function signalCriteriaOf(
  query: Omit<SignalCriteriaQuery, 'eventType'> & { eventType?: string[] },
  now: Date = new Date(),
): SignalCriteria {
  const defaults = defaultSignalCriteria(now);
  return {
    dateBegin: query.from ?? defaults.dateBegin,
    dateEnd: query.to ?? defaults.dateEnd,
    companyNames: query.company,
    mediaSegments: query.media,
    reliability: query.reliability,
    languages: query.language,
    results: query.result,
    reviews: query.review,
    eventTypes: query.eventType ?? [],
    hideDisliked: query.hideDisliked,
  };
}

/** What a filter read works with: the caller, checked against the customer through the access cache. */
export type SignalFilterContext = Pick<ServiceContext, 'db' | 'user'> & { caches: Pick<ReadCaches, 'customerAccess'> };

/** Values and counts ranked as packages/filtering ranks them: count descending, then value by UTF-16 code units. */
function rank(entries: readonly { value: string; count: number }[], limit: number) {
  return topByCount(
    entries.map((entry) => entry.value),
    entries.map((entry) => entry.count),
    limit,
  );
}

type SignalPage = { json: string[]; nextCursor: string | null };

/** A page newest first: the index read in the answer's order, stopping after `limit` + 1 signals. */
async function newestPage(db: SignalFilterContext['db'], filter: SignalFilter, limit: number, cursor?: string) {
  const after = cursor === undefined ? undefined : decodePageCursor(cursor);
  // One row more than the page tells whether another page follows.
  const rows = await listFilteredSignalPage(db, filter, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    json: page.map((row) => row.json),
    nextCursor:
      rows.length > limit && last ? encodePageCursor({ publishMicros: last.publishMicros, id: last.id }) : null,
  };
}

/** The ranked page's signals as wire JSON, in the ranking's order (a signal hidden since the ranking is left out). */
async function rankedPage(db: SignalFilterContext['db'], customerName: string, ranked: RankedFilterPage) {
  const rows = await listSignalsToPush(db, customerName, ranked.ids);
  const json = new Map(rows.map((row) => [row.id, row.json]));
  return {
    json: ranked.ids.flatMap((id) => json.get(id) ?? []),
    nextCursor: ranked.nextCursor,
  };
}

/**
 * The page in the query's order: newest first, or the most relevant first by the caller's model (ADR 0137), which
 * is newest first while the model is in its cold start.
 */
async function signalPage(
  db: SignalFilterContext['db'],
  filter: SignalFilter,
  query: { limit: number; cursor?: string; sort: FilterSort },
  criteriaKey: string,
): Promise<SignalPage> {
  if (query.sort === 'relevance') {
    const ranked = await rankFilterPage(db, {
      userId: filter.userId,
      customerName: filter.customerName,
      kind: 'signal',
      criteriaKey,
      limit: query.limit,
      cursor: query.cursor,
      // The fields the model's features read: what the wire has of them.
      items: async () => (await listFilteredSignalFeatures(db, filter)) as Signal[],
    });
    if (ranked) return rankedPage(db, filter.customerName, ranked);
  }
  return newestPage(db, filter, query.limit, query.cursor);
}

/**
 * Spec section 4's filter over a customer's signals, computed by PostgreSQL (ADR 0031), as UTF-8 JSON:
 * `{ events, total, topEventTypes, topCompanies, nextCursor }`. The counts and the page are two statements, run
 * side by side.
 */
export async function readFilteredSignalsJson(
  { db, caches, user }: SignalFilterContext,
  {
    customerName,
    query,
  }: { customerName: string; query: SignalCriteriaQuery & { limit: number; cursor?: string; sort?: FilterSort } },
): Promise<Buffer> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const criteria = signalCriteriaOf(query);
  const filter = { customerName, userId: user.id, criteria };
  const [counts, page] = await Promise.all([
    countFilteredSignals(db, filter, TOP_AFFECTED_COMPANIES),
    signalPage(db, filter, { ...query, sort: query.sort ?? 'newest' }, JSON.stringify(criteria)),
  ]);
  const total = counts.eventTypes.reduce((sum, entry) => sum + entry.shown, 0);
  const tops = {
    total,
    topEventTypes: rank(counts.eventTypes, TOP_EVENT_TYPES),
    topCompanies: rank(counts.companies, TOP_AFFECTED_COMPANIES),
    nextCursor: page.nextCursor,
  };
  // The signals are JSON text already (built by PostgreSQL): spliced in, never parsed and written again.
  return Buffer.from(`{"events":[${page.json.join(',')}],${JSON.stringify(tops).slice(1)}`);
}

const byUtf16 = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/**
 * The Overview's figures for a folder the browser cannot hold (ADR 0095), computed by PostgreSQL over the same
 * conditions as the filter: what `summariseSignals` answers over the same folder, in the same order.
 */
export async function readSignalOverview(
  { db, caches, user }: SignalFilterContext,
  { customerName, query }: { customerName: string; query: SignalOverviewQuery },
): Promise<SignalOverview> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const criteria = signalCriteriaOf(query);
  const previousRange = previousRangeOf(criteria);
  const bucket = overviewBucketOf(criteria);
  const filter = { customerName, userId: user.id, criteria };
  const [counts, previous] = await Promise.all([
    countSignalOverview(db, filter, bucket),
    countReliableSignals(db, { ...filter, criteria: { ...criteria, ...previousRange } }),
  ]);
  return {
    total: counts.total,
    reliable: counts.reliable,
    previous: { ...previousRange, ...previous },
    bucket,
    timeline: counts.timeline.sort(
      (left, right) => byUtf16(left.period, right.period) || byUtf16(left.category, right.category),
    ),
    topEventTypes: rank(counts.eventTypes, TOP_EVENT_TYPES),
    topCompanies: rank(counts.companies, TOP_AFFECTED_COMPANIES),
    mediaSegments: rank(counts.mediaSegments, counts.mediaSegments.length),
    languages: rank(counts.languages, counts.languages.length),
  };
}
