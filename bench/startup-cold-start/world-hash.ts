// Proof that a change leaves the demo world as it was (ADR 0104): `node --import tsx bench/startup-cold-start/world-hash.ts
// <checkout>` seeds the full world of that checkout for a fixed day into a fresh PGlite and prints each seeded table's
// rows and hash and one hash over all (users without their salted password hash). Run it on both sides and compare.
import { createHash } from 'node:crypto';
const root = process.argv[2];
const { openDatabase } = await import(`${root}/apps/api/src/db/client.ts`);
const { seedDemoWorld } = await import(`${root}/apps/api/src/db/seed/seed-demo-world.ts`);
const h = await openDatabase({ kind: 'pglite-snapshot' });
await h.migrate();
const summary = await seedDemoWorld(h.db, { demoPassword: 'argus-demo', now: new Date('2026-11-26T10:00:00Z') });
const client = (
  h.db as unknown as { $client: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }
).$client;
const tables: Record<string, string> = {
  customers: 'name',
  users: 'id',
  user_customers: 'user_id, customer_name',
  categories: 'name',
  event_types: 'name',
  highlight_templates: 'event_type',
  reference_list_items: '1, 2, 3',
  target_entities: 'id',
  customer_target_entities: 'customer_name, target_entity_id',
  signals: 'id',
  signal_arguments: 'signal_id, position',
  document_counts: 'customer_name, day',
  discoveries: 'id',
  search_terms: 'id',
  mentions: 'uuid',
  feedback: 'id',
  favorites: 'user_id, item_id',
  signal_entities: 'customer_name, publish_date, signal_id, entity_id, event_type',
  relevance_models: 'user_id, customer_name, item_kind',
};
const hash = createHash('sha256');
for (const [table, order] of Object.entries(tables)) {
  // A checkout from before a table was made has none to hash (compare the tables both sides print).
  const [found] = (await client.query(`select to_regclass('${table}') is not null as found`)).rows;
  if (!found?.found) continue;
  const { rows } = await client.query(`select * from ${table} order by ${order}`);
  for (const row of rows) if (table === 'users') delete row.password_hash;
  const tableHash = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  console.log(table.padEnd(26), String(rows.length).padStart(6), tableHash);
  hash.update(JSON.stringify(rows));
}
console.log('summary', JSON.stringify(summary));
console.log('world', hash.digest('hex'));
await h.close();
