import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { listenOnPglite, listenOnPostgres, type Listen } from './notifications';
import { openInMemoryPglite } from './pglite-in-memory';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** LISTEN on a channel: how the read caches hear of changes (migration 0003). */
  listen: Listen;
  /** Only for a PostgreSQL server: its connection pool's use, for the metrics. */
  poolUse?: () => PoolUse;
  /** Only for PGlite: the data directory as a tarball, to clone a migrated database quickly in tests. */
  dumpDataDir?: () => Promise<Blob>;
};

/** Connections of a PostgreSQL pool: open, idle among them, and queries waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-snapshot'; snapshot?: Blob };

/** Extensions the migrations create (0005: trigram search); PGlite must load their code when it opens. */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same in every Argus process.
const MIGRATION_LOCK_KEY = 4_747_001;

/** Where PGlite keeps its database inside DATA_DIR. */
const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pgdata');

/** False before the first start in DATA_DIR: opening it then creates the database cluster (PGlite's initdb). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDirectory(dataDir), 'PG_VERSION'));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite') {
    const lock = acquireDataDirLock(target.dataDir);
    try {
      const client = new PGlite(pgliteDirectory(target.dataDir), { extensions: pgliteExtensions });
      await client.waitReady;
      return handleOnPglite(client, async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const client = await openInMemoryPglite(target.snapshot, pgliteExtensions);
  return handleOnPglite(client, () => client.close());
}

/** A handle on an open PGlite; `close` ends it, or hands it back to whoever keeps it (the test suites' pool). */
export function handleOnPglite(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close,
    listen: listenOnPglite(client),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string): DatabaseHandle {
  // Without JIT (ADR 0162): a big window's count passes jit_above_cost while the visibility map is unset (after a
  // load, before autovacuum), and compiling cost 20-35 ms more than it saved. An `options` in the URL wins over this.
  const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off' });
  // An idle client whose connection the server ends (restart, failover, a dropped test database) emits 'error';
  // unheard, that would crash the process. The pool discards the client and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`));
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // Several instances may start at once: one migrates while the others wait on the advisory lock.
    migrate: async () => {
      const connection = await pool.connect();
      try {
        const lockedDb = drizzleNodePostgres(connection, { schema });
        await lockedDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          await migrateNodePostgres(lockedDb, { migrationsFolder });
        } finally {
          await lockedDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      } finally {
        connection.release();
      }
    },
    listen: listenOnPostgres(url),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function databaseTargetFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * How many of this build's migrations the database has applied (drizzle's own bookkeeping table), against how many
 * the build holds: an instance of a newer build on an older database is not ready until its migrations ran.
 */
export async function readMigrationState(db: Database): Promise<{ applied: number; expected: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: Row[] }).rows;
  const [table] = await rowsOf<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const [counted] = table?.found
    ? await rowsOf<{ count: string | number }>(sql`select count(*) as count from drizzle.__drizzle_migrations`)
    : [];
  const applied = Number(counted?.count ?? 0);
  return { applied, expected: journal.entries.length };
}
