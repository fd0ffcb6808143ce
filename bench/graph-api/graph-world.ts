// The knowledge graph's benchmark world: the signals-api world (20 customers, 20,000 target entities, a year of 1M
// signals through the importer). Its signals carry the seed's argument rows: every event type names its subject in
// an argument, and about half of the signals name one or two counterparties (acquirer, partner, plaintiff …) among
// the world's companies, which is what the graph's co-occurrence edges are made of.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { createRandom } from '../../apps/api/src/db/seed/random';
import { importSignalsFile } from '../../apps/api/src/modules/signals/import-signals';
import { createBenchWorld, insertBenchWorld } from '../signals-api/bench-world';
import { round } from '../signals-api/measure';
import { writeSignalsFile } from '../signals-api/write-signals-file';

// A fixed day, not today: the file, and so every figure's data, is the same on every run.
export const DAY_START = new Date('2026-01-01T00:00:00.000Z');

export async function loadGraphWorld(handle: DatabaseHandle, signals: number, log: (message: string) => void) {
  const random = createRandom(0x6772_6170);
  const world = createBenchWorld(random.fork('world'));
  await insertBenchWorld(handle.db, world, random.fork('reference'), DAY_START);
  const file = path.join(os.tmpdir(), `argus-bench-graph-${process.pid}.ndjson`);
  try {
    let started = performance.now();
    await writeSignalsFile(file, world, random.fork('signals'), DAY_START, signals);
    log(`wrote the signals file in ${round((performance.now() - started) / 1000)} s`);
    started = performance.now();
    const imported = await importSignalsFile(handle.db, file, { batchSize: 5000 });
    log(`imported ${imported.imported} signals in ${round((performance.now() - started) / 1000)} s`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
