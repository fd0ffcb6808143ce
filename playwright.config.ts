import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_BROWSER_LAUNCH_OPTIONS } from './scripts/chromium';
import { JOURNEYS_BASE_URL, STARTED_BY_NPM_TEST, journeysServerEnv } from './scripts/journeys-server.mjs';

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  forbidOnly: true,
  // A journey that fails once is tried again so that the report can tell a flaky journey from a broken one, and a
  // flaky journey fails the run all the same: nothing is hidden by the retry.
  retries: 1,
  failOnFlakyTests: true,
  // Two on the two-core machine (ADR 0155: 30 % quicker than one, every journey holding beside another, also with a
  // third process busy); E2E_WORKERS overrides it (1 to see a journey alone, more on a larger machine).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A journey: a few sign-ins and page loads, each a start-up of several seconds on a busy machine.
  timeout: 90_000,
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  // What a click or a keystroke changes on the page; waits for a folder's data use FOLDER_LOAD_TIMEOUT (fixtures.ts).
  expect: { timeout: 15_000 },
  use: {
    baseURL: JOURNEYS_BASE_URL,
    headless: true,
    // Recording a trace (DOM snapshots and a screencast) cost a third of the suite's time on two cores: only the retry
    // of a failed journey records one, and the failure itself keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker (ADR 0021) would answer requests that page.route should see; only
    // service-worker.spec.ts lets it run.
    serviceWorkers: 'block',
    // @playwright/test downloads no browser here; Debian's headless shell is used instead (ADR 0155).
    launchOptions: JOURNEY_BROWSER_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${JOURNEYS_BASE_URL}/health`,
    env: journeysServerEnv(),
    // `npm test` starts it beside the unit suites (scripts/journeys-server.mjs) and says so; else Playwright starts it.
    reuseExistingServer: process.env[STARTED_BY_NPM_TEST] === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
