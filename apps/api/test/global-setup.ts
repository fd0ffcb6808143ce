import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplateDatabase: string | null;
  }
}

/**
 * Migrates once per run: a PGlite snapshot that every test app loads (initdb takes ~5 s, a load well under one),
 * and, with TEST_DATABASE_URL, a template database that every test app clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-test-'));
  const handle = await openDatabase({ kind: 'pglite-snapshot' });
  await handle.migrate();
  await trimForLoading(handle);
  const snapshot = await handle.dumpDataDir!();
  await handle.close();
  const snapshotPath = path.join(directory, 'migrated.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (serverUrl) {
    templateName = `argus_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, templateName) });
    await template.migrate();
    await template.close();
  }
  project.provide('postgresTemplateDatabase', templateName);

  return async () => {
    fs.rmSync(directory, { recursive: true, force: true });
    if (serverUrl && templateName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 or datname = $2',
        [`${templateName}\\_%`, templateName],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
  };
}

/**
 * Makes the snapshot quicker to load (a few times per test worker, test/pglite-pool.ts): PGlite copies every file of
 * it into its in-memory file system and starts PostgreSQL. The apps only ever use the `postgres` database, so the two template
 * databases (half of its files; PGlite cannot create databases) go, and PostgreSQL starts with the 16 MB of
 * shared buffers that a test's few thousand rows need instead of 128 MB. The migrations' WAL goes too: a checkpoint
 * with the least WAL kept (2 segments of 1 MB, see db/pglite-in-memory.ts) leaves 7 MB of it instead of 16. None of
 * this changes what a query answers.
 */
async function trimForLoading(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await handle.db.execute(sql`drop database template0`);
  await handle.db.execute(sql`drop database template1`);
  await handle.db.execute(sql`alter system set shared_buffers = '16MB'`);
  await handle.db.execute(sql`alter system set min_wal_size = '2MB'`);
  await handle.db.execute(sql`alter system set max_wal_size = '4MB'`);
  await handle.db.execute(sql`select pg_reload_conf()`);
  await handle.db.execute(sql`checkpoint`);
}

export function withDatabase(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
