// The data of the target-entities benchmark: the demo world's company generator at 20,000 entities (real cities,
// legal forms, aliases, D-U-N-S numbers), five customers monitoring overlapping shares of them, and one admin.
import { DEFAULT_CUSTOMER_NAME } from '@argus/contract';
import type { Database } from '../../apps/api/src/db/client';
import { customers, customerTargetEntities, targetEntities } from '../../apps/api/src/db/schema';
import { createTargetEntities, toTargetEntityRow } from '../../apps/api/src/db/seed/companies';
import { insertInBatches } from '../../apps/api/src/db/seed/insert-in-batches';
import { createRandom } from '../../apps/api/src/db/seed/random';
import { createUser } from '../../apps/api/src/modules/users/users.service';

export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };
export const BENCH_CUSTOMERS = [DEFAULT_CUSTOMER_NAME, 'bench_a', 'bench_b', 'bench_c', 'bench_d'];
/** Each customer monitors about this share of the entities (so ~12,000 links in all). */
const MONITORED_SHARE = 0.12;

export async function insertEntityWorld(db: Database, count: number) {
  const random = createRandom(20_000);
  const entities = createTargetEntities(random.fork('entities'), count);
  await db
    .insert(customers)
    .values(BENCH_CUSTOMERS.map((name) => ({ name, label: null, folderDbTable: `events_${name}`, discovery: true })));
  await insertInBatches(db, targetEntities, entities.map(toTargetEntityRow));
  const links = BENCH_CUSTOMERS.flatMap((customerName) =>
    entities
      .filter(() => random.chance(MONITORED_SHARE))
      .map((entity) => ({ customerName, targetEntityId: entity.id })),
  );
  await insertInBatches(db, customerTargetEntities, links);
  await createUser(
    { db, actor: { actorUserId: null, actorUsername: 'bench' } },
    { ...BENCH_ADMIN, privilege: 3, customers: [] },
  );
  return {
    entities: entities.length,
    links: links.length,
    // What the searches look for: an alias, a D-U-N-S number and a word many names share.
    alias: entities.find((entity) => entity.aliases.length > 0)!.aliases[0]!,
    dunsId: entities[count >> 1]!.dunsId,
  };
}
