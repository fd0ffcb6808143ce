import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { checkReferences, parseLine, type ImportSignalLine } from './import-signal-line';
import { recordAudit } from '../audit/audit.service';
import { findSignalImport } from './signal-imports.repository';
import { importPartition } from './signal-import-partitions.repository';
import { stageInTurn, type ImportRun, type ReadPosition } from './import-batches';
import { listAllEventTypes, listCustomerNames } from './signals.repository';

/** A checkpoint at least every this many batches' worth of lines, however many of them were good. */
const LINES_PER_CHECKPOINT_FACTOR = 2;

export type RejectedLine = { line: number; message: string };
export type ImportSignalsReport = {
  imported: number;
  rejected: number;
  rejections: RejectedLine[];
  /** What earlier runs of the same file had committed (a resumed import), counted apart from this run's. */
  before?: { linesDone: number; imported: number; rejected: number };
  /** The file was imported whole before: nothing was done (`again` imports it once more). */
  alreadyImported?: { at: Date; imported: number; rejected: number };
  /** The partition its signals were attached as (ADR 0168), when it staged any. */
  partition?: { number: number; table: string };
};

/** Where an import stands, after each batch and at the end: for the CLI's progress line. */
export type ImportProgress = {
  lines: number;
  imported: number;
  rejected: number;
  /** The bytes of the lines read so far (this run's and the skipped ones'), out of `totalBytes` when known. */
  bytesRead: number;
  /** Of them, the bytes of the lines an earlier run had done (skipped, not read again). */
  bytesSkipped: number;
  /** The whole file has been read: the last report. */
  finished: boolean;
  /** The whole file is staged, and its signals are being linked, indexed and attached: the report before the last. */
  attaching?: true;
  /** Since this run read its first line past the ones done before (the file's hash and the skip not counted). */
  secondsReading: number;
  totalBytes?: number;
};

export type ImportSignalsOptions = {
  batchSize?: number;
  /** How many indexes of the staged lines are built at once (connections of the pool); 2 unless told. */
  parallelIndexes?: number;
  /** How many rejections the report lists in full; all are counted. */
  maxListedRejections?: number;
  actor?: { actorUserId: string | null; actorUsername: string | null };
  onProgress?: (progress: ImportProgress) => void;
  /** Import a file that was imported whole before once more, from its first line (its signals then exist twice). */
  again?: boolean;
};

/**
 * The stored progress of a file's import and where this run starts; `storedLinesDone` is the progress as this run
 * last read or wrote it (null: none stored), which each batch's write expects to find.
 */
export type ImportCheckpoint = {
  fileSha256: string;
  skipLines: number;
  imported: number;
  rejected: number;
  storedLinesDone: number | null;
  /** The partition the earlier runs staged their lines in (null: none yet, or lines loaded before ADR 0168). */
  partitionNumber: number | null;
};

export type PendingSignal = { line: number; value: ImportSignalLine };

/**
 * Reads an NDJSON file line by line, so that a file of a million signals never sits in memory whole. The file is
 * known by its content's hash: an import stopped at any moment continues after its last committed batch.
 */
export async function importSignalsFile(db: Database, filePath: string, options: ImportSignalsOptions = {}) {
  const fileSha256 = await sha256OfFile(filePath);
  const previous = await findSignalImport(db, fileSha256);
  if (previous?.finishedAt && !options.again) {
    const { finishedAt: at, imported, rejected } = previous;
    return { imported: 0, rejected: 0, rejections: [], alreadyImported: { at, imported, rejected } };
  }
  // A file imported whole and asked for again starts over; the first batch's write then replaces the old progress.
  const resumed = previous && !previous.finishedAt ? previous : undefined;
  const checkpoint: ImportCheckpoint = {
    fileSha256,
    skipLines: resumed?.linesDone ?? 0,
    imported: resumed?.imported ?? 0,
    rejected: resumed?.rejected ?? 0,
    storedLinesDone: previous?.linesDone ?? null,
    partitionNumber: resumed?.partitionNumber ?? null,
  };
  const report = await importSignalLines(db, readLines(filePath), options, checkpoint, fs.statSync(filePath).size);
  if (resumed) report.before = { linesDone: resumed.linesDone, imported: resumed.imported, rejected: resumed.rejected };
  await recordAudit(db, {
    actorUserId: options.actor?.actorUserId ?? null,
    actorUsername: options.actor?.actorUsername ?? 'cli',
    action: 'signal.import',
    targetType: 'signal',
    details: {
      file: filePath,
      imported: report.imported,
      rejected: report.rejected,
      ...(resumed ? { resumedAfterLine: resumed.linesDone } : {}),
    },
  });
  return report;
}

async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(filePath), hash);
  return hash.digest('hex');
}

/**
 * The file's lines, split at each \n only: a CRLF file's lines keep their \r (JSON allows it as trailing whitespace), so
 * that a line's bytes plus one are exactly what it took of the file and the progress share reaches the whole file
 * (readline drops the \r, and a CRLF file's share fell one byte a line short). The file is opened only when the first
 * line is pulled, while the import has already loaded its reference data.
 */
async function* readLines(filePath: string) {
  let partial = '';
  // 'utf8': the stream's decoder keeps a character cut between two chunks whole.
  for await (const chunk of fs.createReadStream(filePath, 'utf8') as AsyncIterable<string>) {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    yield* lines;
  }
  if (partial !== '') yield partial;
}

/**
 * Validates each line with the create-signal schema and the references it makes (customer, event type and its
 * argument names, target entities); stages the good lines in the import's own tables in batches of one transaction
 * each, attaches them to the signal tables once the lines end (ADR 0168), and reports each bad one with its line
 * number (1-based). Blank lines are skipped. With a checkpoint, the lines it has done are skipped and each batch's
 * transaction stores how far the file got.
 */
export async function importSignalLines(
  db: Database,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportSignalsOptions = {},
  checkpoint?: ImportCheckpoint,
  totalBytes?: number,
): Promise<ImportSignalsReport> {
  const batchSize = options.batchSize ?? 5000;
  const maxListed = options.maxListedRejections ?? 1000;
  const argumentNamesByType = new Map(
    (await listAllEventTypes(db)).map((eventType) => [eventType.name, new Set(eventType.argumentNames)]),
  );
  const customerNames = new Set(await listCustomerNames(db));
  const report: ImportSignalsReport = { imported: 0, rejected: 0, rejections: [] };
  const reject = (line: number, message: string) => {
    report.rejected += 1;
    if (report.rejections.length < maxListed) report.rejections.push({ line, message });
  };

  // Where the reading is: what a batch cut now covers.
  const at: ReadPosition = { lines: 0, bytesRead: 0, bytesSkipped: 0, readingSince: undefined };
  let pending: PendingSignal[] = [];
  let flushedAt = 0;
  const run: ImportRun = {
    db,
    options,
    checkpoint,
    totalBytes,
    report,
    reject,
    // Where this import's lines are staged: the earlier runs' partition, or one made with the first good lines.
    staging: { partition: checkpoint?.partitionNumber ? importPartition(checkpoint.partitionNumber) : null },
  };
  // One batch is staged while the next is read (PostgreSQL and the parsing each have a core): a batch waits for the
  // one before it, so batches commit in the file's order, each over the progress the one before wrote.
  let staged: Promise<void> = Promise.resolve();
  let expectedLinesDone = checkpoint?.storedLinesDone ?? null;
  const flush = async (finished: boolean) => {
    // The batch before this one is staged first: its target-entity refusals count before this batch's progress.
    await staged;
    flushedAt = at.lines;
    const batch = pending;
    pending = [];
    const progress = checkpoint && {
      fileSha256: checkpoint.fileSha256,
      linesDone: at.lines,
      importedBefore: checkpoint.imported + report.imported,
      rejectedBefore: checkpoint.rejected + report.rejected,
      expectedLinesDone,
    };
    expectedLinesDone = at.lines;
    staged = stageInTurn(run, batch, progress, finished, { ...at, rejected: report.rejected });
    // Failures surface at the next flush (which waits for this one), not as an unhandled rejection meanwhile.
    staged.catch(() => undefined);
    if (finished) await staged;
  };

  /** The signal the line holds, or undefined for a blank line and a rejected one (reported). */
  const readLine = (text: string): PendingSignal | undefined => {
    if (text.trim() === '') return undefined;
    const value = parseLine(text);
    if ('error' in value) return void reject(at.lines, value.error);
    const problem = checkReferences(value.data, customerNames, argumentNamesByType);
    if (problem) return void reject(at.lines, problem);
    return { line: at.lines, value: value.data };
  };

  for await (const text of lines) {
    at.lines += 1;
    at.bytesRead += Buffer.byteLength(text) + 1;
    if (at.lines <= (checkpoint?.skipLines ?? 0)) {
      at.bytesSkipped = at.bytesRead;
      flushedAt = at.lines;
      continue;
    }
    at.readingSince ??= performance.now();
    const signal = readLine(text);
    if (signal) pending.push(signal);
    // A batch when it is full; and after a long run of bad or blank lines, a batch of what there is (an empty one
    // stores the checkpoint alone), so that a kill there does not read the run again and the progress line moves on.
    if (pending.length >= batchSize || at.lines - flushedAt >= LINES_PER_CHECKPOINT_FACTOR * batchSize) {
      await flush(false);
    }
  }
  await flush(true);
  const attached = run.staging.partition;
  if (attached) report.partition = { number: attached.number, table: attached.signals };
  return report;
}
