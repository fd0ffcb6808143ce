import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signalImports } from '../../db/schema';

/** How far an import of one file got: what its committed batches read, loaded and refused. */
export type SignalImportProgress = {
  fileSha256: string;
  linesDone: number;
  imported: number;
  rejected: number;
  finished: boolean;
};

export async function findSignalImport(db: Database, fileSha256: string) {
  const [row] = await db.select().from(signalImports).where(eq(signalImports.fileSha256, fileSha256));
  return row;
}

/** Written in the transaction of the batch it counts, so that the rows and the count commit together or not at all. */
export async function saveSignalImportProgress(transaction: Database, progress: SignalImportProgress) {
  const values = {
    linesDone: progress.linesDone,
    imported: progress.imported,
    rejected: progress.rejected,
    updatedAt: sql`now()`,
    finishedAt: progress.finished ? sql`now()` : null,
  };
  await transaction
    .insert(signalImports)
    .values({ fileSha256: progress.fileSha256, ...values })
    .onConflictDoUpdate({ target: signalImports.fileSha256, set: values });
}

export async function deleteSignalImport(db: Database, fileSha256: string) {
  await db.delete(signalImports).where(eq(signalImports.fileSha256, fileSha256));
}
