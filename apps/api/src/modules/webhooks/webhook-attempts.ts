// One attempt of a webhook delivery (ADR 0136): the body composed at the first attempt, the signed POST through
// fetchOutgoing, and what its answer makes of the delivery (delivered, retried later, or failed).
import { performance } from 'node:perf_hooks';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_RESPONSE_BODY_MAX,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookFormat,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { fetchOutgoing, OutgoingCallError, type PrivateHostsPolicy } from '../../lib/outgoing';
import {
  findAlertForBody,
  listFoldedMatches,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from './webhook-deliveries.repository';
import { composeWebhookBody, type WebhookItem, type WebhookMessage } from './webhook-formats';
import { signWebhookBody, unsealWebhookSecret } from './webhook-secrets';

/** How many of a summary's matches its body lists. */
const SUMMARY_ITEMS_MAX = 20;
/** Outgoing errors that no retry can mend: the address itself is refused. */
const PERMANENT_ERRORS = new Set(['bad-url', 'scheme', 'private-address']);

export type AttemptSettings = {
  privateHosts: PrivateHostsPolicy;
  sealingKey: Buffer;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxResponseBytes: number;
};

export type RetrySettings = { backoffBaseMs: number; backoffCapMs: number; retryWindowMs: number };

/** Equal jitter: half the exponential delay for sure, the other half at random, so retries of many spread out. */
export function retryDelayMs(attempts: number, timing: Omit<RetrySettings, 'retryWindowMs'>, random: () => number) {
  const exponential = Math.min(timing.backoffCapMs, timing.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const itemKindOf = (kind: string | null): WebhookItem['kind'] => (kind === 'mentions' ? 'mention' : 'signal');

/**
 * The body of a delivery's first attempt, from its alert as it is now (a summary: its count and the first matches
 * folded into it), with links made absolute at `publicUrl`; null when the alert is gone.
 */
export async function composeDeliveryBody(
  db: Database,
  delivery: Pick<ClaimedDelivery, 'id' | 'alertId' | 'format'>,
  publicUrl: string,
): Promise<string | null> {
  if (!delivery.alertId) return null;
  const alert = await findAlertForBody(db, delivery.alertId);
  if (!alert) return null;
  const link = (path: string) => absoluteUrl(publicUrl, path);
  const matches =
    alert.type === 'summary'
      ? await listFoldedMatches(db, alert.id, SUMMARY_ITEMS_MAX)
      : alert.itemId
        ? [{ kind: alert.kind, itemId: alert.itemId, title: alert.title, url: alert.url }]
        : [];
  const message: WebhookMessage = {
    deliveryId: delivery.id,
    view: alert.viewId ? { id: alert.viewId, name: alert.viewName ?? '' } : null,
    customer: alert.customerName,
    title: alert.title,
    url: link(alert.url),
    count: alert.count,
    items: matches.map((match) => ({
      kind: itemKindOf(match.kind),
      id: match.itemId ?? '',
      title: match.title,
      url: link(match.url),
    })),
    createdAt: alert.createdAt.toISOString(),
  };
  return composeWebhookBody(delivery.format as WebhookFormat, message);
}

export type Attempt =
  | { kind: 'answer'; status: number; location?: string; body: Buffer; latencyMs: number }
  | { kind: 'error'; permanent: boolean; message: string; latencyMs: number }
  | { kind: 'stopped' };

/** Sends the body once, signed now; never throws (a failure is an Attempt of kind 'error'). */
export async function sendAttempt(
  delivery: Pick<ClaimedDelivery, 'id' | 'url' | 'secret'>,
  body: string,
  settings: AttemptSettings & { unixSeconds: number; signal: AbortSignal },
): Promise<Attempt> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  let secret: string;
  try {
    secret = unsealWebhookSecret(delivery.secret, settings.sealingKey);
  } catch {
    const message =
      "The webhook's secret cannot be opened with this server's signing secret (was JWT_SECRET changed?); " +
      'delete the webhook and make it again.';
    return { kind: 'error', permanent: true, message, latencyMs: 0 };
  }
  try {
    const response = await fetchOutgoing({
      url: delivery.url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, settings.unixSeconds),
        [WEBHOOK_DELIVERY_HEADER]: delivery.id,
      },
      body,
      maxBytes: settings.maxResponseBytes,
      connectTimeoutMs: settings.connectTimeoutMs,
      totalTimeoutMs: settings.totalTimeoutMs,
      maxRedirects: 0,
      privateHosts: settings.privateHosts,
      signal: settings.signal,
    });
    const { status, headers, body: answer, elapsedMs } = response;
    return { kind: 'answer', status, location: headers.location, body: answer, latencyMs: elapsedMs };
  } catch (error) {
    if (settings.signal.aborted) return { kind: 'stopped' };
    if (error instanceof OutgoingCallError) {
      return {
        kind: 'error',
        permanent: PERMANENT_ERRORS.has(error.code),
        message: error.message,
        latencyMs: latency(),
      };
    }
    const message = `The delivery could not be sent: ${error instanceof Error ? error.message : String(error)}`;
    return { kind: 'error', permanent: false, message, latencyMs: latency() };
  }
}

/** What the log keeps of an answer: its first KB, as text (PostgreSQL's text holds no NUL). */
function loggedBody(body: Buffer): string | null {
  if (body.length === 0) return null;
  return body.subarray(0, WEBHOOK_RESPONSE_BODY_MAX).toString('utf8').replaceAll('\0', '');
}

/**
 * What an attempt makes of the delivery: 2xx delivered; 3xx (no redirect is followed) and 4xx failed at once, as is
 * an address the policy refuses; a 5xx, a time-out, a refused connection or any other network failure retried after
 * the back-off, until the window since the delivery was made is over (the last retry falls at its end).
 */
export function outcomeOf(
  attempt: Exclude<Attempt, { kind: 'stopped' }>,
  delivery: Pick<ClaimedDelivery, 'attempts' | 'createdAt'>,
  now: Date,
  retry: RetrySettings,
  random: () => number,
): DeliveryOutcome {
  const attempts = delivery.attempts + 1;
  const answer = attempt.kind === 'answer' ? attempt : null;
  const base = {
    attempts,
    nextAttemptAt: now,
    lastLatencyMs: attempt.latencyMs,
    lastHttpStatus: answer?.status ?? null,
    responseBody: answer ? loggedBody(answer.body) : null,
    deliveredAt: null,
  };
  const status = answer?.status ?? 0;
  if (status >= 200 && status < 300) return { ...base, status: 'delivered', lastError: null, deliveredAt: now };
  if (status >= 300 && status < 400) {
    const where = answer?.location ? ` to ${answer.location.slice(0, 300)}` : '';
    const lastError = `The receiver answered ${status}: it has moved${where}. Webhooks do not follow redirects; change the webhook's URL.`;
    return { ...base, status: 'failed', lastError };
  }
  if (status >= 400 && status < 500) {
    const lastError = `The receiver refused the delivery with ${status}; a refusal is not retried.`;
    return { ...base, status: 'failed', lastError };
  }
  const problem = attempt.kind === 'answer' ? `The receiver answered ${status}.` : attempt.message;
  if (attempt.kind === 'error' && attempt.permanent) return { ...base, status: 'failed', lastError: problem };
  const windowEnd = delivery.createdAt.getTime() + retry.retryWindowMs;
  if (now.getTime() >= windowEnd) {
    const hours = Math.round(retry.retryWindowMs / 3_600_000);
    return { ...base, status: 'failed', lastError: `${problem} Given up: retried for ${hours} hours.` };
  }
  const next = Math.min(now.getTime() + retryDelayMs(attempts, retry, random), windowEnd);
  return { ...base, status: 'pending', lastError: problem, nextAttemptAt: new Date(next) };
}
