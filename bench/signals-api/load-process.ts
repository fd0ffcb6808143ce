// One load run in a process of its own (see runLoad in measure.ts): autocannon with 200 connections against one URL,
// then one JSON line on stdout with its figures and the CPU time this process spent generating the load.
import autocannon from 'autocannon';

type LoadRequest = { url: string; headers: Record<string, string>; seconds: number; connections: number };

const request = JSON.parse(process.argv[2] ?? '') as LoadRequest;
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: request.url,
  connections: request.connections,
  duration: request.seconds,
  headers: request.headers,
  timeout: 30,
});
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50: result.latency.p50,
    cpuMicroseconds: cpu.user + cpu.system,
  })}\n`,
);
