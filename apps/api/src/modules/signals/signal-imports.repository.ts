import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signalImports } from '../../db/schema';

/** How far an import of one file got: what its committed batches read, loaded and refused. */
export type SignalImportProgress = {
  fileSha256: string;
  linesDone: number;
  imported: number;
  rejected: number;
  /** The import's partition (ADR 0168), once a batch staged a signal. */
  partitionNumber: number | null;
  /** Read whole and attached. */
  finished: boolean;
};

export async function findSignalImport(db: Database, fileSha256: string) {
  const [row] = await db.select().from(signalImports).where(eq(signalImports.fileSha256, fileSha256));
  return row;
}

/** Another run has written the import's progress since this one read it: two imports of one file at once. */
export class SignalImportConflict extends Error {
  constructor() {
    super(
      'Another import of this file is running (or ran since this one began): this run stopped before loading its ' +
        'batch. Run the command again, once the other has ended, to continue after the last committed batch.',
    );
  }
}

/**
 * Written in the transaction of the batch it counts, so that the rows and the count commit together or not at all;
 * only over the progress this run read last (`expectedLinesDone`, null when there was none), so that a second run of
 * the same file at the same time fails its batch instead of loading the lines the first one loads.
 */
export async function saveSignalImportProgress(
  transaction: Database,
  progress: SignalImportProgress,
  expectedLinesDone: number | null,
) {
  const values = {
    linesDone: progress.linesDone,
    imported: progress.imported,
    rejected: progress.rejected,
    partitionNumber: progress.partitionNumber,
    updatedAt: sql`now()`,
    finishedAt: progress.finished ? sql`now()` : null,
  };
  const written =
    expectedLinesDone === null
      ? await transaction
          .insert(signalImports)
          .values({ fileSha256: progress.fileSha256, ...values })
          .onConflictDoNothing()
          .returning({ fileSha256: signalImports.fileSha256 })
      : await transaction
          .update(signalImports)
          .set(values)
          .where(and(eq(signalImports.fileSha256, progress.fileSha256), eq(signalImports.linesDone, expectedLinesDone)))
          .returning({ fileSha256: signalImports.fileSha256 });
  if (written.length === 0) throw new SignalImportConflict();
}
