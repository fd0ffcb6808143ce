// The browser journeys' server: its settings (playwright.config.ts starts it with them), and `npm test`'s early start
// of it (scripts/test.mjs), so that its migrations and demo seed run beside the unit suites instead of before the
// first journey (~30 s of one core on the two-core machine, while the other waited).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { E2E_PORT } from './e2e-settings.mjs';

export const JOURNEYS_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Set by `npm test` when it has started the server itself: Playwright then uses that server (and leaves its database
 * to `npm test`), and the prerequisites check does not ask for its port to be free.
 */
export const STARTED_BY_NPM_TEST = 'ARGUS_E2E_SERVER_STARTED';

/**
 * A fresh embedded database per run, so that every run starts from the seeded demo world. Kept in the environment, so
 * that Playwright's workers (which load its config again) and its teardown see the same directory.
 */
export function journeysDataDirectory() {
  return (process.env.ARGUS_E2E_DATA_DIR ??= path.join(os.tmpdir(), `argus-e2e-${Date.now()}`));
}

/** The server's environment beside the caller's. */
export function journeysServerEnv() {
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: journeysDataDirectory(),
    ARGUS_DEMO_PASSWORD: 'argus-demo',
    // A tenth of the demo world: every journey's page load pays for the folder's data (a third of a Signals load's
    // CPU at full size), and a journey that needs more than the small world holds builds it (ADR 0163).
    DEMO_SCALE: 'small',
    // Links in mails (password reset) point at this server, as they would in a real installation.
    PUBLIC_URL: JOURNEYS_BASE_URL,
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
    // Its stdout is not read: two log lines per request, written to nowhere, were about 4 % of its CPU.
    LOG_LEVEL: 'warn',
  };
}

/** How long the server may take to answer /health: migrations and the demo seed on a busy machine. */
const READY_TIMEOUT_MS = 180_000;

/**
 * Starts the journeys' server as Playwright would. `ready` resolves once it answers /health and rejects when it exits
 * or does not answer in time; `stop()` ends it and resolves once it has exited.
 */
export function startJourneysServer() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...journeysServerEnv() },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (chunk) => process.stderr.write(`[journeys' server] ${chunk}`));
  let exitCode;
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve((exitCode = code ?? signal))));
  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (exitCode === undefined) {
      if ((await fetch(`${JOURNEYS_BASE_URL}/health`).catch(() => undefined))?.ok) return;
      if (Date.now() > deadline) throw new Error("the journeys' server did not answer /health in time");
      await delay(500);
    }
    throw new Error(`the journeys' server exited (${exitCode}) before it answered /health`);
  })();
  // Awaited only once the unit suites are through; a failure meanwhile is not an unhandled rejection.
  ready.catch(() => undefined);
  return {
    ready,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
