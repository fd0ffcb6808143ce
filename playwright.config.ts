import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_BROWSER_LAUNCH_OPTIONS } from './scripts/chromium';
import { E2E_PORT } from './scripts/e2e-settings.mjs';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// A fresh embedded database per run, so that every run starts from the seeded demo world. Kept in the
// environment so that the workers (which load this file again) and the teardown see the same directory.
const dataDirectory = (process.env.ARGUS_E2E_DATA_DIR ??= path.join(os.tmpdir(), `argus-e2e-${Date.now()}`));

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
    baseURL,
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
    url: `${baseURL}/health`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      ARGUS_DEMO_PASSWORD: 'argus-demo',
      // Links in mails (password reset) point at this server, as they would in a real installation.
      PUBLIC_URL: baseURL,
      // Every test logs in through the API; the per-address limit is for people, not for a test suite.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '10000',
      // The configurable overrides of spec sections 2 and 6, on a folder and a user no other journey relies on.
      MONITORING_ONLY_FOLDER_TABLES: 'events_tessera_retail',
      PARTNER_USERNAMES: 'greenleaf',
      // A quarter of the default proof of work: the sign-up journeys solve it on a machine the suite keeps busy.
      BOT_CHECK_DIFFICULTY: '16',
      // The demo wire's source would add mentions to the demo folders every few minutes while journeys count them:
      // this server fetches only when a journey asks (Fetch now). The journeys' own feed server is on 127.0.0.1.
      SOURCE_POLLING: 'false',
      ARGUS_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32',
      // Its stdout is not read (below): two log lines per request, written to nowhere, were about 4 % of its CPU.
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
