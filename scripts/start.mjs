#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which migrates, seeds an empty embedded database and serves API + web app on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// `npm start` runs this script through `exec`, so that a process manager's SIGTERM to npm reaches it. Should whoever
// started it still go away without a word (killed hard, a closed terminal), the server stops as well instead of
// running on without an owner and holding the embedded database's lock.
const owner = process.ppid;
setInterval(() => {
  if (process.ppid !== owner) server.kill('SIGTERM');
}, 1000).unref();
