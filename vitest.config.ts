import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/api/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    // One module graph per worker instead of one per test file: the API's imports (Fastify, Drizzle, PGlite, zod,
    // the contract) then load once per worker, not once per file (Vitest's "import" time: ~55 s -> ~11 s). Safe
    // because no suite relies on a fresh module: none mocks modules or stubs env, the two that stub globals or spy
    // restore them in afterEach, and module-level caches (password hashes, city list, the test snapshot) never
    // change. With `test.projects`, keep this on the node project; a jsdom project may want its own isolation.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on this project's 2-core machines, while
    // the main process mostly waits. One worker per core.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
