// Latency samples and load runs: sequential requests for p50/p95, autocannon for requests per second.
import autocannon from 'autocannon';

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

export type LoadSummary = { requestsPerSecond: number; errors: number; non2xx: number; latencyP50: number };

/**
 * 200 connections for `seconds`. The load comes from a worker thread: in this thread it would share the event
 * loop with the server under test and halve what both can do.
 */
export async function runLoad(url: string, headers: Record<string, string>, seconds: number): Promise<LoadSummary> {
  const result = await autocannon({ url, connections: 200, duration: seconds, workers: 1, headers, timeout: 30 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50: result.latency.p50,
  };
}

export function round(value: number, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
