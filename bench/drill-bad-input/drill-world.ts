// The bad-input drill's world: the small demo world (so every table the writes reach holds rows, and the path
// parameters can name real ones), plus a user, a customer and an email schedule of the drill's own, so that a write
// that slips through hits nothing the demo accounts need. Row counts of every public table, before and after.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../../apps/api/src/db/client';
import { emailSchedules, users } from '../../apps/api/src/db/schema';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { createCustomer, createUser } from '../../apps/api/test/factories';
import { benchDatabase } from '../bench-database';
import type { ValidPaths } from './requests';

export const DEMO_PASSWORD = 'argus-demo';
/** A fixed day: the demo world is a function of it, so every run meets the same rows. */
const WORLD_DAY = new Date('2026-01-15T00:00:00Z');
const BENCH_DATABASE = 'argus_drill_bad_input';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** PGlite in this process by default (fast, nothing to set up); BENCH_DRILL_DATABASE=postgres for the server. */
export async function openDrillDatabase(): Promise<DatabaseHandle> {
  if (process.env.BENCH_DRILL_DATABASE !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite-snapshot' });
    await handle.migrate();
    return handle;
  }
  const database = benchDatabase(BENCH_DATABASE);
  await database.recreate();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Seeds the world and answers the existing keys each operation's path parameters name. */
export async function createDrillWorld(db: Database): Promise<ValidPaths> {
  await seedDemoWorld(db, { demoPassword: DEMO_PASSWORD, now: WORLD_DAY, scale: 'small' });
  await createUser(db, { username: 'drill-victim', customers: ['northwind'] });
  await createCustomer(db, { name: 'drill_customer' });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [schedule] = await db
    .insert(emailSchedules)
    .values({ userId: admin!.id, customerName: 'northwind', cron: '0 8 * * 1', recipients: ['drill@example.com'] })
    .returning({ id: emailSchedules.id });
  const first = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query))[0]!.id;
  const keys = {
    '/target-entities': await first(sql`select id from target_entities order by id limit 1`),
    '/events-management': await first(
      sql`select id from signals where customer_name = 'northwind' order by id limit 1`,
    ),
    '/api/feedback': await first(sql`select id from feedback order by id limit 1`),
    '/favorites': await first(sql`select item_id as id from favorites order by item_id limit 1`),
    '/email-schedules': schedule!.id,
    '/customers': 'drill_customer',
    '/api/api-keys': await first(
      sql`insert into api_keys (name, key_hash, key_prefix) values ('drill', 'drill-hash', 'argus_drill') returning id`,
    ),
    // Paused, at a loopback address refused before any connection (ADR 0121): a fetch that slips through stays here.
    '/api/sources': await first(
      sql`insert into sources (name, url, media_segment, reliability, paused)
          values ('drill', 'http://127.0.0.1:9/drill.xml', 'news', 3, true) returning id`,
    ),
    '/api/saved-views': await first(
      sql`insert into saved_views (user_id, customer_name, kind, name, criteria)
          values (${admin!.id}, 'northwind', 'signals', 'drill', '') returning id`,
    ),
    // Paused, at a loopback address refused before any connection (ADR 0136): a delivery that slips through stays here.
    '/api/webhooks': await first(
      sql`insert into webhooks (user_id, customer_name, url, format, secret, paused_at)
          values (${admin!.id}, 'northwind', 'http://127.0.0.1:9/drill', 'json', 'drill-sealed', now()) returning id`,
    ),
  };
  const delivery = await first(
    sql`insert into webhook_deliveries (webhook_id, status, body) values (${keys['/api/webhooks']}, 'failed', '{}')
        returning id`,
  );
  const valueFor = (path: string, name: string) => {
    if (name === 'deliveryId') return delivery;
    if (name === 'username') return 'drill-victim';
    if (name === 'client' || name === 'customer') return 'northwind';
    if (name === 'reason') return 'duplicate';
    const key = Object.entries(keys).find(([prefix]) => path.startsWith(prefix));
    if (!key) throw new Error(`no existing row for {${name}} of ${path}`);
    return key[1];
  };
  return (operation) =>
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, valueFor(operation.path, parameter.name)]),
    );
}

/** Rows of every table in the public schema (a table made or dropped by a request counts as a change too). */
export async function countRows(db: Database): Promise<Map<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ${sql.identifier(name)}`),
    );
    counts.set(name, row!.count);
  }
  return counts;
}

/** The tables whose count differs, or which exist on one side only, with both counts. */
export function changedTables(before: Map<string, number>, after: Map<string, number>) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => ({
      name,
      before: before.get(name),
      after: after.get(name),
    }));
}
