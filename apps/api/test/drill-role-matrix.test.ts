import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createDrillWorld, type DrillWorld } from './drills/drill-world';
import { runRoleMatrix } from './drills/role-matrix';
import { testDatabaseKinds } from './test-database';

// The role matrix drill: the expected table is drills/expected-statuses.ts, the requests drills/requests-*.ts
// (shared with bench/drill-api-access.bench.ts, which reports the same figures).

describe.each(testDatabaseKinds())('the role matrix drill on %s', (kind) => {
  let testApp: TestApp;
  let world: DrillWorld;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createDrillWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('answers every operation of the OpenAPI document to each role as the table says, with no leak', async () => {
    const matrix = await runRoleMatrix(world);
    // The table and the document name the same operations: a new route needs its row.
    expect({ untabled: matrix.untabled, unknown: matrix.unknown }).toEqual({ untabled: [], unknown: [] });
    expect(matrix.coveredOperations).toBe(matrix.documentOperations);
    // Every leak and every cell off the table in one assertion, so that a failure shows them all at once.
    expect({ leaks: matrix.leaks, mismatches: matrix.mismatches }).toEqual({ leaks: [], mismatches: [] });
  });
});
