#!/usr/bin/env node
// The web app's production build, made only when it is missing or older than its sources: `npm start` and the
// browser journeys share one build (run as a script, it builds if needed and exits).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'packages/filtering/src',
];

function newestModification(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

export function isWebBuildCurrent() {
  if (!fs.existsSync(builtIndex)) return false;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return webSources.every((source) => newestModification(path.join(root, source)) <= builtAt);
}

/** Builds the web app unless its build is current; exits the process with the build's status when it fails. */
export function ensureWebBuild() {
  if (isWebBuildCurrent()) return;
  console.log('Building the web app …');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild();
  console.log('The web app build is current (apps/web/dist).');
}
