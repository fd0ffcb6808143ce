import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventTypes, signals } from '../../db/schema';
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

function countInWindowSql(inclusive: boolean) {
  // The same literals and columns as the list, so that the count is an index-only scan of the partial index.
  return sql<number>`(select count(*)::int from ${signals} where ${windowFromPlaceholders(inclusive)})`;
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
