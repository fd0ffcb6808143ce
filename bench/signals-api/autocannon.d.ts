// autocannon ships no types and @types/autocannon is not installed: only what the benchmarks use is declared.
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  };

  type Options = {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    timeout?: number;
  };

  type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
