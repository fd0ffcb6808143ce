// The benchmarks that open the real console (signal-scroll, density-browser): a fresh DATA_DIR with the demo world,
// the `argus` CLI on it, and the app served by scripts/start.mjs as `npm start` serves it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/test/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_PASSWORD = 'argus-demo';

export type DemoApp = {
  dataDir: string;
  /** Runs the `argus` CLI on the app's database; throws with its output when it fails. */
  argus: (...args: string[]) => void;
  /** Starts the server (BENCH_PORT, or a free port) and waits until it answers. */
  serve: () => Promise<string>;
  /** A demo user's access token. */
  login: (username: string) => Promise<string>;
  /** Stops the server and deletes the data directory. */
  close: () => Promise<void>;
};

/** Whether the server at `baseUrl` answers its health check (false while it is not listening yet). */
export async function answersHealth(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/health`)).ok;
  } catch {
    return false;
  }
}

/** Polls `/health` until the server answers; fails at once when the server's process has exited. */
export async function waitForHealth(baseUrl: string, server?: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await answersHealth(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /health in time');
}

/** A new data directory, nothing in it yet: seed it with `argus('seed-demo', …)`, then `serve()`. */
export function demoApp(prefix: string): DemoApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const environment = { ...process.env, DATA_DIR: dataDir, ARGUS_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' };
  let server: ChildProcess | undefined;
  let baseUrl = '';
  return {
    dataDir,
    argus: (...args) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/cli.ts'), ...args], {
        cwd: root,
        env: environment,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`argus ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
      console.error(run.stdout.trim());
    },
    serve: async () => {
      const port = Number(process.env.BENCH_PORT) || (await freePort());
      baseUrl = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        env: { ...environment, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForHealth(baseUrl, server);
      return baseUrl;
    },
    login: async (username) => {
      const answer = await fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      return ((await answer.json()) as { access_token: string }).access_token;
    },
    close: async () => {
      server?.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
