import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { createSignalRequestSchema } from '@argus/contract';
import type { Database } from '../../db/client';
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

/**
 * One line of an import file: a create-signal body, plus the source document the extraction came from (so that
 * hiding can find the same event in other customers' folders).
 */
export const importSignalLineSchema = createSignalRequestSchema.extend({
  sourceDocumentId: z.string().trim().min(1).max(200).optional(),
});
type ImportSignalLine = z.infer<typeof importSignalLineSchema>;

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
  const flush = async (finished: boolean) => {
    flushedAt = lineNumber;
    const batch = pending;
    pending = [];
    const progress = checkpoint && {
      fileSha256: checkpoint.fileSha256,
      linesDone: lineNumber,
      imported: () => checkpoint.imported + report.imported,
      rejected: () => checkpoint.rejected + report.rejected,
      expectedLinesDone: checkpoint.storedLinesDone,
    };
    report.imported += await stageBatch(db, batch, reject, staging, progress);
    if (checkpoint) checkpoint.storedLinesDone = lineNumber;
    if (finished) await attachStaged(db, staging, options, progress);
    options.onProgress?.({
      lines: lineNumber,
      imported: report.imported,
      rejected: report.rejected,
      // The last line, when no \n ends it, counted one byte more than it took.
      bytesRead: Math.min(bytesRead, totalBytes ?? bytesRead),
      bytesSkipped,
      totalBytes,
      finished,
      secondsReading: readingSince === undefined ? 0 : (performance.now() - readingSince) / 1000,
    });
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

function parseLine(text: string): { data: ImportSignalLine } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const result = importSignalLineSchema.safeParse(json);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'line';
  return { error: `${field}: ${issue?.message ?? 'is invalid'}` };
}

function checkReferences(
  value: ImportSignalLine,
  customerNames: Set<string>,
  argumentNamesByType: Map<string, Set<string>>,
): string | null {
  if (!customerNames.has(value.customerName)) return `customerName: there is no customer "${value.customerName}"`;
  const argumentNames = argumentNamesByType.get(value.eventType);
  if (!argumentNames) return `eventType: there is no event type "${value.eventType}"`;
  const index = value.eventArguments.findIndex((argument) => !argumentNames.has(argument.name));
  if (index >= 0) {
    return `eventArguments.${index}.name: "${value.eventArguments[index]!.name}" is not an argument of ${value.eventType}`;
  }
  return null;
}

/** The batch's stored progress, its counts read once the batch's own rejections are counted. */
type BatchProgress = Omit<SignalImportProgress, 'imported' | 'rejected' | 'finished' | 'partitionNumber'> & {
  imported: () => number;
  rejected: () => number;
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
  const accepted = batch.filter(({ line, value }) => {
    if (value.targetEntityId && !existing.has(value.targetEntityId)) {
      reject(line, 'targetEntityId: there is no such target entity');
      return false;
    }
    const missing = value.eventArguments.findIndex(
      (argument) => argument.targetEntityId !== undefined && !existing.has(argument.targetEntityId),
    );
    if (missing >= 0) {
      reject(line, `eventArguments.${missing}.targetEntityId: there is no such target entity`);
      return false;
    }
    return true;
  });
  if (accepted.length === 0 && !progress) return 0;
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
    if (progress) await saveProgress(transaction, progress, { added: accepted.length, partition, finished: false });
    return partition;
  });
  return accepted.length;
}

/**
 * Once the file is read: the staged signals are linked, indexed and attached, and the import marked finished in the
 * same transaction. An import that staged nothing only stores that it finished.
 */
async function attachStaged(
  db: Database,
  staging: Staging,
  options: ImportSignalsOptions,
  progress: BatchProgress | undefined,
) {
  // The batch just stored wrote the progress this one expects.
  const finish = async (transaction: Database) => {
    if (!progress) return;
    const stored = { ...progress, expectedLinesDone: progress.linesDone };
    await saveProgress(transaction, stored, { added: 0, partition: staging.partition, finished: true });
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
  batch: { added: number; partition: ImportPartition | null; finished: boolean },
) {
  const { expectedLinesDone, imported, rejected, ...stored } = progress;
  await saveSignalImportProgress(
    transaction,
    {
      ...stored,
      imported: imported() + batch.added,
      rejected: rejected(),
      partitionNumber: batch.partition?.number ?? null,
      finished: batch.finished,
    },
    expectedLinesDone,
  );
}
