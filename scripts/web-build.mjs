#!/usr/bin/env node
// The web app's production build, made only when it is missing or older than its sources: `npm start` and the
// browser journeys share one build (run as a script, it builds if needed and exits).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuiltAfter } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // What vite.config.ts imports (the precache split, the chunk groups).
  'apps/web/scripts',
  'packages/contract/src',
  'packages/filtering/src',
];

export function isWebBuildCurrent() {
  return isBuiltAfter(builtIndex, webSources);
}

/**
 * Starts `npm run build` with its output held back: Vite's list of a hundred chunks would bury the start-up's
 * progress lines, so it is shown only when the build fails. `done` resolves to the seconds the build took and
 * rejects with the output; `stop()` ends the build and whatever it started.
 */
export function startWebBuild() {
  const started = performance.now();
  // Its own process group, so that stop() reaches Vite behind npm and the shell.
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve, reject) => {
    build.on('error', (error) => reject(new Error(`npm run build could not start: ${error.message}`)));
    build.on('close', (code, signal) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
  const stop = () => {
    if (build.exitCode !== null || build.signalCode !== null) return;
    try {
      process.kill(-build.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { done, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (isWebBuildCurrent()) {
    console.log('The web app build is current (apps/web/dist).');
  } else {
    console.log('Building the web app …');
    startWebBuild().done.then(
      (seconds) => console.log(`The web app is built (apps/web/dist, ${seconds.toFixed(0)} s).`),
      (error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  }
}
