import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

// PostgreSQL allows 65,535 bind parameters per statement; stay well below it.
const MAX_PARAMETERS = 60_000;
const MAX_VALUES_ROWS = 1_000;
// With one array per column the parameter count no longer grows with the rows; 5,000 keeps each statement small.
const ROWS_PER_UNNEST = 5_000;

/**
 * Bulk insert for the demo world, and for an import's own tables (`into`: a table shaped as `table`, ADR 0168).
 * Tables of scalar columns go in as one array per column
 * (`insert … select * from unnest($1::uuid[], $2::text[], …)`): Drizzle's builder spends ~0.3 ms per row on a
 * multi-row VALUES statement, which alone would take 40 s for the full world. Tables with array or JSON columns
 * (which unnest would flatten) use ordinary multi-row inserts of at most ~1,000 rows.
 */
export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  into: string = getTableName(table),
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const scalar = columns.every(([, column]) => !/\[\]$|json/.test(column.getSQLType()));
  if (!scalar) {
    // Drizzle's builder writes to the table it is given: another table of its shape takes scalar columns only.
    if (into !== getTableName(table)) throw new Error(`${into}: only tables of scalar columns go into another table`);
    const batchSize = Math.max(1, Math.min(MAX_VALUES_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
    for (let start = 0; start < rows.length; start += batchSize) {
      await db.insert(table).values(rows.slice(start, start + batchSize));
    }
    return rows.length;
  }
  const records = rows as readonly Record<string, unknown>[];
  // A column no row sets keeps its SQL default; a column only some rows set takes its Drizzle default (or null).
  const present = columns.filter(([key]) => records.some((row) => row[key] !== undefined));
  for (let start = 0; start < records.length; start += ROWS_PER_UNNEST) {
    const batch = records.slice(start, start + ROWS_PER_UNNEST);
    const arrays = present.map(
      ([key, column]) =>
        sql`${sql.param(batch.map((row) => toDriverValue(column, row[key])))}::${sql.raw(column.getSQLType())}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(into)} (${sql.join(
        present.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
  return rows.length;
}

function toDriverValue(column: PgColumn, value: unknown): unknown {
  if (value === undefined) {
    if (column.default !== undefined && !is(column.default, SQL)) return toDriverValue(column, column.default);
    if (column.notNull) throw new Error(`${column.name} is missing in some rows and has no plain default`);
    return null;
  }
  return value === null ? null : column.mapToDriverValue(value);
}
