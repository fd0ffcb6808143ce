import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signalArguments, signals } from '../../db/schema';
import { insertInBatches } from '../../db/seed/insert-in-batches';
import type { SignalArgumentRow, SignalValues } from './signals.repository';

/**
 * An import's own tables (ADR 0168): its lines go into tables shaped as `signals`, `signal_arguments` and
 * `signal_entities` but without their keys, indexes and triggers, which cost each row of the live tables; once the
 * file is read they are indexed and attached to them as one partition each, in the import's range of signal ids.
 */
export type ImportPartition = {
  number: number;
  signals: string;
  arguments: string;
  entities: string;
  /** The range of signal ids the partition holds: from (inclusive) to (exclusive, null: the end of all ids). */
  from: string;
  to: string | null;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The numbers migration 0037's sequence hands out; the live partitions hold every id below the first range. */
const LAST_PARTITION_NUMBER = 0xffff;

const rangeStart = (number: number) => `ffffffff-${number.toString(16).padStart(4, '0')}-0000-0000-000000000000`;

export function importPartition(number: number): ImportPartition {
  const suffix = `import_${String(number).padStart(5, '0')}`;
  return {
    number,
    signals: `signals_${suffix}`,
    arguments: `signal_arguments_${suffix}`,
    entities: `signal_entities_${suffix}`,
    from: rangeStart(number),
    to: number === LAST_PARTITION_NUMBER ? null : rangeStart(number + 1),
  };
}

/**
 * The signal id of a file's line in its import's partition: the range, then the line number. A line has one id
 * however often a stopped import is run again, and its arguments and links sort with it.
 */
export function importedSignalId(partitionNumber: number, line: number): string {
  return `${rangeStart(partitionNumber).slice(0, 14)}7000-8000-${line.toString(16).padStart(12, '0')}`;
}

/** A line's signal as staged: its stored columns, its id in the import's range and its source document. */
export type ImportedSignalRow = SignalValues & { id: string; sourceDocumentId: string | null };
export type ImportArgumentRow = SignalArgumentRow & { signalId: string; position: number };

/**
 * Takes the next number and makes its three tables, in the caller's transaction (the batch's that stages the first
 * lines): a transaction that fails leaves neither. Each table checks its range, so attaching it reads no row.
 */
export async function createImportPartition(transaction: Database): Promise<ImportPartition> {
  const [row] = rowsOf<{ number: number }>(
    await transaction.execute(sql`select nextval('signal_import_partition_numbers')::int as "number"`),
  );
  const partition = importPartition(row!.number);
  const range = (column: string) =>
    sql.raw(`check ("${column}" >= '${partition.from}'${partition.to ? ` and "${column}" < '${partition.to}'` : ''})`);
  await transaction.execute(
    sql`create table ${sql.identifier(partition.signals)} (like "signals" including defaults including generated including constraints, ${range('id')})`,
  );
  await transaction.execute(
    sql`create table ${sql.identifier(partition.arguments)} (like "signal_arguments" including defaults including constraints, ${range('signal_id')})`,
  );
  await transaction.execute(
    sql`create table ${sql.identifier(partition.entities)} (like "signal_entities" including defaults including constraints, ${range('signal_id')})`,
  );
  return partition;
}

/**
 * A batch of signals and their arguments into the import's tables, as the demo world goes into the live ones: one
 * array per column (insertInBatches), the same on PGlite and PostgreSQL. COPY takes PostgreSQL half the time, but
 * the import only 6-8 % less while the CLI's one thread parses (ADR 0168).
 */
export async function stageImportRows(
  transaction: Database,
  partition: ImportPartition,
  rows: ImportedSignalRow[],
  argumentRows: ImportArgumentRow[],
) {
  await insertInBatches(transaction, signals, rows, partition.signals);
  await insertInBatches(transaction, signalArguments, argumentRows, partition.arguments);
}

/**
 * A target entity deleted while the import ran (a moderator's merge, say) is cleared from the staged rows that name
 * it, as the live rows' keys clear it (`on delete set null`): attaching would otherwise refuse the whole import.
 */
async function clearDeletedEntities(db: Database, partition: ImportPartition) {
  for (const table of [partition.signals, partition.arguments]) {
    await db.execute(sql`
      update ${sql.identifier(table)} as "staged" set "target_entity_id" = null
      where "staged"."target_entity_id" is not null
        and not exists (select 1 from "target_entities" where "target_entities"."id" = "staged"."target_entity_id")`);
  }
}

/**
 * The knowledge graph's links of the staged signals, as migration 0015's triggers make them for the live ones: each
 * visible signal once with its subject and once with each other entity its arguments name. Started over each time
 * (an import stopped while it indexed runs this again).
 */
async function linkStagedSignals(db: Database, partition: ImportPartition) {
  const entities = sql.identifier(partition.entities);
  await db.execute(sql`truncate ${entities}`);
  await db.execute(sql`
    insert into ${entities} ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
    select distinct "staged"."id", "named"."entity_id", "staged"."customer_name", "staged"."publish_date",
      "staged"."event_type"
    from ${sql.identifier(partition.signals)} as "staged"
    join (
      select "id" as "signal_id", "target_entity_id" as "entity_id" from ${sql.identifier(partition.signals)}
      union all
      select "signal_id", "target_entity_id" from ${sql.identifier(partition.arguments)}
    ) as "named" on "named"."signal_id" = "staged"."id"
    where "named"."entity_id" is not null and "staged"."deleted" = false and "staged"."hidden" = false`);
}

/**
 * The jobs that give an import's table each index of its parent (primary key included), from the parent's own
 * definitions in the catalog: attaching then matches them instead of building them one after the other. Each may run
 * again (an import stopped while it indexed): `if not exists`, and a key made once.
 */
async function indexJobs(db: Database, parent: string, table: string) {
  const rows = rowsOf<{ name: string; primary: boolean; unique: boolean; definition: string }>(
    await db.execute(sql`
      select "index"."relname" as "name", "x"."indisprimary" as "primary", "x"."indisunique" as "unique",
        substring(pg_get_indexdef("x"."indexrelid") from ' USING .*$') as "definition"
      from pg_index as "x" join pg_class as "index" on "index"."oid" = "x"."indexrelid"
      where "x"."indrelid" = ${parent}::regclass
      order by "index"."relname"`),
  );
  return rows.map((index) => async (connection: Database) => {
    const name = `${table}_${index.name.slice(parent.length + 1)}`;
    const unique = index.unique ? 'unique ' : '';
    await connection.execute(
      sql.raw(`create ${unique}index if not exists "${name}" on "${table}" ${index.definition}`),
    );
    if (!index.primary) return;
    // The parent's key matches only a key: the index just made becomes one (no second build).
    const keys = rowsOf(
      await connection.execute(
        sql`select 1 from pg_constraint where conrelid = ${table}::regclass and conname = ${name}`,
      ),
    );
    if (keys.length === 0) {
      await connection.execute(
        sql.raw(`alter table "${table}" add constraint "${name}" primary key using index "${name}"`),
      );
    }
  });
}

/**
 * Indexes the import's three tables, several indexes at once (as pg_restore --jobs does) on a pool of PostgreSQL
 * connections: each takes the next job. PGlite has one connection and takes them in turn.
 */
async function indexStagedTables(db: Database, partition: ImportPartition, parallel: number) {
  const jobs = [
    ...(await indexJobs(db, 'signals', partition.signals)),
    ...(await indexJobs(db, 'signal_arguments', partition.arguments)),
    ...(await indexJobs(db, 'signal_entities', partition.entities)),
  ];
  const next = async (): Promise<void> => {
    const job = jobs.shift();
    if (job === undefined) return;
    await job(db);
    return next();
  };
  await Promise.all(Array.from({ length: parallel }, next));
}

/**
 * Clears the target entities deleted since, links and indexes the staged signals, then attaches the three tables to
 * their parents in the caller's transaction-to-be (`finish`, which stores the import's progress with them): the
 * signals become visible at once, with their day counts (migration 0035) and the notifications their inserts would
 * have sent. The parents' foreign keys are checked set-wise as each table is attached.
 */
export async function attachImportPartition(
  db: Database,
  partition: ImportPartition,
  options: { parallelIndexes: number; finish: (transaction: Database) => Promise<void> },
) {
  await clearDeletedEntities(db, partition);
  await linkStagedSignals(db, partition);
  await indexStagedTables(db, partition, options.parallelIndexes);
  const bounds = sql.raw(`from ('${partition.from}') to (${partition.to ? `'${partition.to}'` : 'maxvalue'})`);
  await db.transaction(async (transaction) => {
    await transaction.execute(
      sql`alter table "signals" attach partition ${sql.identifier(partition.signals)} for values ${bounds}`,
    );
    await transaction.execute(
      sql`alter table "signal_arguments" attach partition ${sql.identifier(partition.arguments)} for values ${bounds}`,
    );
    await transaction.execute(
      sql`alter table "signal_entities" attach partition ${sql.identifier(partition.entities)} for values ${bounds}`,
    );
    await transaction.execute(sql`
      insert into "signal_day_counts" as "counts" ("customer_name", "day", "visible")
      select "customer_name", ("publish_date" at time zone 'UTC')::date, count(*)
      from ${sql.identifier(partition.signals)} where "deleted" = false and "hidden" = false
      group by 1, 2 order by 1, 2
      on conflict ("customer_name", "day") do update set "visible" = "counts"."visible" + excluded."visible"`);
    // The live streams hear of the signals as of any inserted ones (migration 0022's notifications: by folder, 100
    // ids each), and the read caches of a change (migration 0003); both when the attach commits.
    await transaction.execute(sql`
      select pg_notify('argus_signal_rows', json_build_object('customer', "customer_name", 'kind', 'insert', 'ids', "ids")::text)
      from (
        select "customer_name", json_agg("id") as "ids"
        from (
          select "customer_name", "id", (row_number() over (partition by "customer_name") - 1) / 100 as "chunk"
          from ${sql.identifier(partition.signals)}
        ) as "numbered"
        group by "customer_name", "chunk"
      ) as "batches"`);
    await transaction.execute(sql`select pg_notify('argus_changes', 'signals')`);
    await options.finish(transaction);
  });
}
