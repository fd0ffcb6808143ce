import type { PGlite } from '@electric-sql/pglite';
import { handleOnPglite, pgliteExtensions, type DatabaseHandle } from '../src/db/client';
import type { Listen } from '../src/db/notifications';
import { openInMemoryPglite } from '../src/db/pglite-in-memory';

/**
 * The suites' PGlite databases, kept per test worker and emptied between test apps instead of loaded anew: a load of
 * the migrated snapshot is ~530 ms of CPU (its files copied into PGlite's in-memory file system, PostgreSQL started)
 * and the suites open about 200; emptying one takes ~50 ms. What a test app sees is what a load gives: the
 * migrated schema, every table empty but the migrations' own, every sequence at its start, no session state.
 *
 * A database goes back to the pool only when nothing of its schema changed (a test that adds a function or a trigger
 * leaves a database that is closed, not handed out again) and the emptying succeeded; a test that still holds its
 * handle after closing it finds it closed, as it would a closed PGlite, so it cannot write into the next test's data.
 */
const idle: PGlite[] = [];
/** More idle databases than tests open at once would only hold memory. */
const MOST_IDLE = 3;

/** Tables the snapshot holds rows in: the migration history, which a load keeps. */
const KEPT_TABLES = new Set(['drizzle.__drizzle_migrations']);

/** What a test could change of the schema: relations, their columns' count, triggers, functions, constraints. */
const SCHEMA_FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select concat_ws(' ', 'r', oid, relname, relkind, relnatts) as item from pg_class
    union all select concat_ws(' ', 't', oid, tgenabled) from pg_trigger
    union all select concat_ws(' ', 'f', oid) from pg_proc
    union all select concat_ws(' ', 'c', oid, convalidated) from pg_constraint
    union all select concat_ws(' ', 'n', oid) from pg_namespace
  ) items`;

type Emptying = { truncate: string; fingerprint: string };
let emptying: Promise<Emptying> | undefined;

/** Learnt once, from the first database loaded: what to empty, and the schema as the migrations left it. */
async function learnEmptying(client: PGlite): Promise<Emptying> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
     order by 1`,
  );
  const emptied = tables.map(({ name }) => name).filter((name) => !KEPT_TABLES.has(name));
  return {
    // Every table is named, so the triggers that empty derived tables on TRUNCATE (ADR 0142) are not needed: they would
    // touch a table the same statement truncates, which PostgreSQL refuses.
    truncate: `set session_replication_role = replica; truncate ${emptied.join(', ')} restart identity;
      set session_replication_role = default`,
    fingerprint: await fingerprintOf(client),
  };
}

async function fingerprintOf(client: PGlite) {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Empties a database a test app used; false when it must not be used again. */
async function empty(client: PGlite): Promise<boolean> {
  try {
    const { truncate, fingerprint } = await emptying!;
    // DISCARD ALL fails inside a transaction a test left open: such a database is closed, not emptied.
    await client.exec('discard all');
    if ((await fingerprintOf(client)) !== fingerprint) return false;
    await client.exec(truncate);
    return true;
  } catch {
    return false;
  }
}

/** A migrated, empty PGlite of the snapshot's: an idle one emptied before, or a new load. */
export async function takePglite(snapshot: Blob): Promise<DatabaseHandle> {
  const client = idle.pop() ?? (await openInMemoryPglite(snapshot, pgliteExtensions));
  emptying ??= learnEmptying(client);
  await emptying;

  let closed = false;
  const unlistens = new Set<() => Promise<void>>();
  // The test's queries reach the database only until it closes it.
  const leased = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const handle = handleOnPglite(leased, async () => {
    if (closed) return;
    closed = true;
    await Promise.all([...unlistens].map((unlisten) => unlisten()));
    if (idle.length < MOST_IDLE && (await empty(client))) idle.push(client);
    else await client.close();
  });
  const listen: Listen = async (channel, handlers) => {
    const unlisten = await handle.listen(channel, handlers);
    const once = async () => {
      if (!unlistens.delete(once)) return;
      await unlisten();
    };
    unlistens.add(once);
    return once;
  };
  return { ...handle, listen };
}
