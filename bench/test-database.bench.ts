// Why the API suites load a migrated PGlite snapshot instead of creating each database:
// compares a fresh initdb + migrate with loading the snapshot, in the same run.
import { openDatabase } from '../apps/api/src/db/client';
import { median, report, timeMilliseconds } from './report';

const ROUNDS = 3;
const fresh: number[] = [];
const cloned: number[] = [];
let snapshot: Blob | undefined;

for (let round = 0; round < ROUNDS; round++) {
  fresh.push(
    await timeMilliseconds(async () => {
      const handle = await openDatabase({ kind: 'pglite-snapshot' });
      await handle.migrate();
      snapshot ??= await handle.dumpDataDir!();
      await handle.close();
    }),
  );
  cloned.push(
    await timeMilliseconds(async () => {
      const handle = await openDatabase({ kind: 'pglite-snapshot', snapshot });
      await handle.close();
    }),
  );
}

const ratio = median(cloned) / median(fresh);
report({
  name: 'test database: fresh initdb + migrate (median)',
  value: Math.round(median(fresh)),
  unit: 'ms',
  goal: 'baseline',
  pass: true,
});
report({
  name: 'test database: snapshot clone / fresh',
  value: Number(ratio.toFixed(3)),
  unit: 'ratio',
  goal: '< 0.35',
  pass: ratio < 0.35,
});
