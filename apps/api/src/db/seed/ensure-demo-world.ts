import { printProgress } from '../../lib/start-progress';
import type { Database } from '../client';
import type { SeedScale } from './customers';
import { isDatabaseEmpty, seedDemoWorld, type SeedSummary } from './seed-demo-world';

/** The tables worth a progress line (a thousand rows or more); the small ones go by unnoticed. */
const PROGRESS_LABELS: Partial<Record<keyof SeedSummary, string>> = {
  targetEntities: 'target entities',
  customerTargetEntities: 'monitored companies of the folders',
  signals: 'signals',
  signalArguments: 'signal arguments',
  documentCounts: 'daily document counts',
  mentions: 'mentions',
};

/**
 * First start of an empty embedded database: fill it with the demo world so the console is worth looking at. Answers
 * whether it did. The small world (a tenth) is for test suites, whose every page load pays for the folder's data.
 */
export async function ensureDemoWorld(db: Database, demoPassword: string, scale: SeedScale): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  printProgress('Demo world: creating it (first start of this database)');
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const summary = await seedDemoWorld(db, {
    demoPassword,
    scale,
    onProgress: (step) => {
      if (step.kind === 'generated') printProgress(`Demo world: rows made (${seconds()}), writing them`);
      else if (PROGRESS_LABELS[step.table]) {
        printProgress(`Demo world: ${step.rows.toLocaleString('en-US')} ${PROGRESS_LABELS[step.table]}`);
      }
    },
  });
  printProgress(
    `Demo world: ready in ${seconds()} (${summary.signals.toLocaleString('en-US')} signals, ` +
      `${summary.mentions.toLocaleString('en-US')} mentions)`,
  );
  return true;
}
