import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createCustomer } from './factories';
import { openTestDatabase } from './test-database';

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
/** Which PostgreSQL a handle reaches: each PGlite starts its own, so a database handed out again shares its start. */
const startOf = async (db: Database) =>
  (await rowsOf<{ started: string }>(db, sql`select pg_postmaster_start_time()::text as started`))[0]!.started;

describe('the suites’ PGlite databases, handed out again once emptied', () => {
  it('are as a load of the snapshot leaves them: no rows, sequences at their start, the migrations kept', async () => {
    const first = await openTestDatabase('pglite');
    const started = await startOf(first.db);
    await createCustomer(first.db);
    await first.db.execute(sql`select nextval('audit_log_id_seq')`);
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.close();

    const second = await openTestDatabase('pglite');
    expect(await startOf(second.db)).toBe(started);
    expect(await rowsOf(second.db, sql`select name from customers`)).toEqual([]);
    expect(await rowsOf(second.db, sql`select nextval('audit_log_id_seq')::int as next`)).toEqual([{ next: 1 }]);
    expect(await rowsOf(second.db, sql`select current_setting('statement_timeout') as value`)).toEqual([
      { value: '0' },
    ]);
    const [migrations] = await rowsOf<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations!.count).toBeGreaterThan(30);
    await second.close();
  });

  it('refuse a closed handle’s queries, so a test app left running cannot write into the next test’s database', async () => {
    const first = await openTestDatabase('pglite');
    await first.close();
    await expect(createCustomer(first.db)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
    const second = await openTestDatabase('pglite');
    expect(await rowsOf(second.db, sql`select name from customers`)).toEqual([]);
    await second.close();
  });

  it('stop a closed handle’s listeners', async () => {
    const first = await openTestDatabase('pglite');
    const started = await startOf(first.db);
    const heard: string[] = [];
    await first.listen('argus_pool_test', {
      onNotification: (payload) => heard.push(payload),
      onListening: () => {},
      onLost: () => {},
    });
    await first.db.execute(sql`select pg_notify('argus_pool_test', 'before')`);
    await expect.poll(() => heard).toEqual(['before']);
    await first.close();

    const second = await openTestDatabase('pglite');
    expect(await startOf(second.db)).toBe(started);
    await second.listen('argus_pool_test', { onNotification: () => {}, onListening: () => {}, onLost: () => {} });
    await second.db.execute(sql`select pg_notify('argus_pool_test', 'after')`);
    await second.db.execute(sql`select 1`);
    expect(heard).toEqual(['before']);
    await second.close();
  });

  it('are not handed out again once a test changed their schema', async () => {
    const first = await openTestDatabase('pglite');
    const started = await startOf(first.db);
    await first.db.execute(sql`create function argus_pool_test() returns int language sql as 'select 1'`);
    await first.close();

    const second = await openTestDatabase('pglite');
    expect(await startOf(second.db)).not.toBe(started);
    expect(await rowsOf(second.db, sql`select to_regproc('argus_pool_test') as found`)).toEqual([{ found: null }]);
    await second.close();
  });
});
