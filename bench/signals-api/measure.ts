// Latency samples and load runs: sequential requests for p50/p95, autocannon (in its own process) for requests per
// second.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoadAnswer, LoadRequest } from './load-process';

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

export type LoadProcess = {
  /** 200 connections against `url` for `seconds`. */
  run: (url: string, headers: Record<string, string>, seconds: number) => Promise<LoadSummary>;
  close: () => Promise<void>;
};

const loadProcessFile = fileURLToPath(new URL('./load-process.ts', import.meta.url));

export type LoadGenerator = {
  /** One autocannon run; answers its figures, and the CPU time this process spent meanwhile (the server's, here). */
  run: (request: LoadRequest) => Promise<LoadAnswer & { callerCpuMicroseconds: number }>;
  close: () => Promise<void>;
};

/**
 * Autocannon in a process of its own, for one load run after another: in this process it would share the event loop
 * with the server under test, and in a worker thread its CPU time would be counted as the server's.
 */
export function startLoadGenerator(): LoadGenerator {
  const child = spawn(process.execPath, ['--import', 'tsx', loadProcessFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = once(child, 'exit');
  return {
    async run(request) {
      const cpuBefore = process.cpuUsage();
      child.stdin.write(`${JSON.stringify(request)}\n`);
      const line = await answers.next();
      const cpu = process.cpuUsage(cpuBefore);
      if (line.done) throw new Error('the load process ended before answering');
      return { ...(JSON.parse(line.value) as LoadAnswer), callerCpuMicroseconds: cpu.user + cpu.system };
    },
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * 200 connections per run against an in-process server: each side's CPU time per request is measured, which says where
 * time goes even on a machine whose other work varies.
 */
export function startLoadProcess(): LoadProcess {
  const generator = startLoadGenerator();
  return {
    async run(url, headers, seconds) {
      // This process does nothing else meanwhile: its CPU time over the run is the server's.
      const answer = await generator.run({ url, headers, seconds, connections: 200 });
      const perRequest = (micros: number) => Math.round(micros / Math.max(1, answer.requests));
      return {
        requestsPerSecond: Math.round(answer.requests / answer.seconds),
        errors: answer.errors,
        non2xx: answer.non2xx,
        latencyP50: answer.latencyP50,
        serverMicrosPerRequest: perRequest(answer.callerCpuMicroseconds),
        loaderMicrosPerRequest: perRequest(answer.cpuMicroseconds),
      };
    },
    close: generator.close,
  };
}

export function round(value: number, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
