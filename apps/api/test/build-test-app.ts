import { buildApp, type AppOptions } from '../src/app';
import { checkAnswersAgainstDocument } from './answer-conformance';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The real app on a fresh database of its own, for `app.inject`. */
export async function buildTestApp(kind: TestDatabaseKind = 'pglite', overrides: Partial<AppOptions> = {}) {
  const database = await openTestDatabase(kind);
  // A bot check of a few bits: the suites solve many (test/bot-check.ts); bot-check.test.ts checks the default.
  const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, botCheckDifficulty: 4, ...overrides });
  checkAnswersAgainstDocument(app);
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
