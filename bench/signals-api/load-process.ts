// The load generator's process (see startLoadGenerator in measure.ts), for signals-api and the load drill: each line
// on stdin asks for one autocannon run against one URL, and each run answers one JSON line on stdout with its figures
// and the CPU time this process spent generating the load. One process serves every run, so its code is compiled once
// and no run pays for a start-up.
import readline from 'node:readline';
import autocannon from 'autocannon';

export type LoadRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
};
export type LoadAnswer = {
  requests: number;
  seconds: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  cpuMicroseconds: number;
};

for await (const line of readline.createInterface({ input: process.stdin })) {
  const request = JSON.parse(line) as LoadRequest;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: request.url,
    // autocannon refuses an explicit undefined method or body.
    method: request.method ?? 'GET',
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
    connections: request.connections,
    duration: request.seconds,
    // A login waits behind ~200 others for its password hashing; a browser would wait, so only an answer later than
    // 30 s counts as an error.
    timeout: 30,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const answer: LoadAnswer = {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    cpuMicroseconds: cpu.user + cpu.system,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
