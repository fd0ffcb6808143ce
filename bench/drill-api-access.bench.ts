// The access drills as figures: the token drill (forged, `alg: none`, tampered, expired and revoked tokens on
// every authenticated operation: all 401) and the role matrix (every operation of the OpenAPI document as guest,
// analyst, analyst of another folder, moderator and admin: 0 leaks). The checks themselves are shared with the
// Vitest suites apps/api/test/drill-tokens.test.ts and drill-role-matrix.test.ts, which guard CI.
// Figures: drill-tokens-accepted (refused-token requests answered other than 401), drill-tokens-requests (how many were
// sent: 7 tokens × the authenticated operations, so that an empty run cannot pass), drill-roles-leaks (a 2xx where the
// table expects 401/403/404, or one naming the analyst's folder to a caller who may not open it),
// drill-roles-operations (operations called as all five roles = operations in the document) and
// drill-roles-mismatches (cells off the expected table).
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { TEST_JWT_SECRET, type TestApp } from '../apps/api/test/build-test-app';
import { createDrillWorld } from '../apps/api/test/drills/drill-world';
import { runRoleMatrix } from '../apps/api/test/drills/role-matrix';
import { REFUSED_TOKEN_KINDS, runTokenDrill } from '../apps/api/test/drills/tokens';
import { report } from './report';

const log = (message: string) => process.stderr.write(`[drill-api-access] ${message}\n`);

/**
 * The app as buildTestApp makes it, on a PGlite database of its own: buildTestApp loads the migrated snapshot that
 * Vitest's global setup hands over with `inject`, which answers only inside a Vitest run. Migrating here costs a few
 * seconds once; the drills see the same schema and the same app options.
 */
async function buildDrillApp(): Promise<TestApp> {
  const database = await openDatabase({ kind: 'pglite-snapshot' });
  await database.migrate();
  const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, botCheckDifficulty: 4 });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const testApp = await buildDrillApp();
try {
  const world = await createDrillWorld(testApp);
  let started = performance.now();
  const tokens = await runTokenDrill(world, TEST_JWT_SECRET);
  log(`token drill: ${tokens.requests} requests in ${Math.round(performance.now() - started)} ms`);
  started = performance.now();
  const matrix = await runRoleMatrix(world);
  log(`role matrix: ${matrix.coveredOperations} operations × 5 roles in ${Math.round(performance.now() - started)} ms`);

  const tokenGaps = [...tokens.unrequested, ...tokens.unexpectedlyOpen, ...tokens.notOpen];
  if (tokens.acceptedCount > 0) log(`tokens not refused with 401: ${JSON.stringify(tokens.accepted, null, 2)}`);
  if (tokenGaps.length > 0) log(`operations the token drill could not judge: ${tokenGaps.join(', ')}`);
  if (matrix.leaks.length > 0) log(`leaks: ${JSON.stringify(matrix.leaks, null, 2)}`);
  if (matrix.mismatches.length > 0) log(`cells off the table:\n${matrix.mismatches.join('\n')}`);
  if (matrix.untabled.length + matrix.unknown.length > 0) {
    log(`not in the table: ${matrix.untabled.join(', ')}; not in the document: ${matrix.unknown.join(', ')}`);
  }

  report({
    name: 'drill-tokens-accepted',
    value: tokens.acceptedCount,
    unit: 'requests',
    goal: '0',
    pass: tokens.acceptedCount === 0 && tokenGaps.length === 0,
  });
  const planned = tokens.securedOperations * REFUSED_TOKEN_KINDS.length;
  report({
    name: 'drill-tokens-requests',
    value: tokens.requests,
    unit: 'requests',
    goal: `= ${planned} (${tokens.securedOperations} operations × ${REFUSED_TOKEN_KINDS.length})`,
    pass: tokens.requests > 0 && tokens.requests === planned,
  });
  report({
    name: 'drill-roles-leaks',
    value: matrix.leaks.length,
    unit: 'leaks',
    goal: '0',
    pass: matrix.leaks.length === 0,
  });
  report({
    name: 'drill-roles-operations',
    value: matrix.coveredOperations,
    unit: 'operations',
    goal: `= ${matrix.documentOperations} (the document's)`,
    pass:
      matrix.coveredOperations > 0 &&
      matrix.coveredOperations === matrix.documentOperations &&
      matrix.unknown.length === 0,
  });
  report({
    name: 'drill-roles-mismatches',
    value: matrix.mismatches.length,
    unit: 'cells',
    goal: '0',
    pass: matrix.mismatches.length === 0,
  });
} finally {
  await testApp.close();
}
