// Latency samples and load runs: sequential requests for p50/p95, autocannon (in its own process) for requests per
// second.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** Nearest-rank percentile (p in 0-100) of the samples. */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((left, right) => left - right);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export type LatencySummary = { p50: number; p95: number; samples: number; slowest: string };

/**
 * Runs the calls one after another (a warm-up first, not counted) and answers the p50 and p95 in ms. The calls
 * rotate through `calls` so that every customer and month is measured; `budgetMs` ends the run early for an
 * endpoint whose answers are large, keeping the whole benchmark within its ten minutes.
 */
export async function measureLatency(
  calls: readonly { label: string; run: () => Promise<void> }[],
  options: { warmUp: number; samples: number; budgetMs: number },
): Promise<LatencySummary> {
  for (let index = 0; index < options.warmUp; index++) await calls[index % calls.length]!.run();
  const timings: { ms: number; label: string }[] = [];
  const started = performance.now();
  for (let index = 0; index < options.samples; index++) {
    const call = calls[index % calls.length]!;
    const before = performance.now();
    await call.run();
    timings.push({ ms: performance.now() - before, label: call.label });
    if (performance.now() - started > options.budgetMs && timings.length >= calls.length) break;
  }
  const values = timings.map((timing) => timing.ms);
  const slowest = timings.reduce((worst, timing) => (timing.ms > worst.ms ? timing : worst));
  return {
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    samples: values.length,
    slowest: `${slowest.label} ${round(slowest.ms)} ms`,
  };
}

export type LoadSummary = {
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  latencyP50: number;
  /** CPU time per answered request of this process (the server under test) and of the load generator's process. */
  serverMicrosPerRequest: number;
  loaderMicrosPerRequest: number;
};

const loadProcess = fileURLToPath(new URL('./load-process.ts', import.meta.url));

/**
 * 200 connections for `seconds`, from autocannon in a process of its own: in this process it would share the event
 * loop with the server under test, and in a worker thread its CPU time would be counted as the server's. Each side's
 * CPU time per request is measured, which says where time goes even on a machine whose other work varies.
 */
export async function runLoad(url: string, headers: Record<string, string>, seconds: number): Promise<LoadSummary> {
  const request = JSON.stringify({ url, headers, seconds, connections: 200 });
  const child = spawn(process.execPath, ['--import', 'tsx', loadProcess, request], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => (stdout += text));
  // The child's start-up (loading tsx and autocannon) costs this process nothing; the server's CPU time is counted
  // from here to the child's exit, which covers the load run.
  const cpuBefore = process.cpuUsage();
  const [code] = (await once(child, 'close')) as [number | null];
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`the load process exited with ${code}: ${stdout}`);
  const result = JSON.parse(stdout) as {
    requests: number;
    requestsPerSecond: number;
    errors: number;
    non2xx: number;
    latencyP50: number;
    cpuMicroseconds: number;
  };
  const perRequest = (micros: number) => Math.round(micros / Math.max(1, result.requests));
  return {
    requestsPerSecond: Math.round(result.requestsPerSecond),
    errors: result.errors,
    non2xx: result.non2xx,
    latencyP50: result.latencyP50,
    serverMicrosPerRequest: perRequest(cpu.user + cpu.system),
    loaderMicrosPerRequest: perRequest(result.cpuMicroseconds),
  };
}

export function round(value: number, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
