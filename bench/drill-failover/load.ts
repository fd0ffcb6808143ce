// The failover drill's load: clients on keep-alive connections through the balancer, each sending one request after
// another, ~80 % reads (the latest signals, a filter) and ~20 % signal writes as the moderator. A request that fails
// (no answer, or a 5xx) is sent once more: a read as it was, a write with the same Idempotency-Key (ADR 0146), so that
// a write the kill cut after its commit is answered, not written twice. A write without an answer after its retry is
// counted as unacknowledged (and as an error), never as acknowledged.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import type { CreateSignalRequest } from '@argus/contract';

export type LoadTarget = {
  baseUrl: string;
  customerName: string;
  eventType: string;
  moderatorToken: string;
  analystToken: string;
};

export type AcknowledgedWrite = { id: string; title: string; at: number; replayed: boolean };

export type LoadResult = {
  requests: number;
  reads: number;
  writes: number;
  /** Reads whose first attempt failed and that were sent again. */
  retried: number;
  /** Writes whose first attempt failed and that were sent again with their key. */
  writesRetried: number;
  /** Requests still failing after their retry, and writes refused with anything but a cut (status → count). */
  errors: number;
  errorKinds: Record<string, number>;
  acknowledged: AcknowledgedWrite[];
  /** Writes with no answer, or the balancer's 502/504 for a server that died under them, twice: titles, to look up. */
  unacknowledged: string[];
  latencies: number[];
};

const WRITE_SHARE = 0.2;
/** A status the balancer answers when the server died under the request (or took too long). */
const cut = (status: number) => status === 502 || status === 504;

export async function runLoad(target: LoadTarget, options: { connections: number; until: () => boolean }) {
  const dispatcher = new Agent({
    connections: options.connections + 10,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const run = randomUUID().slice(0, 8);
  const result: LoadResult = {
    requests: 0,
    reads: 0,
    writes: 0,
    retried: 0,
    writesRetried: 0,
    errors: 0,
    errorKinds: {},
    acknowledged: [],
    unacknowledged: [],
    latencies: [],
  };
  const fail = (kind: string) => {
    result.errors++;
    result.errorKinds[kind] = (result.errorKinds[kind] ?? 0) + 1;
  };
  const readAuth = { authorization: `Bearer ${target.analystToken}`, 'accept-encoding': 'gzip' };
  const writeHeaders = { authorization: `Bearer ${target.moderatorToken}`, 'content-type': 'application/json' };

  /** One attempt of a read: its status, or 0 for no answer. */
  async function readOnce(url: string) {
    const started = performance.now();
    result.requests++;
    try {
      const answer = await request(url, { dispatcher, headers: readAuth });
      await answer.body.dump({ limit: Number.POSITIVE_INFINITY });
      result.latencies.push(performance.now() - started);
      return { status: answer.statusCode, error: '' };
    } catch (error) {
      return { status: 0, error: (error as { code?: string }).code ?? (error as Error).name };
    }
  }

  async function read() {
    result.reads++;
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const url =
      Math.random() < 0.5
        ? `${target.baseUrl}/api/events/latest/${target.customerName}?start=${start}&end=${end}&limit=50`
        : `${target.baseUrl}/api/events/filter/${target.customerName}?limit=50&media=news&reliability=2`;
    let attempt = await readOnce(url);
    if (attempt.status === 0 || attempt.status >= 500) {
      result.retried++;
      attempt = await readOnce(url);
    }
    if (attempt.status !== 200) fail(attempt.status === 0 ? `read: ${attempt.error}` : `read: ${attempt.status}`);
  }

  /** One attempt of a write: its status and answer, or status 0 for no answer. */
  async function writeOnce(body: string, key: string) {
    const started = performance.now();
    result.requests++;
    try {
      const answer = await request(`${target.baseUrl}/events-management`, {
        method: 'POST',
        dispatcher,
        headers: { ...writeHeaders, 'idempotency-key': key },
        body,
      });
      const text = await answer.body.text();
      result.latencies.push(performance.now() - started);
      return { status: answer.statusCode, text, replayed: answer.headers['idempotent-replayed'] === 'true' };
    } catch {
      return { status: 0, text: '', replayed: false };
    }
  }

  async function write(client: number, index: number) {
    result.writes++;
    const title = `failover ${run} client ${client} write ${index}`;
    const body: CreateSignalRequest = {
      customerName: target.customerName,
      targetEntityName: 'acme holding',
      eventType: target.eventType,
      publishDate: new Date().toISOString(),
      mediaSegment: 'news',
      reliability: 4,
      language: 'en',
      title,
      sentence: `${title}.`,
      eventArguments: [],
    };
    const key = randomUUID();
    let attempt = await writeOnce(JSON.stringify(body), key);
    if (attempt.status === 0 || attempt.status >= 500) {
      result.writesRetried++;
      attempt = await writeOnce(JSON.stringify(body), key);
    }
    if (attempt.status === 201) {
      const { id } = JSON.parse(attempt.text) as { id: string };
      result.acknowledged.push({ id, title, at: Date.now(), replayed: attempt.replayed });
    } else if (attempt.status === 0 || cut(attempt.status)) {
      result.unacknowledged.push(title);
      fail(`write: ${attempt.status === 0 ? 'no answer' : attempt.status} after its retry`);
    } else {
      fail(`write: ${attempt.status} ${attempt.text.slice(0, 120)}`);
    }
  }

  await Promise.all(
    Array.from({ length: options.connections }, async (_, client) => {
      for (let index = 0; !options.until(); index++) {
        if (Math.random() < WRITE_SHARE) await write(client, index);
        else await read();
      }
    }),
  );
  await dispatcher.close();
  return result;
}
