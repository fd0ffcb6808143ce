import {
  TOP_AFFECTED_COMPANIES,
  TOP_EVENT_TYPES,
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
import {
  countFilteredSignals,
  countReliableSignals,
  countSignalOverview,
  listFilteredSignalPage,
} from './signal-filter.repository';
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

/**
 * Spec section 4's filter over a customer's signals, computed by PostgreSQL (ADR 0031), as UTF-8 JSON:
 * `{ events, total, topEventTypes, topCompanies, nextCursor }`. The counts and the page are two statements, run
 * side by side; the page reads the index in the answer's order and stops after `limit` + 1 signals.
 */
export async function readFilteredSignalsJson(
  { db, caches, user }: SignalFilterContext,
  { customerName, query }: { customerName: string; query: SignalCriteriaQuery & { limit: number; cursor?: string } },
): Promise<Buffer> {
  const after = query.cursor === undefined ? undefined : decodePageCursor(query.cursor);
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const filter = { customerName, userId: user.id, criteria: signalCriteriaOf(query) };
  const [counts, rows] = await Promise.all([
    countFilteredSignals(db, filter, TOP_AFFECTED_COMPANIES),
    // One row more than the page tells whether another page follows.
    listFilteredSignalPage(db, filter, query.limit + 1, after),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodePageCursor({ publishMicros: last.publishMicros, id: last.id }) : null;
  const total = counts.eventTypes.reduce((sum, entry) => sum + entry.shown, 0);
  const tops = {
    total,
    topEventTypes: rank(counts.eventTypes, TOP_EVENT_TYPES),
    topCompanies: rank(counts.companies, TOP_AFFECTED_COMPANIES),
    nextCursor,
  };
  // The signals are JSON text already (built by PostgreSQL): spliced in, never parsed and written again.
  return Buffer.from(`{"events":[${page.map((row) => row.json).join(',')}],${JSON.stringify(tops).slice(1)}`);
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
