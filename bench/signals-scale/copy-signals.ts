// Loads generated signals through PostgreSQL's COPY, the way a bulk import at 10M rows must: rows streamed in COPY's
// text format, one COPY per table and chunk, each chunk in a transaction of its own. The statement-level triggers
// (live notifications, the knowledge graph's links, ADRs 0046 and 0099) run once per COPY, as for any other writer.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Random } from '../../apps/api/src/db/seed/random';
import type { SignalLine } from '../signals-api/write-signals-file';

const SIGNAL_COLUMNS = [
  'id',
  'customer_name',
  'target_entity_id',
  'target_entity_name',
  'duns_id',
  'event_type',
  'publish_date',
  'media_segment',
  'reliability',
  'language',
  'result',
  'title',
  'sentence',
  'url',
  'source',
  'source_document_id',
];
const ARGUMENT_COLUMNS = ['signal_id', 'position', 'name', 'value', 'target_entity_id'];

/** One field in COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (character) => {
    switch (character) {
      case '\t':
        return '\\t';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      default:
        return '\\\\';
    }
  });
}

const row = (values: (string | number | null | undefined)[]) => `${values.map(field).join('\t')}\n`;

async function copyRows(client: pg.Client, table: string, columns: string[], rows: string[]) {
  const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  // Many rows per write: one stream chunk per row costs more than the rows.
  const batches = function* () {
    for (let start = 0; start < rows.length; start += 2000) yield rows.slice(start, start + 2000).join('');
  };
  await pipeline(Readable.from(batches()), target);
}

export type CopyChunk = { signalRows: string[]; argumentRows: string[] };

/** The chunk's rows in COPY's text format, each signal with a new id that its arguments refer to. */
export function toCopyChunk(lines: readonly SignalLine[], random: Random): CopyChunk {
  const signalRows: string[] = [];
  const argumentRows: string[] = [];
  for (const line of lines) {
    const id = random.uuid();
    signalRows.push(
      row([
        id,
        line.customerName,
        line.targetEntityId,
        line.targetEntityName,
        line.dunsId,
        line.eventType,
        line.publishDate,
        line.mediaSegment,
        line.reliability,
        line.language,
        line.result,
        line.title,
        line.sentence,
        line.url,
        line.source,
        line.sourceDocumentId,
      ]),
    );
    line.eventArguments.forEach((argument, position) =>
      argumentRows.push(row([id, position, argument.name, argument.value, argument.targetEntityId])),
    );
  }
  return { signalRows, argumentRows };
}

/** Where a chunk goes: the live tables, or stand-ins of the same shape (the bulk path). */
export type CopyTables = { signals: string; signalArguments: string };
export const LIVE_TABLES: CopyTables = { signals: 'signals', signalArguments: 'signal_arguments' };

/**
 * The bulk path's copy: tables without keys or triggers take the signals and their arguments at once, each on a
 * connection of its own (a server core each), as `pg_restore --jobs` loads tables side by side.
 */
export async function copySignalChunkSideBySide(
  [signalsClient, argumentsClient]: readonly [pg.Client, pg.Client],
  { signalRows, argumentRows }: CopyChunk,
  tables: CopyTables,
) {
  await Promise.all([
    copyRows(signalsClient, tables.signals, SIGNAL_COLUMNS, signalRows),
    copyRows(argumentsClient, tables.signalArguments, ARGUMENT_COLUMNS, argumentRows),
  ]);
}

/** Copies one chunk of signals and their arguments in one transaction. */
export async function copySignalChunk(
  client: pg.Client,
  { signalRows, argumentRows }: CopyChunk,
  tables: CopyTables = LIVE_TABLES,
) {
  await client.query('begin');
  try {
    await copyRows(client, tables.signals, SIGNAL_COLUMNS, signalRows);
    await copyRows(client, tables.signalArguments, ARGUMENT_COLUMNS, argumentRows);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
