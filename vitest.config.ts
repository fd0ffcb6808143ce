import { defineConfig } from 'vitest/config';
import { reactCompiler } from './apps/web/scripts/react-compiler.ts';

// Two projects, one run (`npm run test:unit`); one of them alone: `npx vitest run --project web-components`.
// The options under the root `test` hold for both (each project `extends: true`).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this project's 2-core machines, while
    // the main process mostly waits. One worker per core.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Pure logic and the API against a database: Node, with the migrated PGlite snapshot made once per run.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Fails a file whose API answers differ from the OpenAPI document (issue 22).
          setupFiles: ['apps/api/test/answer-conformance.setup.ts'],
          // One module graph per worker instead of one per test file: the API's imports (Fastify, Drizzle, PGlite,
          // zod, the contract) then load once per worker, not once per file (Vitest's "import" time: ~55 s -> ~11 s).
          // Safe because no suite relies on a fresh module: none mocks modules or stubs env, the two that stub
          // globals or spy restore them in afterEach, and module-level caches (password hashes, city list, the test
          // snapshot) never change.
          isolate: false,
        },
      },
      {
        // The web app's components in a simulated browser (ADR 0090): no database, so no global setup.
        extends: true,
        // Compiled as the build compiles them (ADR 0118): the tests exercise the memoised components that ship.
        plugins: [reactCompiler()],
        // One copy of React and Mantine, as apps/web/vite.config.ts asks (the workspace holds two of some Mantine
        // packages): two copies would be two React contexts, and no component would find the theme.
        resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
        test: {
          name: 'web-components',
          environment: 'jsdom',
          // One module graph for all its files (jsdom and Mantine start once per worker, not once per file: half
          // the project's time). So no vi.mock of modules here; the setup file resets what a test leaves behind.
          isolate: false,
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Mantine and the icons bundled once into a few files instead of hundreds of modules per run.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['@mantine/core', '@mantine/dates', '@mantine/form', '@mantine/hooks', '@tabler/icons-react'],
              },
            },
          },
          // Only apps/web/node_modules holds it, beside its own copy of Mantine's core: loaded by Vite rather than by
          // Node, so that the dedupe above applies to its imports too.
          server: { deps: { inline: ['@mantine/notifications'] } },
        },
      },
    ],
  },
});
