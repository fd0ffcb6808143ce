// `npm start` from nothing (ADR 0104): no built web app and an empty DATA_DIR, so the start builds the web app,
// creates and migrates the embedded database and seeds the demo world; timed until the server answers /health.
// Then SIGTERM to the start script must stop the server and free the data directory's lock. Goal: under 60 s.
// Deletes apps/web/dist (the run rebuilds it). Its progress lines go to stderr.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/test/server-process';
import { answersHealth } from './browser-bench/demo-app';
import { report } from './report';

const GOAL_SECONDS = 60;
const TIME_LIMIT_MS = 600_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-cold-start-'));
const port = await freePort();
const started = performance.now();
const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ARGUS_DEMO_PASSWORD: 'argus-demo',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
start.stdout.pipe(process.stderr);
const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));

try {
  while (!(await answersHealth(`http://127.0.0.1:${port}`))) {
    if (start.exitCode !== null) throw new Error(`npm start ended with ${start.exitCode} before answering /health`);
    if (performance.now() - started > TIME_LIMIT_MS) throw new Error('no answer from /health within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  console.error(
    `cold start: /health answered after ${seconds.toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  report({
    name: 'startup-cold-start',
    value: Math.round(seconds * 10) / 10,
    unit: 's',
    goal: `< ${GOAL_SECONDS}`,
    pass: seconds < GOAL_SECONDS,
  });
} finally {
  start.kill('SIGTERM');
  const code = await exited;
  const lockFreed = !fs.existsSync(path.join(dataDir, 'argus.lock'));
  report({ name: 'startup-sigterm-frees-lock', value: lockFreed ? 1 : 0, unit: 'bool', goal: '1', pass: lockFreed });
  if (code !== 0) console.error(`npm start ended with ${code} after SIGTERM`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
