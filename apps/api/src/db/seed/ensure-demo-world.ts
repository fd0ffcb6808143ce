import type { Logger } from 'pino';
import type { Database } from '../client';
import { isDatabaseEmpty, seedDemoWorld } from './seed-demo-world';

/** First start of an empty embedded database: fill it with the demo world so the console is worth looking at. */
export async function ensureDemoWorld(db: Database, demoPassword: string, logger: Pick<Logger, 'info'>) {
  if (!(await isDatabaseEmpty(db))) return;
  logger.info('empty database: seeding the demo world');
  const started = performance.now();
  const summary = await seedDemoWorld(db, { demoPassword });
  logger.info({ ...summary, milliseconds: Math.round(performance.now() - started) }, 'demo world seeded');
}
