import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Signal } from '@argus/contract';
import type { SignalCriteria } from '@argus/filtering';
import type { Database } from '../../db/client';
import { RELIABLE_FROM_RANK, UNCATEGORISED, type OverviewBucket } from '@argus/contract';
import { eventTypes, signalArguments, signals } from '../../db/schema';
import { anyOfCondition, dayRangeCondition, reviewStepCondition } from '../../db/queries/filter-conditions';
import { isoText, reliabilityLabel, signalJsonText } from './signal-json.repository';
import type { PagePosition } from '../../db/queries/page-position';
import { isVisible } from '../../db/queries/signal-visibility';
import { publishMicros } from './signal-lists.repository';

// The signal filter of spec section 4 compiled to SQL (ADR 0031): the same criteria as packages/filtering, the
// same signals in the same order, the same counts. Served by signals_customer_publish_idx: one customer's visible
// signals in a publish-date range, read in the answer's order.

export type SignalFilter = { customerName: string; userId: string; criteria: SignalCriteria };

/** Every step before the event-type selection: date range, company, media segment, reliability, language, result, review. */
function matchedCondition({ customerName, userId, criteria }: SignalFilter): SQL | undefined {
  return and(
    eq(signals.customerName, customerName),
    isVisible,
    dayRangeCondition(signals.publishDate, criteria.dateBegin, criteria.dateEnd),
    // Company names as the web app holds them: start case (the generated column, ADR 0031).
    anyOfCondition(signals.companyName, criteria.companyNames),
    anyOfCondition(signals.mediaSegment, criteria.mediaSegments),
    criteria.reliability > 0 ? sql`${signals.reliability} >= ${criteria.reliability}` : undefined,
    anyOfCondition(signals.language, criteria.languages),
    // A signal without a result never equals a selected label.
    anyOfCondition(signals.result, criteria.results),
    reviewStepCondition(signals.id, {
      userId,
      itemKind: 'signal',
      options: criteria.reviews,
      hideDisliked: criteria.hideDisliked,
    }),
  );
}

export type SignalFilterCounts = {
  /** Every event type among the matched signals (before the event-type selection) with its count and shown count. */
  eventTypes: { value: string; count: number; shown: number }[];
  /**
   * The companies of the shown signals whose count reaches the 5th highest count: the top 5 and every company tied
   * with the 5th. The caller ranks them in UTF-16 code-unit order, which COLLATE "C" (code points) is not for every
   * character, so the cut is made where the browser makes it.
   */
  companies: { value: string; count: number }[];
};

/**
 * The counts of the filter in one pass over the matched signals (an index-only scan of signals_customer_publish_idx,
 * whose INCLUDE columns hold every filtered field): one grouping set per event type (all matched signals, and how
 * many of them are shown), one per company (shown signals only). Measured on the 1M world, one grouping-sets pass
 * costs half of a materialised CTE read twice, and less than two scans.
 */
export async function countFilteredSignals(db: Database, filter: SignalFilter, topCompanies: number) {
  const shown = anyOfCondition(signals.eventType, filter.criteria.eventTypes) ?? sql`true`;
  const result = await db.execute(sql`
    with counts as (
      select ${signals.eventType} as event_type, ${signals.companyName} as company,
        grouping(${signals.eventType}) as by_company,
        count(*)::int as count, (count(*) filter (where ${shown}))::int as shown
      from ${signals} where ${matchedCondition(filter)}
      group by grouping sets ((${signals.eventType}), (${signals.companyName}))
    )
    select 'eventType' as list, event_type as value, count, shown from counts where by_company = 0
    union all
    select 'company', company, shown, shown from counts
    where by_company = 1 and shown > 0 and shown >= coalesce(
      (select shown from counts where by_company = 1 order by shown desc offset ${topCompanies - 1} limit 1), 0)`);
  const rows = (result as unknown as { rows: { list: string; value: string; count: number; shown: number }[] }).rows;
  const counts: SignalFilterCounts = { eventTypes: [], companies: [] };
  for (const row of rows) {
    if (row.list === 'eventType') counts.eventTypes.push({ value: row.value, count: row.count, shown: row.shown });
    else counts.companies.push({ value: row.value, count: row.count });
  }
  return counts;
}

/**
 * One page of the shown signals, newest first (publish date, then id: uuids order as their lower-case text does),
 * after `after`; each as wire JSON text built by PostgreSQL, plus what the cursor needs. The page's ids come from an
 * index-only scan (every filtered field is in the index), so that a selective filter, say a rare event type, reads
 * index entries only until the page is full, and the table only for the page's signals.
 */
export function listFilteredSignalPage(db: Database, filter: SignalFilter, limit: number, after?: PagePosition) {
  const afterCursor = after
    ? sql`(${signals.publishDate}, ${signals.id}) < ('epoch'::timestamptz + ${after.publishMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : undefined;
  const newestFirst = [desc(signals.publishDate), desc(signals.id)];
  const pageIds = db
    .select({ id: signals.id })
    .from(signals)
    .where(and(matchedCondition(filter), anyOfCondition(signals.eventType, filter.criteria.eventTypes), afterCursor))
    .orderBy(...newestFirst)
    .limit(limit);
  return db
    .select({ id: signals.id, publishMicros, json: signalJsonText })
    .from(signals)
    .leftJoin(eventTypes, eq(eventTypes.name, signals.eventType))
    .where(inArray(signals.id, pageIds))
    .orderBy(...newestFirst);
}

/** What the relevance model reads of a signal (packages/filtering's signal features), as the wire has it. */
export type SignalFeatureFields = Pick<
  Signal,
  | 'id'
  | 'publishDate'
  | 'eventType'
  | 'category'
  | 'targetEntityName'
  | 'targetEntityId'
  | 'source'
  | 'reliability'
  | 'mediaSegment'
  | 'language'
> & { eventArguments: { name: string }[] };

/**
 * Every shown signal with the fields the relevance model reads, in no particular order (the ranking sorts): the
 * server-side filter's "most relevant first" (ADR 0137). The same expressions as the wire JSON (publish date in
 * milliseconds, the reliability's label, the arguments in their order), so that the features are the browser's.
 */
export async function listFilteredSignalFeatures(db: Database, filter: SignalFilter): Promise<SignalFeatureFields[]> {
  const rows = await db
    .select({
      id: signals.id,
      publishDate: sql<string>`${isoText(signals.publishDate)}`,
      eventType: signals.eventType,
      category: eventTypes.category,
      targetEntityName: signals.targetEntityName,
      targetEntityId: signals.targetEntityId,
      source: signals.source,
      reliability: sql<Signal['reliability']>`${reliabilityLabel}`,
      mediaSegment: signals.mediaSegment,
      language: signals.language,
      argumentNames: sql<
        string[]
      >`coalesce((select array_agg(${signalArguments.name} order by ${signalArguments.position})
        from ${signalArguments} where ${signalArguments.signalId} = ${signals.id}), '{}')`,
    })
    .from(signals)
    .leftJoin(eventTypes, eq(eventTypes.name, signals.eventType))
    .where(and(matchedCondition(filter), anyOfCondition(signals.eventType, filter.criteria.eventTypes)));
  return rows.map(({ argumentNames, ...row }) => ({
    ...(row as Omit<SignalFeatureFields, 'eventArguments'>),
    eventArguments: argumentNames.map((name) => ({ name })),
  }));
}

/** One row of the Overview's counts: which grouping it belongs to, the grouped value(s) and the count. */
type OverviewCountRow = { list: string; value: string; category: string | null; count: number };

export type SignalOverviewCounts = {
  total: number;
  reliable: number;
  eventTypes: { value: string; count: number }[];
  companies: { value: string; count: number }[];
  mediaSegments: { value: string; count: number }[];
  languages: { value: string; count: number }[];
  timeline: { period: string; category: string; count: number }[];
};

/**
 * The Overview's counts (ADR 0095) in one grouping-sets pass over the matched signals: per event type, company (start
 * case), media segment, language, and period (the UTC day, or the Monday of its week) with the event type's category;
 * the grand total with its High and Very High count. The caller ranks the lists as the web app does.
 */
export async function countSignalOverview(
  db: Database,
  filter: SignalFilter,
  bucket: OverviewBucket,
): Promise<SignalOverviewCounts> {
  const utc = sql`(${signals.publishDate} at time zone 'UTC')`;
  const period = sql`to_char(${bucket === 'day' ? utc : sql`date_trunc('week', ${utc})`}, 'YYYY-MM-DD')`;
  // Literal, not a parameter: the select list and GROUP BY must hold the same expression.
  const category = sql`coalesce(${eventTypes.category}, ${sql.raw(`'${UNCATEGORISED}'`)})`;
  const result = await db.execute(sql`
    select case
        when grouping(${signals.eventType}) = 0 then 'eventType'
        when grouping(${signals.companyName}) = 0 then 'company'
        when grouping(${signals.mediaSegment}) = 0 then 'media'
        when grouping(${signals.language}) = 0 then 'language'
        when grouping(${period}) = 0 then 'timeline'
        else 'total' end as list,
      coalesce(${signals.eventType}, ${signals.companyName}, ${signals.mediaSegment}, ${signals.language}, ${period},
        (count(*) filter (where ${signals.reliability} >= ${RELIABLE_FROM_RANK}))::text) as value,
      ${category} as category,
      count(*)::int as count
    from ${signals} left join ${eventTypes} on ${eventTypes.name} = ${signals.eventType}
    where ${matchedCondition(filter)}
    group by grouping sets ((${signals.eventType}), (${signals.companyName}), (${signals.mediaSegment}),
      (${signals.language}), (${period}, ${category}), ())`);
  const rows = (result as unknown as { rows: OverviewCountRow[] }).rows;
  const counts: SignalOverviewCounts = {
    total: 0,
    reliable: 0,
    eventTypes: [],
    companies: [],
    mediaSegments: [],
    languages: [],
    timeline: [],
  };
  const lists = {
    eventType: counts.eventTypes,
    company: counts.companies,
    media: counts.mediaSegments,
    language: counts.languages,
  } as Record<string, { value: string; count: number }[]>;
  for (const row of rows) {
    if (row.list === 'total') {
      counts.total = row.count;
      counts.reliable = Number(row.value);
    } else if (row.list === 'timeline') {
      counts.timeline.push({ period: row.value, category: row.category!, count: row.count });
    } else {
      lists[row.list]!.push({ value: row.value, count: row.count });
    }
  }
  return counts;
}

/** How many signals the filter matches, and how many of them are High or Very High (the Overview's previous period). */
export async function countReliableSignals(db: Database, filter: SignalFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      reliable: sql<number>`(count(*) filter (where ${signals.reliability} >= ${RELIABLE_FROM_RANK}))::int`,
    })
    .from(signals)
    .where(matchedCondition(filter));
  return { total: row?.total ?? 0, reliable: row?.reliable ?? 0 };
}
