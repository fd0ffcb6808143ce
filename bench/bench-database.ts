import pg from 'pg';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else the local one. */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's own database (a database is created and dropped from outside it). */
async function administer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  try {
    await client.connect();
    return await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A benchmark's own database on that server, so that it never meets another benchmark's or a test's. */
export function benchDatabase(name: string) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    exists: async () => (await administer(`select 1 from pg_database where datname = '${name}'`)).rows.length > 0,
    /** Drops what an earlier run may have left and creates it empty. */
    recreate: async () => {
      await administer(`drop database if exists ${name} with (force)`);
      await administer(`create database ${name}`);
    },
    drop: async () => {
      await administer(`drop database if exists ${name} with (force)`);
    },
  };
}
