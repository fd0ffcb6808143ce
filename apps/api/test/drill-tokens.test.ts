import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './build-test-app';
import { createDrillWorld, type DrillWorld } from './drills/drill-world';
import { REFUSED_TOKEN_KINDS, runTokenDrill } from './drills/tokens';
import { testDatabaseKinds } from './test-database';

// The token drill (drills/tokens.ts, shared with bench/drill-api-access.bench.ts): forged, `alg: none`,
// tampered, expired and revoked tokens on every operation that needs a token.

describe.each(testDatabaseKinds())('the token drill on %s', (kind) => {
  let testApp: TestApp;
  let world: DrillWorld;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createDrillWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('answers 401 to every refused token on every authenticated operation', async () => {
    const drill = await runTokenDrill(world, TEST_JWT_SECRET);
    // Which operations are open is the document's word, checked against the list the drill keeps.
    expect({ unexpectedlyOpen: drill.unexpectedlyOpen, notOpen: drill.notOpen }).toEqual({
      unexpectedlyOpen: [],
      notOpen: [],
    });
    expect(drill.unrequested).toEqual([]);
    expect(drill.requests).toBe(drill.securedOperations * REFUSED_TOKEN_KINDS.length);
    // Every status other than 401, by operation and token, in one table.
    expect(drill.accepted).toEqual({});
  });
});
