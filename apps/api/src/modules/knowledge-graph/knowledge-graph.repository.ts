import { sql, type SQL } from 'drizzle-orm';
import { UNCATEGORISED } from '@argus/contract';
import type { Database } from '../../db/client';
import { customerTargetEntities, eventTypes, signalEntities, signals, targetEntities } from '../../db/schema';
import { dayRangeCondition } from '../../db/queries/filter-conditions';

// The knowledge graph's SQL (ADR 0099), over signal_entities: each visible signal with each entity it is about or
// names (migration 0015 keeps it). A folder's graph holds the entities it monitors and those its links name; every
// statement here starts from one folder, so that no other customer's entity can come out of it.

/** One folder's visible signals in a window of whole UTC days, of some event categories (none: every category). */
export type GraphWindow = { customerName: string; from: string; to: string; categories: readonly string[] };
/** Days, and the event categories whose signals count (none, or left out: every category). */
export type DayRange = { from: string; to: string; categories?: readonly string[] };

/** A graph entity; `signalCount` counts the window's signals about it or naming it. */
export type GraphEntityRow = {
  id: string;
  name: string;
  industry: string | null;
  country: string | null;
  monitored: boolean;
  signalCount: number;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The category a signal counts under: its event type's, or UNCATEGORISED for an event type without one. A literal,
 * not a parameter: a select list and its GROUP BY must hold the same expression.
 */
const categoryOf = sql`coalesce(${eventTypes.category}, ${sql.raw(`'${UNCATEGORISED}'`)})`;

const isMonitored = (customerName: string, entityId: SQL) => sql`exists (select 1 from ${customerTargetEntities}
  where ${customerTargetEntities.customerName} = ${customerName} and ${customerTargetEntities.targetEntityId} = ${entityId})`;

/** Whether an entity is in the folder's graph at any date: monitored, or linked to one of its visible signals. */
const isGraphEntity = (customerName: string, entityId: SQL) => sql`(${isMonitored(customerName, entityId)}
  or exists (select 1 from ${signalEntities}
    where ${signalEntities.entityId} = ${entityId} and ${signalEntities.customerName} = ${customerName}))`;

/** The links of the chosen categories only (none: every category), under the same expression every read uses. */
const categoriesCondition = (categories: readonly string[] = []) =>
  categories.length === 0 ? sql`` : sql`and ${categoryOf} = any(${sql.param(categories)}::text[])`;

/** A link's event type: what categoriesCondition reads the category of. */
const linkEventType = sql`left join ${eventTypes} on ${eventTypes.name} = ${signalEntities.eventType}`;

/** The window's links, with the category each counts under: one range of signal_entities_customer_publish_idx. */
function windowLinksOf(window: GraphWindow) {
  return sql`${signalEntities} ${linkEventType}
    where ${signalEntities.customerName} = ${window.customerName}
      and ${dayRangeCondition(signalEntities.publishDate, window.from, window.to)}
      ${categoriesCondition(window.categories)}`;
}

/** The window's signals of one category that name two entities or more: their ids joined by `,`, signals by `;`. */
export type WindowSignalsRow = { category: string; signals: string };

/**
 * The folder's graph in a window, in two statements run side by side:
 * - every entity it monitors or the window's signals name, with its signal count, most signals first, then by name
 *   (code points) and id;
 * - the window's signals that name two entities or more (the others make no edge), as one text per category
 *   (`a,b;c,d,e`), which PostgreSQL writes and Node reads far faster than thousands of rows or JSON values, grouped by
 *   publish date and signal, the order of the index, so that no sort comes before the grouping. Pairing them is
 *   window-graph.ts's.
 */
export async function readWindowGraph(db: Database, window: GraphWindow) {
  const [entityRows, signalRows] = await Promise.all([
    db.execute(sql`
      select ${targetEntities.id} as "id", ${targetEntities.startCaseName} as "name",
        ${targetEntities.industry} as "industry", ${targetEntities.country} as "country",
        graph_entities.monitored as "monitored", graph_entities.signal_count as "signalCount"
      from (
        select entity_id, bool_or(monitored) as monitored, sum(signal_count)::int as signal_count from (
          select ${signalEntities.entityId} as entity_id, false as monitored, count(*) as signal_count
          from ${windowLinksOf(window)} group by ${signalEntities.entityId}
          union all
          select ${customerTargetEntities.targetEntityId}, true, 0 from ${customerTargetEntities}
          where ${customerTargetEntities.customerName} = ${window.customerName}
        ) as listed group by entity_id
      ) as graph_entities
      join ${targetEntities} on ${targetEntities.id} = graph_entities.entity_id
      order by graph_entities.signal_count desc, ${targetEntities.startCaseName} collate "C", ${targetEntities.id}`),
    db.execute(sql`
      select category, string_agg(entity_ids, ';') as signals from (
        select ${categoryOf} as category, string_agg(${signalEntities.entityId}::text, ',') as entity_ids
        from ${windowLinksOf(window)}
        group by ${signalEntities.publishDate}, ${signalEntities.signalId}, ${categoryOf}
        having count(*) > 1
      ) as window_signals group by category`),
  ]);
  return { entities: rowsOf<GraphEntityRow>(entityRows), signals: rowsOf<WindowSignalsRow>(signalRows) };
}

/**
 * Of `entityIds`, those in the folder's graph, with their details, whether the folder monitors them and how many of
 * the days' signals (of the range's categories) are about them or name them.
 */
export async function findGraphEntities(
  db: Database,
  customerName: string,
  entityIds: readonly string[],
  range: DayRange,
) {
  const result = await db.execute(sql`
    select ${targetEntities.id} as "id", ${targetEntities.startCaseName} as "name",
      ${targetEntities.industry} as "industry", ${targetEntities.country} as "country",
      ${targetEntities.dunsId} as "dunsId", ${targetEntities.city} as "city", ${targetEntities.website} as "website",
      ${isMonitored(customerName, sql`${targetEntities.id}`)} as "monitored",
      (select count(*)::int from ${signalEntities} ${linkEventType}
        where ${signalEntities.entityId} = ${targetEntities.id}
        and ${signalEntities.customerName} = ${customerName}
        and ${dayRangeCondition(signalEntities.publishDate, range.from, range.to)}
        ${categoriesCondition(range.categories)}) as "signalCount"
    from ${targetEntities}
    where ${targetEntities.id} = any(${sql.param(entityIds)}::uuid[])
      and ${isGraphEntity(customerName, sql`${targetEntities.id}`)}`);
  return rowsOf<GraphEntityRow & { dunsId: string | null; city: string | null; website: string | null }>(result);
}

/** A signal on an entity's timeline, as the contract's timelineSignalSchema. */
export type TimelineSignalRow = {
  id: string;
  entityId: string;
  role: 'subject' | 'named';
  publishDate: string;
  eventType: string;
  category: string | null;
  reliability: number;
  title: string | null;
};

/** A link's signal as a timeline signal: `subject` when the entity is the signal's subject, `named` otherwise. */
const timelineColumns = sql`${signals.id} as "id", links.entity_id as "entityId",
  case when ${signals.targetEntityId} = links.entity_id then 'subject' else 'named' end as "role",
  to_char(${signals.publishDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "publishDate",
  ${signals.eventType} as "eventType", ${eventTypes.category} as "category",
  ${signals.reliability}::int as "reliability", ${signals.title} as "title"`;

/**
 * The days' signals about or naming each of `entityIds` in the folder: the newest `perEntity` of each entity (one
 * backward range of signal_entities_entity_idx each), oldest first, and how many there are per entity.
 */
export async function listTimelineSignals(
  db: Database,
  customerName: string,
  entityIds: readonly string[],
  range: DayRange,
  perEntity: number,
) {
  const result = await db.execute(sql`
    select ${timelineColumns}
    from unnest(${sql.param(entityIds)}::uuid[]) with ordinality as asked(entity_id, position)
    cross join lateral (
      select ${signalEntities.signalId} as signal_id, ${signalEntities.entityId} as entity_id
      from ${signalEntities} ${linkEventType}
      where ${signalEntities.entityId} = asked.entity_id and ${signalEntities.customerName} = ${customerName}
        and ${dayRangeCondition(signalEntities.publishDate, range.from, range.to)}
        ${categoriesCondition(range.categories)}
      order by ${signalEntities.publishDate} desc, ${signalEntities.signalId} desc
      limit ${perEntity}
    ) as links
    join ${signals} on ${signals.id} = links.signal_id
    left join ${eventTypes} on ${eventTypes.name} = ${signals.eventType}
    order by ${signals.publishDate}, ${signals.id}, asked.position`);
  return rowsOf<TimelineSignalRow>(result);
}

/** The folder's latest `limit` signals about the entity or naming it, at any date, newest first. */
export async function listLatestEntitySignals(db: Database, customerName: string, entityId: string, limit: number) {
  const result = await db.execute(sql`
    select ${timelineColumns}
    from (
      select ${signalEntities.signalId} as signal_id, ${signalEntities.entityId} as entity_id from ${signalEntities}
      where ${signalEntities.entityId} = ${entityId} and ${signalEntities.customerName} = ${customerName}
      order by ${signalEntities.publishDate} desc, ${signalEntities.signalId} desc
      limit ${limit}
    ) as links
    join ${signals} on ${signals.id} = links.signal_id
    left join ${eventTypes} on ${eventTypes.name} = ${signals.eventType}
    order by ${signals.publishDate} desc, ${signals.id} desc`);
  return rowsOf<TimelineSignalRow>(result);
}

/**
 * `%`, `_` and `\` typed by a user are meant literally; the pattern matches the lower-cased start-case name, which
 * target_entities_start_case_name_trgm_idx (migration 0014) indexes by trigrams.
 */
function nameMatches(search: string) {
  if (search === '') return sql`true`;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`lower(${targetEntities.startCaseName}) like ${pattern}`;
}

const entityColumns = (customerName: string) => sql`${targetEntities.id} as "id",
  ${targetEntities.startCaseName} as "name", ${targetEntities.industry} as "industry",
  ${targetEntities.country} as "country", ${isMonitored(customerName, sql`${targetEntities.id}`)} as "monitored"`;

/** The entities of the window's signals whose name matches, most signals first, then by name. */
export async function searchActiveEntities(db: Database, window: GraphWindow, search: string, limit: number) {
  const result = await db.execute(sql`
    select ${entityColumns(window.customerName)}, counts.signal_count as "signalCount"
    from (
      select ${signalEntities.entityId} as entity_id, count(*)::int as signal_count from ${windowLinksOf(window)}
      group by ${signalEntities.entityId}
    ) as counts
    join ${targetEntities} on ${targetEntities.id} = counts.entity_id
    where ${nameMatches(search)}
    order by counts.signal_count desc, ${targetEntities.startCaseName} collate "C", ${targetEntities.id}
    limit ${limit}`);
  return rowsOf<GraphEntityRow>(result);
}

/**
 * Graph entities of the folder whose name matches, other than `exceptIds` (the window's active ones), by name: those
 * it monitors and those its signals named at other dates.
 */
export async function searchQuietEntities(
  db: Database,
  customerName: string,
  search: string,
  exceptIds: readonly string[],
  limit: number,
) {
  const result = await db.execute(sql`
    select ${entityColumns(customerName)}, 0 as "signalCount"
    from ${targetEntities}
    where ${nameMatches(search)} and ${targetEntities.id} <> all(${sql.param(exceptIds)}::uuid[])
      and ${isGraphEntity(customerName, sql`${targetEntities.id}`)}
    order by ${targetEntities.startCaseName} collate "C", ${targetEntities.id}
    limit ${limit}`);
  return rowsOf<GraphEntityRow>(result);
}
