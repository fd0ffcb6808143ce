// The reference data the signals import needs (categories, event types, customers, target entities, their links,
// document counts) and one admin, built from the demo seed's generators so that names, industries and argument
// values look like the product's, but at the size of the issue: 20 customers, 20,000 entities.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import {
  categories,
  customers,
  customerTargetEntities,
  documentCounts,
  eventTypes,
  targetEntities,
  users,
} from '../../apps/api/src/db/schema';
import { createTargetEntities, toTargetEntityRow, type SeedEntity } from '../../apps/api/src/db/seed/companies';
import { nameFolderTable, pickMonitoredEntities, type CustomerDefinition } from '../../apps/api/src/db/seed/customers';
import { createDocumentCounts } from '../../apps/api/src/db/seed/document-counts';
import { CATEGORIES, EVENT_TYPES } from '../../apps/api/src/db/seed/event-catalogue';
import { INDUSTRIES } from '../../apps/api/src/db/seed/industries';
import { insertInBatches } from '../../apps/api/src/db/seed/insert-in-batches';
import type { Random } from '../../apps/api/src/db/seed/random';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const ENTITY_COUNT = 20_000;
export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

/**
 * Relative signal volume of the 20 customers: a few big folders and a long tail, as in production (the biggest
 * holds ~18 % of all signals, the smallest ~1 %).
 */
const SIGNAL_SHARES = [18, 14, 10, 8, 7, 6, 5, 4.5, 4, 3.5, 3, 3, 2.5, 2, 2, 1.5, 1.5, 1.5, 1.5, 1];

export type BenchFolder = { definition: CustomerDefinition; entities: readonly SeedEntity[] };
export type BenchWorld = { folders: BenchFolder[]; entities: SeedEntity[] };

/** Customer names rank by size: bench_01 is the biggest, bench_20 the smallest. */
export function createBenchWorld(random: Random): BenchWorld {
  const entities = createTargetEntities(random.fork('entities'), ENTITY_COUNT);
  const industryKeys = INDUSTRIES.map((industry) => industry.key);
  const monitoringRandom = random.fork('monitoring');
  const folders = SIGNAL_SHARES.map((share, index): BenchFolder => {
    const definition: CustomerDefinition = {
      name: `bench_${String(index + 1).padStart(2, '0')}`,
      label: `Bench customer ${index + 1}`,
      monitoring: true,
      discovery: false,
      trend: false,
      // Thousands of entities for the big folders, a few hundred for the small ones.
      monitoredCount: Math.round(300 + share * 250),
      focusIndustries: monitoringRandom.sample(industryKeys, 3),
      signalShare: share,
      mentionShare: 0,
      documentsPerDay: Math.round(share * 150),
      discoveryThemes: [],
    };
    return { definition, entities: pickMonitoredEntities(monitoringRandom, definition, entities, 'full') };
  });
  return { folders, entities };
}

/** Inserts the world's reference rows and the admin; the signals come later through the CLI importer. */
export async function insertBenchWorld(db: Database, world: BenchWorld, random: Random, dayStart: Date) {
  await insertInBatches(
    db,
    categories,
    CATEGORIES.map((name, sortOrder) => ({ name, sortOrder })),
  );
  await insertInBatches(
    db,
    eventTypes,
    EVENT_TYPES.map((definition) => ({
      name: definition.name,
      category: definition.category,
      description: definition.description,
      argumentNames: definition.arguments.map((argument) => argument.name),
    })),
  );
  await insertInBatches(
    db,
    customers,
    world.folders.map(({ definition }) => ({
      name: definition.name,
      label: definition.label,
      folderDbTable: nameFolderTable(definition.name),
      monitoring: true,
    })),
  );
  await insertInBatches(db, targetEntities, world.entities.map(toTargetEntityRow));
  await insertInBatches(
    db,
    customerTargetEntities,
    world.folders.flatMap((folder) =>
      folder.entities.map((entity) => ({ customerName: folder.definition.name, targetEntityId: entity.id })),
    ),
  );
  await insertInBatches(
    db,
    documentCounts,
    createDocumentCounts(
      random.fork('document-counts'),
      world.folders.map((folder) => folder.definition),
      dayStart,
    ),
  );
  await db.insert(users).values({
    username: ADMIN.username,
    passwordHash: await hashPassword(ADMIN.password),
    privilege: 3,
  });
  // The planner needs row counts of the small tables before the first import batch checks entity ids.
  await db.execute(sql`analyze`);
}
