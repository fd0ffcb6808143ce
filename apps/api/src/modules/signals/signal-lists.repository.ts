import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventTypes, signalDayCounts, signals } from '../../db/schema';
import { signalJsonText } from './signal-json.repository';
import type { PagePosition } from '../../db/queries/page-position';
import { isVisible } from '../../db/queries/signal-visibility';
import type { SignalWindow } from './signals.repository';

// The lists of a customer's window (latest, by-date pages) and their arguments: the hot reads of the API.
// The hot reads are prepared statements (parsed and planned once per connection, built once per database), with
// the window as placeholders. A window end is inclusive or exclusive, so each comes in two statements.

type Placeholders = Record<string, unknown>;

function windowFromPlaceholders(inclusive: boolean): SQL | undefined {
  return and(
    eq(signals.customerName, sql.placeholder('customer')),
    isVisible,
    gte(signals.publishDate, sql.placeholder('from')),
    inclusive ? lte(signals.publishDate, sql.placeholder('until')) : lt(signals.publishDate, sql.placeholder('until')),
  );
}

const from = sql`${sql.placeholder('from')}::timestamptz`;
const until = sql`${sql.placeholder('until')}::timestamptz`;
// The window's whole UTC days are [firstDay, lastDay): the first midnight at or after its start, the day of its end.
const firstDay = sql`((${from} - interval '1 microsecond') at time zone 'UTC')::date + 1`;
const lastDay = sql`(${until} at time zone 'UTC')::date`;
const midnight = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;

/** The visible signals of the customer published in [start, end) (or [start, end]), counted from the partial index. */
function countFromIndex(start: SQL, end: SQL, inclusive: boolean) {
  // The same literals and columns as the list, so that the count is an index-only scan of the partial index.
  const where = and(
    eq(signals.customerName, sql.placeholder('customer')),
    isVisible,
    gte(signals.publishDate, start),
    inclusive ? lte(signals.publishDate, end) : lt(signals.publishDate, end),
  );
  return sql`(select count(*) from ${signals} where ${where})`;
}

/**
 * How many visible signals the window holds (ADR 0142): its whole days summed from `signal_day_counts`, its two
 * partial days counted from the index. At 10M signals a big folder holds 145,000 a month, and counting them from the
 * index was most of the latest call. A window inside one day is counted from the index alone.
 */
function countInWindowSql(inclusive: boolean) {
  const wholeDays = sql`coalesce((select sum(${signalDayCounts.visible}) from ${signalDayCounts}
    where ${signalDayCounts.customerName} = ${sql.placeholder('customer')}
      and ${signalDayCounts.day} >= ${firstDay} and ${signalDayCounts.day} < ${lastDay}), 0)`;
  return sql<number>`(case when ${firstDay} <= ${lastDay}
    then ${wholeDays} + ${countFromIndex(from, midnight(firstDay), false)} + ${countFromIndex(midnight(lastDay), until, inclusive)}
    else ${countFromIndex(from, until, inclusive)} end)::int`;
}

function prepareLatest(db: Database, inclusive: boolean) {
  return db
    .select({ json: signalJsonText, total: countInWindowSql(inclusive) })
    .from(signals)
    .leftJoin(eventTypes, eq(eventTypes.name, signals.eventType))
    .where(windowFromPlaceholders(inclusive))
    .orderBy(desc(signals.publishDate), desc(signals.id))
    .limit(sql.placeholder('limit'))
    .prepare(`signals_latest_${inclusive ? 'inclusive' : 'exclusive'}`);
}

/** The publish date as whole microseconds since the epoch: exact, unlike a JavaScript Date (as the audit log's cursor). */
export const publishMicros = sql<string>`(extract(epoch from ${signals.publishDate}) * 1000000)::bigint::text`;

function preparePage(db: Database, inclusive: boolean, afterCursor: boolean) {
  const after = sql`(${signals.publishDate}, ${signals.id}) < ('epoch'::timestamptz + ${sql.placeholder('cursorMicros')}::bigint * interval '1 microsecond', ${sql.placeholder('cursorId')}::uuid)`;
  return db
    .select({
      id: signals.id,
      publishDate: signals.publishDate,
      targetEntityName: signals.targetEntityName,
      eventType: signals.eventType,
      duplicateOfId: signals.duplicateOfId,
      publishMicros,
      json: signalJsonText,
    })
    .from(signals)
    .leftJoin(eventTypes, eq(eventTypes.name, signals.eventType))
    .where(afterCursor ? and(windowFromPlaceholders(inclusive), after) : windowFromPlaceholders(inclusive))
    .orderBy(desc(signals.publishDate), desc(signals.id))
    .limit(sql.placeholder('limit'))
    .prepare(`signals_page_${inclusive ? 'inclusive' : 'exclusive'}${afterCursor ? '_after' : ''}`);
}

function createStatements(db: Database) {
  return {
    latest: { inclusive: prepareLatest(db, true), exclusive: prepareLatest(db, false) },
    page: {
      inclusive: preparePage(db, true, false),
      exclusive: preparePage(db, false, false),
      inclusiveAfter: preparePage(db, true, true),
      exclusiveAfter: preparePage(db, false, true),
    },
  };
}

const statementsByDatabase = new WeakMap<Database, ReturnType<typeof createStatements>>();

function statementsOf(db: Database) {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = createStatements(db);
    statementsByDatabase.set(db, statements);
  }
  return statements;
}

function windowPlaceholders(window: SignalWindow): Placeholders {
  return { customer: window.customerName, from: window.from, until: window.until.at };
}

/** The newest `limit` visible signals of the window (as wire JSON text) and how many it holds, in one round trip. */
export async function listLatestInWindow(db: Database, window: SignalWindow, limit: number) {
  const statement = statementsOf(db).latest[window.until.inclusive ? 'inclusive' : 'exclusive'];
  const rows = await statement.execute({ ...windowPlaceholders(window), limit });
  // An empty window has no row to carry the count, and then the count is 0.
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * One page of the window's visible signals, newest first, after `after` (the last signal of the page before): each as
 * wire JSON text with its arguments, plus what the cursor and the duplicates need.
 */
export function listSignalPage(db: Database, window: SignalWindow, limit: number, after?: PagePosition) {
  const statements = statementsOf(db).page;
  const placeholders = { ...windowPlaceholders(window), limit };
  if (!after) return statements[window.until.inclusive ? 'inclusive' : 'exclusive'].execute(placeholders);
  return statements[window.until.inclusive ? 'inclusiveAfter' : 'exclusiveAfter'].execute({
    ...placeholders,
    cursorMicros: after.publishMicros,
    cursorId: after.id,
  });
}
