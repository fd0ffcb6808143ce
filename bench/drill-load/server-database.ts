// The load drill's database, and the server's environment for it: by default a database of the drill's own on the
// local PostgreSQL server, as production runs (seeded with the demo world here, since the server seeds only an
// embedded database); with BENCH_LOAD_DATABASE=pglite the embedded one in a fresh DATA_DIR, which the server fills with
// the demo world on its first start, as `npm start` does out of the box.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { benchDatabase } from '../bench-database';

export const DEMO_PASSWORD = 'argus-demo';
const BENCH_DATABASE = 'argus_drill_load';

export type ServerDatabase = {
  kind: 'pglite' | 'postgres';
  environment: Record<string, string>;
  remove: () => Promise<void>;
};

export async function prepareServerDatabase(): Promise<ServerDatabase> {
  // DATA_DIR either way: the embedded database lives there, and the mail outbox does in both modes.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-drill-load-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const environment = { DATA_DIR: dataDir, ARGUS_DEMO_PASSWORD: DEMO_PASSWORD };
  if (process.env.BENCH_LOAD_DATABASE === 'pglite') {
    return { kind: 'pglite', environment, remove: async () => removeDataDir() };
  }
  const database = benchDatabase(BENCH_DATABASE);
  await database.recreate();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    await handle.migrate();
    await seedDemoWorld(handle.db, { demoPassword: DEMO_PASSWORD });
  } finally {
    await handle.close();
  }
  return {
    kind: 'postgres',
    environment: { ...environment, DATABASE_URL: database.url, JWT_SECRET: 'drill-load-secret-drill-load-secret-0019' },
    remove: async () => {
      removeDataDir();
      await database.drop();
    },
  };
}
