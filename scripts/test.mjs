#!/usr/bin/env node
// `npm test`: checks what the suites need, then the lint's three parts and the web build side by side (each part of
// `npm run lint` alone: the OpenAPI lint runs on one core, so in a chain it left the other core idle at the end; the
// lint's oxlint pass is the type check too, ADR 0166), the unit and API suites, and the browser journeys (after the
// bundle budgets, scripts/bundle-budgets.ts, on the build made beside the lint); stops at the first failure and says
// how long each step took. The journeys' server starts with the unit suites (its migrations and seed on the core they
// leave idle), and the journeys use it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { STARTED_BY_NPM_TEST, journeysDataDirectory, startJourneysServer } from './journeys-server.mjs';
import { machinePaceText, measureMachinePace } from './machine-pace.mjs';

const steps = [
  [{ name: 'prerequisites', command: 'node scripts/check-test-prerequisites.mjs' }],
  [
    { name: 'lint and type check', command: 'npm run --silent lint:code' },
    { name: 'format check', command: 'npm run --silent lint:format' },
    { name: 'OpenAPI lint', command: 'npm run --silent lint:openapi' },
    { name: 'web build', command: 'node scripts/web-build.mjs' },
  ],
  [{ name: 'unit and API suites', command: 'npm run --silent test:unit', journeysServer: 'start' }],
  [{ name: 'bundle budgets and browser journeys', command: 'npm run --silent test:e2e', journeysServer: 'ready' }],
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs one command; when others run beside it, its output is held and printed whole when it ends. */
function run({ name, command }, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, status: code ?? (signal ? 1 : 0), time: seconds(started) });
    });
  });
}

// Measured first, while nothing else runs: a run's time compares with another's only at the same pace.
const pace = machinePaceText(measureMachinePace());
console.log(pace);
const started = performance.now();
const times = [];
let journeysServer;
/** Stops the journeys' server if it was started, and removes its database. */
async function stopJourneysServer() {
  if (!journeysServer) return;
  await journeysServer.stop();
  fs.rmSync(journeysDataDirectory(), { recursive: true, force: true });
}
/** Ends the run: the journeys' server stopped first, whatever the outcome. */
async function finish(code, message) {
  await stopJourneysServer();
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

for (const step of steps) {
  console.log(`\n== ${step.map(({ name }) => name).join(' and ')}`);
  if (step.some((command) => command.journeysServer === 'start')) {
    journeysServer = startJourneysServer();
    // Playwright uses it, and the journeys' own prerequisites check leaves its port alone.
    process.env[STARTED_BY_NPM_TEST] = '1';
  }
  if (step.some((command) => command.journeysServer === 'ready') && journeysServer) {
    const waited = performance.now();
    try {
      await journeysServer.ready;
    } catch (error) {
      await finish(1, `\nnpm test failed: ${error.message} (${times.join(', ')}).`);
    }
    times.push(`journeys' server ready after ${seconds(waited)} more`);
  }
  const results = await Promise.all(step.map((command) => run(command, step.length === 1)));
  times.push(...results.map(({ name, time }) => `${name} ${time}`));
  const failed = results.find((result) => !result.ok);
  if (failed) {
    await finish(
      failed.status || 1,
      `\nnpm test failed in ${failed.name} after ${seconds(started)} (${times.join(', ')}; ${pace}).`,
    );
  }
}
await finish(0, `\nnpm test passed in ${seconds(started)}: ${times.join(', ')}; ${pace}.`);
