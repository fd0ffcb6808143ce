// The background work the failover drill checks for exactly once (issue 40): webhook deliveries (alerts of the
// drill's writes to a node:http receiver, ADR 0136), source fetches (feeds on a local node:http server, ADR 0124) and
// digests (schedules firing every minute, ADR 0080; mails recorded in email_messages).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

export const SOURCES = 10;
export const DIGEST_SCHEDULES = 5;
/** Two fetches of one source closer than this are the same due fetch made twice (its interval is 1 minute). */
const SAME_FETCH_MS = 30_000;

/** One local HTTP server for both: POST /hook/… records a webhook delivery, GET /feed/<n> answers a small RSS feed. */
export async function startReceiver() {
  const deliveries = new Map<string, number>();
  const fetches = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      if (request.method === 'POST' && url.startsWith('/hook')) {
        const id = String(request.headers['x-argus-delivery']);
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        response.writeHead(200).end('ok');
      } else if (url.startsWith('/feed/')) {
        const source = url.slice('/feed/'.length);
        fetches.set(source, [...(fetches.get(source) ?? []), Date.now()]);
        response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(
          `<?xml version="1.0"?><rss version="2.0"><channel><title>Drill ${source}</title><link>http://drill.example/</link>
<item><title>Acme Holding at feed ${source}</title><link>http://drill.example/${source}/1</link><guid>drill-${source}-1</guid>
<description>Acme Holding announces a drill.</description></item></channel></rss>`,
        );
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    fetches,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function withClient<T>(url: string, action: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Waits until no delivery of the webhook is pending (a lease of the killed instance runs out after 30 s). */
export async function settleWebhook(databaseUrl: string, webhookId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from webhook_deliveries where webhook_id = $1 and status = 'pending'`,
        [webhookId],
      );
      return Number(rows[0]!.count);
    });
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Each delivery of the webhook in the database against what the receiver got: missing, repeated, still pending. */
export async function checkWebhook(databaseUrl: string, webhookId: string, receiver: Receiver) {
  const rows = await withClient(databaseUrl, async (client) => {
    const answer = await client.query<{ id: string; status: string; attempts: number }>(
      'select id, status, attempts from webhook_deliveries where webhook_id = $1',
      [webhookId],
    );
    return answer.rows;
  });
  const stored = new Set(rows.map((row) => row.id));
  let missing = 0;
  let duplicates = 0;
  for (const row of rows) if (!receiver.deliveries.has(row.id)) missing++;
  for (const [id, count] of receiver.deliveries) if (stored.has(id)) duplicates += count - 1;
  const unknown = [...receiver.deliveries.keys()].filter((id) => !stored.has(id)).length;
  const statuses: Record<string, number> = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  return { deliveries: rows.length, received: receiver.deliveries.size, missing, duplicates, unknown, statuses };
}

/** Fetches per source: how many, and the ones closer to the previous than a due fetch can be (made twice). */
export function checkFetches(receiver: Receiver, from: number, to: number) {
  let fetches = 0;
  let duplicates = 0;
  let maxGapMs = 0;
  for (let source = 0; source < SOURCES; source++) {
    const times = (receiver.fetches.get(String(source)) ?? []).filter((time) => time >= from && time <= to);
    fetches += times.length;
    for (let index = 1; index < times.length; index++) {
      const gap = times[index]! - times[index - 1]!;
      if (gap < SAME_FETCH_MS) duplicates++;
      maxGapMs = Math.max(maxGapMs, gap);
    }
    if (times.length > 0) maxGapMs = Math.max(maxGapMs, to - times.at(-1)!);
  }
  return { fetches, duplicates, maxGapMs };
}

/**
 * The digests the drill's schedules (cron `* * * * *`) sent, against the minutes that fired while the drill wrote
 * signals (each firing then has new signals to send): firings without a mail, mails beyond one per firing.
 */
export async function checkDigests(databaseUrl: string, scheduleIds: string[], createdAt: number, writesEnd: number) {
  const rows = await withClient(databaseUrl, async (client) => {
    const answer = await client.query<{ schedule_id: string; created_at: Date }>(
      'select schedule_id, created_at from email_messages where schedule_id = any($1::uuid[])',
      [scheduleIds],
    );
    return answer.rows;
  });
  const firings: number[] = [];
  for (let minute = Math.ceil(createdAt / 60_000) * 60_000; minute <= writesEnd; minute += 60_000) firings.push(minute);
  let missed = 0;
  let duplicates = 0;
  for (const scheduleId of scheduleIds) {
    const times = rows.filter((row) => row.schedule_id === scheduleId).map((row) => row.created_at.getTime());
    for (const firing of firings) {
      const sent = times.filter((time) => time >= firing && time < firing + 60_000).length;
      if (sent === 0) missed++;
      duplicates += Math.max(0, sent - 1);
    }
  }
  return { firings: firings.length * scheduleIds.length, mails: rows.length, missed, duplicates };
}
