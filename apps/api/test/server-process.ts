import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApi } from '../../../scripts/api-build.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The compiled server, built into a directory of its own beside the real build (so that Node finds the npm packages
 * in the workspace's node_modules as it does there). `remove` deletes it.
 */
export async function buildServerForTest(prefix: string) {
  const outDir = fs.mkdtempSync(path.join(root, `apps/api/.dist-test-${prefix}-`));
  await buildApi(outDir);
  return {
    serverFile: path.join(outDir, 'server.mjs'),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** What the process printed, stdout and stderr together: shown when a test fails. */
  output: () => string;
  /** SIGTERM, then waits for the exit; answers the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash: nothing is flushed or closed. */
  kill: () => Promise<void>;
};

/** Starts one instance of the compiled server, as a process manager would, and waits until it answers /readyz. */
export async function startServerProcess(
  serverFile: string,
  environment: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
