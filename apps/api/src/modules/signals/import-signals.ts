import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { checkReferences, parseLine, type ImportSignalLine } from './import-signal-line';
import { recordAudit } from '../audit/audit.service';
import { findSignalImport, saveSignalImportProgress, type SignalImportProgress } from './signal-imports.repository';
import {
  attachImportPartition,
  createImportPartition,
  importedSignalId,
  importPartition,
  stageImportRows,
  type ImportArgumentRow,
  type ImportPartition,
} from './signal-import-partitions.repository';
import {
  findExistingTargetEntityIds,
  listAllEventTypes,
  listCustomerNames,
  type ImportedSignalRow,
} from './signals.repository';
import { argumentRowsOf, signalValuesOf } from './signal-values';

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

type PendingSignal = { line: number; value: ImportSignalLine };

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
 * argument names, target entities); loads the good lines in batches of one transaction each and reports each bad
 * one with its line number (1-based). Blank lines are skipped. With a checkpoint, the lines it has done are skipped
 * and each batch's transaction stores how far the file got.
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

  let lineNumber = 0;
  let bytesRead = 0;
  let bytesSkipped = 0;
  let readingSince: number | undefined;
  let pending: PendingSignal[] = [];
  let flushedAt = lineNumber;
  // Where this import's lines are staged: the earlier runs' partition, or one made with the first good lines.
  const staging: Staging = {
    partition: checkpoint?.partitionNumber ? importPartition(checkpoint.partitionNumber) : null,
  };
  // One batch is staged while the next is read (PostgreSQL and the parsing each have a core): a batch waits for the
  // one before it, so batches commit in the file's order, each over the progress the one before wrote.
  let staged: Promise<void> = Promise.resolve();
  let expectedLinesDone = checkpoint?.storedLinesDone ?? null;
  const stageInTurn = async (batch: PendingSignal[], progress: BatchProgress | undefined, finished: boolean) => {
    // What the progress line says is as of the batch's last line, not of the lines read since.
    const read = { lines: lineNumber, bytesRead, bytesSkipped, rejected: report.rejected };
    const { staged: added, refused } = await stageBatch(db, batch, reject, staging, progress);
    report.imported += added;
    if (finished) {
      const totals = checkpoint && {
        imported: checkpoint.imported + report.imported,
        rejected: checkpoint.rejected + report.rejected,
      };
      await attachStaged(db, staging, options, progress && totals && { ...progress, ...totals });
    }
    options.onProgress?.({
      lines: read.lines,
      imported: report.imported,
      rejected: read.rejected + refused,
      // The last line, when no \n ends it, counted one byte more than it took.
      bytesRead: Math.min(read.bytesRead, totalBytes ?? read.bytesRead),
      bytesSkipped: read.bytesSkipped,
      totalBytes,
      finished,
      secondsReading: readingSince === undefined ? 0 : (performance.now() - readingSince) / 1000,
    });
  };
  const flush = async (finished: boolean) => {
    // The batch before this one is staged first: its target-entity refusals count before this batch's progress.
    await staged;
    flushedAt = lineNumber;
    const batch = pending;
    pending = [];
    const progress = checkpoint && {
      fileSha256: checkpoint.fileSha256,
      linesDone: lineNumber,
      importedBefore: checkpoint.imported + report.imported,
      rejectedBefore: checkpoint.rejected + report.rejected,
      expectedLinesDone,
    };
    expectedLinesDone = lineNumber;
    staged = stageInTurn(batch, progress, finished);
    // Failures surface at the next flush (which waits for this one), not as an unhandled rejection meanwhile.
    staged.catch(() => undefined);
    if (finished) await staged;
  };

  /** The signal the line holds, or undefined for a blank line and a rejected one (reported). */
  const readLine = (text: string): PendingSignal | undefined => {
    if (text.trim() === '') return undefined;
    const value = parseLine(text);
    if ('error' in value) return void reject(lineNumber, value.error);
    const problem = checkReferences(value.data, customerNames, argumentNamesByType);
    if (problem) return void reject(lineNumber, problem);
    return { line: lineNumber, value: value.data };
  };

  for await (const text of lines) {
    lineNumber += 1;
    bytesRead += Buffer.byteLength(text) + 1;
    if (lineNumber <= (checkpoint?.skipLines ?? 0)) {
      bytesSkipped = bytesRead;
      flushedAt = lineNumber;
      continue;
    }
    readingSince ??= performance.now();
    const signal = readLine(text);
    if (signal) pending.push(signal);
    // A batch when it is full; and after a long run of bad or blank lines, a batch of what there is (an empty one
    // stores the checkpoint alone), so that a kill there does not read the run again and the progress line moves on.
    if (pending.length >= batchSize || lineNumber - flushedAt >= LINES_PER_CHECKPOINT_FACTOR * batchSize) {
      await flush(false);
    }
  }
  await flush(true);
  return report;
}

/** The batch's stored progress, its counts read once the batch's own rejections are counted. */
type BatchProgress = Omit<SignalImportProgress, 'imported' | 'rejected' | 'finished' | 'partitionNumber'> & {
  /** The import's counts when the batch was cut, before its own signals and its own refusals of target entities. */
  importedBefore: number;
  rejectedBefore: number;
  expectedLinesDone: number | null;
};

type Staging = { partition: ImportPartition | null };

/**
 * Target entities are checked per batch (one query), then the batch goes into the import's own tables as one
 * transaction, with the import's progress when it has a checkpoint (an empty batch then stores the progress alone).
 * The first batch with a signal makes those tables, in its transaction.
 */
async function stageBatch(
  db: Database,
  batch: PendingSignal[],
  reject: (line: number, message: string) => void,
  staging: Staging,
  progress: BatchProgress | undefined,
) {
  const referenced = new Set<string>();
  for (const { value } of batch) {
    if (value.targetEntityId) referenced.add(value.targetEntityId);
    for (const argument of value.eventArguments) if (argument.targetEntityId) referenced.add(argument.targetEntityId);
  }
  const existing = await findExistingTargetEntityIds(db, [...referenced]);
  let refused = 0;
  const refuse = (line: number, message: string) => {
    refused += 1;
    reject(line, message);
  };
  const accepted = batch.filter(({ line, value }) => {
    if (value.targetEntityId && !existing.has(value.targetEntityId)) {
      refuse(line, 'targetEntityId: there is no such target entity');
      return false;
    }
    const missing = value.eventArguments.findIndex(
      (argument) => argument.targetEntityId !== undefined && !existing.has(argument.targetEntityId),
    );
    if (missing >= 0) {
      refuse(line, `eventArguments.${missing}.targetEntityId: there is no such target entity`);
      return false;
    }
    return true;
  });
  if (accepted.length === 0 && !progress) return { staged: 0, refused };
  staging.partition = await db.transaction(async (transaction) => {
    const partition = staging.partition ?? (accepted.length > 0 ? await createImportPartition(transaction) : null);
    if (partition && accepted.length > 0) {
      const rows: ImportedSignalRow[] = [];
      const argumentRows: ImportArgumentRow[] = [];
      for (const { line, value } of accepted) {
        const id = importedSignalId(partition.number, line);
        rows.push({ ...signalValuesOf(value), id, sourceDocumentId: value.sourceDocumentId ?? null, createdBy: null });
        argumentRowsOf(value).forEach((argument, position) =>
          argumentRows.push({ ...argument, signalId: id, position }),
        );
      }
      await stageImportRows(transaction, partition, rows, argumentRows);
    }
    if (progress) {
      const counts = {
        imported: progress.importedBefore + accepted.length,
        rejected: progress.rejectedBefore + refused,
      };
      await saveProgress(transaction, progress, { ...counts, partition, finished: false });
    }
    return partition;
  });
  return { staged: accepted.length, refused };
}

/**
 * Once the file is read: the staged signals are linked, indexed and attached, and the import marked finished in the
 * same transaction. An import that staged nothing only stores that it finished.
 */
async function attachStaged(
  db: Database,
  staging: Staging,
  options: ImportSignalsOptions,
  progress: (BatchProgress & { imported: number; rejected: number }) | undefined,
) {
  // The batch just stored wrote the progress this one expects.
  const finish = async (transaction: Database) => {
    if (!progress) return;
    const { imported, rejected } = progress;
    const stored = { ...progress, expectedLinesDone: progress.linesDone };
    await saveProgress(transaction, stored, { imported, rejected, partition: staging.partition, finished: true });
  };
  if (staging.partition) {
    await attachImportPartition(db, staging.partition, { parallelIndexes: options.parallelIndexes ?? 2, finish });
  } else {
    await db.transaction(finish);
  }
}

async function saveProgress(
  transaction: Database,
  progress: BatchProgress,
  stored: { imported: number; rejected: number; partition: ImportPartition | null; finished: boolean },
) {
  await saveSignalImportProgress(
    transaction,
    {
      fileSha256: progress.fileSha256,
      linesDone: progress.linesDone,
      imported: stored.imported,
      rejected: stored.rejected,
      partitionNumber: stored.partition?.number ?? null,
      finished: stored.finished,
    },
    progress.expectedLinesDone,
  );
}
