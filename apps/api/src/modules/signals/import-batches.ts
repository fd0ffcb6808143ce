import type { Database } from '../../db/client';
import type { ImportCheckpoint, ImportSignalsOptions, ImportSignalsReport, PendingSignal } from './import-signals';
import { saveSignalImportProgress, type SignalImportProgress } from './signal-imports.repository';
import {
  attachImportPartition,
  createImportPartition,
  importedSignalId,
  stageImportRows,
  type ImportArgumentRow,
  type ImportedSignalRow,
  type ImportPartition,
} from './signal-import-partitions.repository';
import { findExistingTargetEntityIds } from './signals.repository';
import { argumentRowsOf, signalValuesOf } from './signal-values';

// How an import's batches go into its own tables, one after the other, and how they are attached at the end (ADR 0168).

export type ReadPosition = { lines: number; bytesRead: number; bytesSkipped: number; readingSince: number | undefined };

/** What staging a batch needs of the import it belongs to. */
export type ImportRun = {
  db: Database;
  options: ImportSignalsOptions;
  checkpoint: ImportCheckpoint | undefined;
  totalBytes: number | undefined;
  report: ImportSignalsReport;
  reject: (line: number, message: string) => void;
  staging: Staging;
};

/**
 * Stages a batch (after the one before it), attaches the import once the last is in, and reports the progress as of
 * the batch's last line (`read`, taken when the batch was cut), not of the lines read since.
 */
export async function stageInTurn(
  run: ImportRun,
  batch: PendingSignal[],
  progress: BatchProgress | undefined,
  finished: boolean,
  read: ReadPosition & { rejected: number },
) {
  const { report, checkpoint, totalBytes } = run;
  const { staged: added, refused } = await stageBatch(run.db, batch, run.reject, run.staging, progress);
  report.imported += added;
  const tell = (state: { finished: boolean; attaching?: true }) =>
    run.options.onProgress?.({
      lines: read.lines,
      imported: report.imported,
      rejected: read.rejected + refused,
      // The last line, when no \n ends it, counted one byte more than it took.
      bytesRead: Math.min(read.bytesRead, totalBytes ?? read.bytesRead),
      bytesSkipped: read.bytesSkipped,
      totalBytes,
      ...state,
      secondsReading: read.readingSince === undefined ? 0 : (performance.now() - read.readingSince) / 1000,
    });
  if (finished) {
    // Linking, indexing and attaching a large file takes a while: the progress line says so instead of falling silent.
    if (run.staging.partition) tell({ finished: false, attaching: true });
    const totals = checkpoint && {
      imported: checkpoint.imported + report.imported,
      rejected: checkpoint.rejected + report.rejected,
    };
    await attachStaged(run.db, run.staging, run.options, progress && totals && { ...progress, ...totals });
  }
  tell({ finished });
}

/** What a batch stores of the import's progress: where its lines end, and the counts before its own. */
export type BatchProgress = Omit<SignalImportProgress, 'imported' | 'rejected' | 'finished' | 'partitionNumber'> & {
  /** The import's counts when the batch was cut, before its own signals and its own refusals of target entities. */
  importedBefore: number;
  rejectedBefore: number;
  expectedLinesDone: number | null;
};

export type Staging = { partition: ImportPartition | null };

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
        rows.push({ ...signalValuesOf(value), id, sourceDocumentId: value.sourceDocumentId ?? null });
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
