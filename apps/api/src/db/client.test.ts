import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { openDatabase, type Database, type DatabaseHandle } from './client';

async function jitSetting(db: Database): Promise<string> {
  const result = await db.execute(sql`show jit`);
  return (result as unknown as { rows: { jit: string }[] }).rows[0]!.jit;
}

// ADR 0162: the app's connections to a PostgreSQL server plan without JIT, unless the operator's URL says otherwise.
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections to a PostgreSQL server', () => {
  let database: DatabaseHandle & { url?: string };
  let withOptions: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await withOptions?.close();
    await database?.close();
  });

  it('run without JIT compilation', async () => {
    expect(await jitSetting(database.db)).toBe('off');
  });

  it("take the URL's own options over that default", async () => {
    const url = new URL(database.url!);
    url.searchParams.set('options', '-c jit=on');
    withOptions = await openDatabase({ kind: 'postgres', url: url.toString() });
    expect(await jitSetting(withOptions.db)).toBe('on');
  });
});
