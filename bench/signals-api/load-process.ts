// The load generator's process (see startLoadProcess in measure.ts): each line on stdin asks for one autocannon run
// against one URL, and each run answers one JSON line on stdout with its figures and the CPU time this process spent
// generating the load. One process serves every run, so its code is compiled once and no run pays for a start-up.
import readline from 'node:readline';
import autocannon from 'autocannon';

export type LoadRequest = { url: string; headers: Record<string, string>; seconds: number; connections: number };
export type LoadAnswer = {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  latencyP50: number;
  cpuMicroseconds: number;
};

for await (const line of readline.createInterface({ input: process.stdin })) {
  const request = JSON.parse(line) as LoadRequest;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.seconds,
    headers: request.headers,
    timeout: 30,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const answer: LoadAnswer = {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50: result.latency.p50,
    cpuMicroseconds: cpu.user + cpu.system,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
