// The failover drill's cluster: three instances of the compiled server on one PostgreSQL database, behind HAProxy
// (health-checked on /readyz), and the clean-up of every process it started on any way out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '../../apps/api/test/server-process';

const log = (message: string) => process.stderr.write(`[drill-failover] ${message}\n`);

/** Processes to SIGKILL on any exit, even one the drill's `finally` never reaches (an uncaught error, a signal). */
const children = new Set<ChildProcess>();
function killAllSync() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.once('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the instances and HAProxy`);
    killAllSync();
    process.exit(130);
  });
}

/** The HAProxy binary's version line, or null when there is none on the PATH. */
export function haproxyVersion(): string | null {
  const run = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return run.stdout.split('\n')[0]!.trim();
}

export type Instance = ServerProcess & { name: string; port: number };

/** Starts `count` instances of the compiled server in parallel, each on a free port; all must answer /readyz. */
export async function startInstances(serverFile: string, environment: Record<string, string>, count: number) {
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (_, index) => {
      const server = await startServerProcess(serverFile, environment, 120_000);
      children.add(server.child);
      return { ...server, name: `argus${index + 1}`, port: Number(new URL(server.baseUrl).port) } as Instance;
    }),
  );
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((instance) => instance.kill()));
    throw (failed as PromiseRejectedResult).reason;
  }
  return instances;
}

/**
 * The balancer as issue 40 asks: round robin, a health check on /readyz every 500 ms (down after 2 failures, up after
 * 2 successes), one retry on another server when a connection to one fails, and timeouts an event stream lives with
 * (its heartbeat comes every 20 s).
 */
export function haproxyConfig(port: number, instances: Instance[]) {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 30s',
    '  timeout http-keep-alive 65s',
    '  timeout tunnel 1h',
    // A health check's answer may take this long: under the drill's load an instance answers /readyz in ~1 s at the
    // slowest (its event loop is shared with 60-70 requests), and a dead one refuses the connection at once anyway.
    '  timeout check 2s',
    '  retries 1',
    '  option redispatch',
    'frontend argus_in',
    `  bind 127.0.0.1:${port}`,
    '  maxconn 3000',
    '  default_backend argus',
    'backend argus',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');
}

export type Balancer = {
  baseUrl: string;
  output: () => string;
  /** The servers HAProxy took out of and back into the rotation, as it logged them. */
  transitions: () => string[];
  stop: () => Promise<void>;
};

/** Writes the configuration into `workDir`, starts HAProxy in the foreground and waits until it forwards /readyz. */
export async function startHaproxy(workDir: string, instances: Instance[]): Promise<Balancer> {
  const port = await freePort();
  const configFile = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(port, instances));
  const child = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (let answered = 0; answered < instances.length;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`HAProxy did not forward /readyz within 20 s:\n${output}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) answered++;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    output: () => output,
    transitions: () =>
      output
        .split('\n')
        .filter((line) => / is (DOWN|UP)\b/.test(line))
        .map((line) => line.replace(/^.*?Server /, '').slice(0, 160)),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Stops whatever is still running, gently first (the instances get SIGTERM, then SIGKILL after 15 s). */
export async function stopAll(instances: Instance[], balancer: Balancer | undefined) {
  await balancer?.stop();
  await Promise.all(
    instances.map(async (instance) => {
      const stopped = instance.stop();
      const timer = setTimeout(() => void instance.kill(), 15_000);
      await stopped;
      clearTimeout(timer);
    }),
  );
  killAllSync();
}
