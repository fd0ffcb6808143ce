#!/usr/bin/env node
// `npm start`: runs the server (which migrates, seeds an empty embedded database and serves API + web app on one
// port) and, when the web app's build is missing or older than its sources, builds it at the same time: the server
// prepares its database meanwhile and waits for the build only before it serves (ADR 0104).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_DIST, buildApi, isApiBuildCurrent } from './api-build.mjs';
import { isWebBuildCurrent, startWebBuild } from './web-build.mjs';

// The server counts its progress lines from this moment too (apps/api/src/lib/start-progress.ts).
const startedAt = Date.now();
const progress = (message) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);
// The word the server waits for (apps/api/src/lib/web-build-gate.ts).
const WEB_BUILD_DONE = 'web-build-done';

const webBuild = isWebBuildCurrent() ? undefined : startWebBuild();
if (webBuild) progress('Web app: building it (apps/web/dist is missing or older than its sources)');

// The server runs as compiled JavaScript (scripts/api-build.mjs: under a second to build when its sources changed).
if (!isApiBuildCurrent()) {
  try {
    progress(
      `Server: built in ${(await buildApi()).toFixed(1)} s (apps/api/dist was missing or older than its sources)`,
    );
  } catch (error) {
    console.error(`Argus cannot start: the server does not build: ${error.message}`);
    webBuild?.stop();
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(API_DIST, 'server.mjs')], {
  cwd: process.cwd(),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    ARGUS_STARTED_AT: String(startedAt),
    ...(webBuild ? { ARGUS_WEB_BUILD: 'pending' } : {}),
  },
});
let exitCode;
webBuild?.done.then(
  (seconds) => {
    progress(`Web app: built in ${seconds.toFixed(0)} s`);
    if (server.connected) server.send(WEB_BUILD_DONE);
  },
  (error) => {
    console.error(`Argus cannot start: ${error.message}`);
    exitCode = 1;
    server.kill('SIGTERM');
  },
);
const stop = (signal) => {
  webBuild?.stop();
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop(signal));
}
server.on('exit', (code, signal) => {
  webBuild?.stop();
  process.exit(exitCode ?? code ?? (signal ? 0 : 1));
});

// `npm start` runs this script through `exec`, so that a process manager's SIGTERM to npm reaches it. Should whoever
// started it still go away without a word (killed hard, a closed terminal), the server stops as well instead of
// running on without an owner and holding the embedded database's lock.
const owner = process.ppid;
setInterval(() => {
  if (process.ppid !== owner) stop('SIGTERM');
}, 1000).unref();
