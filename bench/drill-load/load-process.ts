// The load generator of the load drill, in a process of its own (as signals-api/load-process.ts, which sends only
// GETs and reports no tail): each line on stdin asks for one autocannon run, each run answers one JSON line on stdout.
// Apart from the server's process, so that the two do not share an event loop and each one's CPU is its own.
import readline from 'node:readline';
import autocannon from 'autocannon';

export type DrillLoadRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
};

export type DrillLoadAnswer = {
  requests: number;
  seconds: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
};

for await (const line of readline.createInterface({ input: process.stdin })) {
  const request = JSON.parse(line) as DrillLoadRequest;
  // Not a literal: autocannon.d.ts declares only what signals-api uses, and method and body are left out there.
  const options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: request.connections,
    duration: request.seconds,
    // A login waits behind ~200 others for the password hashing: a browser would wait (its fetch has no timeout this
    // short), so only an answer later than 30 s counts as an error.
    timeout: 30,
  };
  const result = await autocannon(options);
  const answer: DrillLoadAnswer = {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
