// The server's memory for the load drill's goal, read the same way before and after the runs: once the server is
// idle, and after a full garbage collection. Without the collection the V8 heap holds whatever garbage the last
// minutes left (50-160 MiB on the PostgreSQL run), and two readings differed by up to ±40 % on GC timing alone; after
// it, the heap in use stayed at ~40 MiB round after round, so what remains is what the server keeps.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { ServerProcess } from '../../apps/api/test/server-process';

/** For the server's environment: its inspector on a free port, which the collection below goes through. */
export const INSPECTOR_OPTIONS = { NODE_OPTIONS: '--inspect=127.0.0.1:0' };

const MEBIBYTE = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB, and its peak so far, from /proc (Linux). */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kibibytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rss: kibibytes('VmRSS') / 1024, peak: kibibytes('VmHWM') / 1024 };
}

/** CPU seconds a process has used: utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s. */
function cpuSecondsOf(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * When a run ends the server is still working through the requests the load generator gave up waiting for (~200
 * logins: several seconds): waits for a whole second under 5 % of a core, at most 30 s.
 */
async function untilIdle(pid: number) {
  for (let second = 0; second < 30; second++) {
    const cpu = cpuSecondsOf(pid);
    await sleep(1000);
    if (cpuSecondsOf(pid) - cpu < 0.05) return;
  }
}

/**
 * HeapProfiler.collectGarbage through the server's inspector (Chrome DevTools Protocol over a WebSocket). The client
 * runs in a Node of its own: Node 20 has WebSocket only behind a flag.
 */
function collectGarbage(server: ServerProcess) {
  const url = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(server.output())?.[0];
  if (!url) throw new Error('the server does not say where its inspector listens');
  const client = `const socket = new WebSocket(process.argv[1]);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    socket.onmessage = () => socket.close();
    socket.onerror = (event) => { console.error(event.message); process.exit(1); };`;
  const run = spawnSync(process.execPath, ['--experimental-websocket', '-e', client, url], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`the garbage collection failed: ${run.stderr}`);
}

/** The V8 heap in use in MiB, from the server's own figures (plugins/metrics.ts). */
async function heapOf(server: ServerProcess) {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  return Number(/^argus_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]) / MEBIBYTE;
}

/** RSS (the goal's figure), its peak, and the V8 heap in use (a JavaScript leak would show there), settled. */
export async function settledMemoryOf(server: ServerProcess) {
  await untilIdle(server.child.pid!);
  collectGarbage(server);
  return { ...memoryOf(server.child.pid!), heap: await heapOf(server) };
}
