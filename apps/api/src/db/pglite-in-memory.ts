import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite in memory, fresh or loaded from a snapshot of another one's data directory: the API suites load one migrated
 * snapshot (test/global-setup.ts) a few times per test worker and empty those to use again (test/pglite-pool.ts).
 * What PGlite would otherwise read from disk per instance is read once per process here: its file-system bundle
 * (PostgreSQL's share files, 6 MB). A fresh cluster gets WAL segments of 1 MB instead of 16, since the current segment
 * travels in every snapshot. Together a load of the suites' snapshot went from ~615 to ~530 ms of CPU (28 MB of files
 * copied into memory, now 18).
 */
let fsBundle: Promise<Blob> | undefined;

function fsBundleReadOnce(): Promise<Blob> {
  fsBundle ??= fs
    .readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.data'))
    .then((bytes) => new Blob([bytes]));
  return fsBundle;
}

export async function openInMemoryPglite(snapshot: Blob | undefined, extensions: PGliteOptions['extensions']) {
  const shared = { extensions, fsBundle: await fsBundleReadOnce() };
  const client = new PGlite(
    snapshot ? { loadDataDir: snapshot, ...shared } : { initDbStartParams: ['--wal-segsize=1'], ...shared },
  );
  await client.waitReady;
  return client;
}
