import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { withDatabase } from './global-setup';
import { takePglite } from './pglite-pool';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresTemplateDatabase') ? ['pglite', 'postgres'] : ['pglite'];
}

let snapshot: Blob | undefined;

/**
 * A fresh, migrated database of its own: a PGlite of the snapshot's (test/pglite-pool.ts) or a clone of the PostgreSQL
 * template. On PostgreSQL `url` lets a test open more handles on the same database, as more server processes would.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    // Read once per worker (test files share this module, see `isolate` in vitest.config.ts): a Blob never changes.
    snapshot ??= new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
    return takePglite(snapshot);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplateDatabase');
  if (!serverUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  // Named after the run's template, so that a run's teardown drops its own clones and never a concurrent run's.
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
