#!/usr/bin/env node
// The first step of `npm test` and `npm run test:e2e`: checks in a second what the suites need and would otherwise
// miss only minutes later, and names the one command that fixes each gap.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, journeyBrowserExecutable } from './e2e-settings.mjs';
import { STARTED_BY_NPM_TEST } from './journeys-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

/** package.json's engines: ^20.19.0 || ^22.13.0 || >=24.0.0 (what every locked package supports; engines.test.ts). */
function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24;
  if (!supported) {
    problems.push(
      `Node.js ${process.versions.node} is not supported: the project needs 20.19+, 22.13+ or 24 and newer.`,
    );
  }
}

function checkPackages() {
  if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
    problems.push('The npm packages are not installed. Run:  npm ci');
  }
}

function checkChromium() {
  const executable = journeyBrowserExecutable();
  const fromEnvironment = Boolean(process.env.CHROMIUM_PATH);
  const fix = [
    "Install Debian's headless Chromium:  sudo apt-get install chromium-headless-shell   (as root: apt-get install chromium-headless-shell)",
    '(or set CHROMIUM_PATH to a Chromium or Chrome you already have; nothing is ever downloaded)',
  ].join('\n  ');
  if (!fs.existsSync(executable)) {
    const where = fromEnvironment ? `CHROMIUM_PATH (${executable})` : executable;
    problems.push(`The browser journeys need Chromium's headless shell, and ${where} does not exist.\n  ${fix}`);
    return;
  }
  const version = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (version.status !== 0) {
    const output = `${version.stdout ?? ''}${version.stderr ?? ''}`.trim() || String(version.error ?? '');
    problems.push(`${executable} does not start (${output.split('\n')[0]}).\n  ${fix}`);
  }
}

/** Playwright starts its own server on the port and stops, after the build, when something else holds it. */
function checkPortFree() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      problems.push(
        `Port ${E2E_PORT} (the browser journeys' server) is in use. Stop what holds it, or run on another port:\n` +
          `  E2E_PORT=8095 npm test`,
      );
      resolve();
    });
    probe.listen(E2E_PORT, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

checkNode();
checkPackages();
checkChromium();
// `npm test` may hold the port already with the journeys' own server (scripts/journeys-server.mjs).
if (process.env[STARTED_BY_NPM_TEST] !== '1') await checkPortFree();

if (problems.length > 0) {
  console.error(`npm test cannot run yet:\n\n${problems.map((problem) => `- ${problem}`).join('\n\n')}\n`);
  process.exit(1);
}
