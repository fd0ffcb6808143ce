import { and, eq, sql } from 'drizzle-orm';
import { UNCATEGORISED } from '@argus/contract';
import type { DayRange } from '@argus/filtering';
import type { Database } from '../../db/client';
import { eventTypes, mentions, signals } from '../../db/schema';
import { isVisible } from '../../db/queries/signal-visibility';
import { dayRangeCondition } from '../../db/queries/filter-conditions';

// The values a folder's filter panel offers over some days (ADR 0110): every distinct value of each listed field,
// one grouping-sets pass over the window (the days as the filters read them, ADR 0031).

/** One distinct value of one list; `category` for event types only. */
type OptionRow = { list: string; value: string; category: string | null };

const rowsOf = (result: unknown) => (result as { rows: OptionRow[] }).rows;

/**
 * The start-case company names, media segments, languages and event types (with their category) of the customer's
 * visible signals in the days: an index-only scan of signals_customer_publish_idx, whose INCLUDE columns hold all four
 * (ADR 0031), then a look-up of each distinct event type's category.
 */
export async function listSignalOptionValues(db: Database, customerName: string, days: DayRange) {
  const result = await db.execute(sql`
    with present as (
      select case
          when grouping(${signals.companyName}) = 0 then 'company'
          when grouping(${signals.mediaSegment}) = 0 then 'media'
          when grouping(${signals.language}) = 0 then 'language'
          else 'eventType' end as list,
        coalesce(${signals.companyName}, ${signals.mediaSegment}, ${signals.language}, ${signals.eventType}) as value
      from ${signals}
      where ${and(eq(signals.customerName, customerName), isVisible, dayRangeCondition(signals.publishDate, days.dateBegin, days.dateEnd))}
      group by grouping sets ((${signals.companyName}), (${signals.mediaSegment}), (${signals.language}),
        (${signals.eventType}))
    )
    select list, value, case when list = 'eventType' then coalesce(${eventTypes.category}, ${UNCATEGORISED}) end as category
    from present left join ${eventTypes} on list = 'eventType' and ${eventTypes.name} = value`);
  return rowsOf(result);
}

/**
 * The companies, media segments and languages of the customer's mentions in the days. Each mention joins its
 * companies (or one row of none, so that a mention naming no company still counts for its media segment and
 * language); the empty company group of those is left out.
 */
export async function listMentionOptionValues(db: Database, customerName: string, days: DayRange) {
  const result = await db.execute(sql`
    select list, value, null as category from (
      select case
          when grouping(${mentions.mediaSegment}) = 0 then 'media'
          when grouping(${mentions.language}) = 0 then 'language'
          else 'company' end as list,
        coalesce(${mentions.mediaSegment}, ${mentions.language}, named.company) as value
      from ${mentions} left join lateral unnest(${mentions.companies}) as named(company) on true
      where ${and(eq(mentions.customerName, customerName), dayRangeCondition(mentions.publishDate, days.dateBegin, days.dateEnd))}
      group by grouping sets ((${mentions.mediaSegment}), (${mentions.language}), (named.company))
    ) present
    where value is not null`);
  return rowsOf(result);
}
