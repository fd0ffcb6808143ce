import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, readMigrationState } from '../apps/api/src/db/client';
import { seedDemoWorld } from '../apps/api/src/db/seed/seed-demo-world';
import { withDatabase } from '../apps/api/test/global-setup';
import { openTestDatabase } from '../apps/api/test/test-database';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** Every table's row count, and the triggers and indexes that keep and read them: what a restore must give back. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${name}`)).rows[0]?.n);
    }
    const objects = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n);
    counts['triggers'] = await objects(`select count(*) as n from pg_trigger where not tgisinternal`);
    counts['indexes'] = await objects(`select count(*) as n from pg_indexes where schemaname = 'public'`);
    return counts;
  } finally {
    await client.end();
  }
}

// The README's backup and restore (section Production) are these two scripts; this runs them as an operator would.
describe.skipIf(!serverUrl)('backup and restore of a PostgreSQL server database', () => {
  it('restores every row into an empty database, which Argus then opens as current', async () => {
    const source = await openTestDatabase('postgres');
    const restoredName = `argus_restore_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-backup-'));
    try {
      await seedDemoWorld(source.db, { demoPassword: 'backup-test', scale: 'small' });
      const before = await rowCounts(source.url!);
      expect(before['public.signals']).toBeGreaterThan(100);
      expect(before['triggers']).toBeGreaterThan(5);

      const file = path.join(folder, 'argus.dump');
      await run('scripts/backup-database.sh', [file], { env: { ...process.env, DATABASE_URL: source.url } });
      await admin.query(`create database ${restoredName}`);
      const restoredUrl = withDatabase(serverUrl!, restoredName);
      await run('scripts/restore-database.sh', [file], { env: { ...process.env, DATABASE_URL: restoredUrl } });

      expect(await rowCounts(restoredUrl)).toEqual(before);
      const restored = await openDatabase({ kind: 'postgres', url: restoredUrl });
      try {
        const migrations = await readMigrationState(restored.db);
        expect(migrations.applied).toBe(migrations.expected);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      await admin.query(`drop database if exists ${restoredName} with (force)`);
      await admin.end();
      await source.close();
    }
  });
});
