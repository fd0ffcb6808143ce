// Test helpers of the webhooks module: a real HTTP receiver on 127.0.0.1, and alerts written the way the alerts module
// writes them (rows, then queueAlertDeliveries in the same transaction).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/client';
import { alerts, savedViews } from '../../db/schema';
import { parsePrivateHostsPolicy } from '../../lib/outgoing';
import { uniqueName } from '../../../test/factories';
import { queueAlertDeliveries } from './webhooks.service';

/** The outgoing policy that lets the tests' receiver on 127.0.0.1 be called. */
export const LOOPBACK_ALLOWED = parsePrivateHostsPolicy('127.0.0.1/32');

/** Timings that make a test's dispatcher look every 50 ms and retry within a few hundred. */
export const FAST_DISPATCH = {
  dispatching: true,
  privateHosts: LOOPBACK_ALLOWED,
  tickMs: 50,
  backoffBaseMs: 100,
  backoffCapMs: 400,
  leaseMarginMs: 2_000,
};

export type ReceivedDelivery = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: number;
  answeredAt?: number;
};

export type ReceiverAnswer = { status?: number; delayMs?: number; headers?: Record<string, string>; body?: string };

/**
 * A node:http receiver that records every request and answers as `answer` says (200 "ok" by default); `answer` may be
 * changed by a test at any time.
 */
export async function startReceiver(answer: (request: ReceivedDelivery, index: number) => ReceiverAnswer = () => ({})) {
  const received: ReceivedDelivery[] = [];
  const state = { answer };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedDelivery = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      received.push(entry);
      const { status = 200, delayMs = 0, headers = {}, body = 'ok' } = state.answer(entry, received.length - 1);
      setTimeout(() => {
        entry.answeredAt = Date.now();
        response.writeHead(status, headers).end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '/hook') => `${origin}${path}`,
    received,
    /** The requests one path got, in order of arrival. */
    at: (path: string) => received.filter((entry) => entry.path === path),
    answer: (next: typeof answer) => {
      state.answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A saved view of the user's in the folder, for alerts to name. */
export async function createView(
  db: Database,
  values: { userId: string; customerName: string; name?: string; shared?: boolean },
) {
  const [row] = await db
    .insert(savedViews)
    .values({
      userId: values.userId,
      customerName: values.customerName,
      kind: 'signals',
      name: values.name ?? uniqueName('view'),
      criteria: '',
      alert: true,
      shared: values.shared ?? false,
    })
    .returning();
  return row!;
}

export type AlertValues = {
  userId: string;
  customerName: string;
  viewId: string;
  viewShared?: boolean;
  title?: string;
  itemId?: string;
  type?: 'match' | 'summary';
  count?: number;
  notBefore?: Date;
};

/** Match (or summary) alerts written and queued in one transaction, as the alerts module does; their ids in order. */
export async function createQueuedAlerts(db: Database, list: AlertValues[]): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const rows = await transaction
      .insert(alerts)
      .values(
        list.map((values) => {
          const itemId = values.itemId ?? crypto.randomUUID();
          return {
            userId: values.userId,
            type: values.type ?? 'match',
            viewId: values.viewId,
            customerName: values.customerName,
            kind: 'signals',
            itemId: values.type === 'summary' ? null : itemId,
            title: values.title ?? 'Acquisition: Acme Holding',
            url: `/signals?customer=${values.customerName}&id=${itemId}`,
            count: values.count ?? 1,
          };
        }),
      )
      .returning({ id: alerts.id });
    await queueAlertDeliveries(
      transaction,
      rows.map((row, index) => ({
        id: row.id,
        userId: list[index]!.userId,
        customerName: list[index]!.customerName,
        viewShared: list[index]!.viewShared ?? false,
        notBefore: list[index]!.notBefore,
      })),
    );
    return rows.map((row) => row.id);
  });
}

/** A webhook's deliveries in queue order. */
export function deliveriesOf(db: Database, webhookId: string) {
  return db.query.webhookDeliveries.findMany({
    where: (delivery, { eq }) => eq(delivery.webhookId, webhookId),
    orderBy: (delivery, { asc }) => [asc(delivery.seq)],
  });
}

export async function webhookRow(db: Database, id: string) {
  const row = await db.query.webhooks.findFirst({ where: (webhook, { eq }) => eq(webhook.id, id) });
  return row!;
}
