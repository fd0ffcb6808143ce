// The sender of webhook deliveries (ADR 0136). Each instance runs one; deliveries are rows claimed under a lease, so a
// delivery goes out once however many instances run, survives a restart, and one webhook's go out in order.
import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_RETRY_WINDOW_MS, WEBHOOKS_SCREEN_PATH } from '@argus/contract';
import type { Database } from '../../db/client';
import type { PrivateHostsPolicy } from '../../lib/outgoing';
import { recordAudit } from '../audit/audit.service';
import { composeDeliveryBody, outcomeOf, sendAttempt, type Attempt } from './webhook-attempts';
import {
  claimDueDeliveries,
  claimWebhookHead,
  findClaimedDeliveries,
  insertWebhookPausedAlert,
  markWebhookFailed,
  markWebhookSucceeded,
  recordDeliveryOutcome,
  releaseDelivery,
  storeDeliveryBody,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from './webhook-deliveries.repository';

export type WebhookDispatcherTiming = {
  /** How often the dispatcher looks for due deliveries. */
  tickMs: number;
  /** Webhooks sent to at once by this instance (one delivery at a time each): a slow receiver holds only its own. */
  concurrency: number;
  /** Name resolution and connecting. */
  connectTimeoutMs: number;
  /** The whole call, the answer included. */
  totalTimeoutMs: number;
  /** A claim holds for the call's total time-out and this much more; a dead instance's claim runs out then. */
  leaseMarginMs: number;
  /** The first retry's delay (before jitter); each next one doubles, up to `backoffCapMs`. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** How long a delivery is retried, and how long a webhook may fail before it is paused. */
  retryWindowMs: number;
  /** The most of a receiver's answer read (only WEBHOOK_RESPONSE_BODY_MAX of it is kept). */
  maxResponseBytes: number;
};

/** 16 webhooks at once; the first retry 5-10 s after the failure (equal jitter), later ones at most an hour apart. */
export const DEFAULT_WEBHOOK_TIMING: WebhookDispatcherTiming = {
  tickMs: 1_000,
  concurrency: 16,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 10_000,
  leaseMarginMs: 20_000,
  backoffBaseMs: 10_000,
  backoffCapMs: 60 * 60_000,
  retryWindowMs: WEBHOOK_RETRY_WINDOW_MS,
  maxResponseBytes: 256 * 1024,
};

export type WebhookDispatcherOptions = WebhookDispatcherTiming & {
  privateHosts: PrivateHostsPolicy;
  /** Unseals the webhooks' secrets (webhook-secrets.ts). */
  sealingKey: Buffer;
  /** Where people reach the console: alerts hold paths, deliveries carry absolute links. */
  publicUrl: string;
  /** The clock (tests move it); every time the dispatcher writes or compares comes from it. */
  now?: () => Date;
  /** Jitter's randomness, in [0, 1). */
  random?: () => number;
};

export type WebhookDispatcher = {
  /** Looks for due deliveries now instead of at the next tick. */
  wake: () => void;
  stop: () => Promise<void>;
};

type Context = {
  db: Database;
  options: WebhookDispatcherOptions;
  log: FastifyBaseLogger;
  now: () => Date;
  random: () => number;
  stopping: AbortSignal;
};

/**
 * Records an attempt and the webhook's health in one transaction: a success ends its failing streak; a failure starts
 * one, and a streak older than the retry window pauses the webhook, tells its owner in the console (an alert of type
 * 'webhook-paused') and writes the audit log.
 */
async function recordAttempt(context: Context, delivery: ClaimedDelivery, outcome: DeliveryOutcome, moment: Date) {
  const { db, options } = context;
  await db.transaction(async (transaction) => {
    if (!(await recordDeliveryOutcome(transaction, delivery.id, delivery.lockedUntil!, outcome))) return;
    if (outcome.status === 'delivered') return markWebhookSucceeded(transaction, delivery.webhookId);
    const pauseBefore = new Date(moment.getTime() - options.retryWindowMs);
    const paused = await markWebhookFailed(transaction, delivery.webhookId, moment, pauseBefore);
    if (!paused) return;
    const host = new URL(paused.url).host;
    const hours = Math.round(options.retryWindowMs / 3_600_000);
    const customerName = paused.customerName ?? undefined;
    await insertWebhookPausedAlert(transaction, {
      userId: paused.userId,
      customerName: paused.customerName,
      title: `Webhook to ${host} paused after failing for ${hours} hours`,
      url: WEBHOOKS_SCREEN_PATH,
    });
    await recordAudit(transaction, {
      actorUserId: null,
      actorUsername: null,
      action: 'webhook.pause',
      targetType: 'webhook',
      targetId: paused.id,
      customerName,
      details: { host, lastError: outcome.lastError },
    });
  });
}

/** Sends one claimed delivery (composing its body at its first attempt) and records what came of it. */
async function deliver(context: Context, delivery: ClaimedDelivery): Promise<void> {
  const { db, options, now } = context;
  let body = delivery.body;
  if (body === null) {
    const composed = await composeDeliveryBody(db, delivery, options.publicUrl);
    if (composed !== null) body = await storeDeliveryBody(db, delivery.id, composed);
  }
  const result: Attempt =
    body === null
      ? { kind: 'error', permanent: true, message: 'The alert was deleted before it could be sent.', latencyMs: 0 }
      : await sendAttempt(delivery, body, {
          ...options,
          unixSeconds: Math.floor(now().getTime() / 1000),
          signal: context.stopping,
        });
  // Stopping: the claim is given back, for this instance's successor or another instance to send.
  if (result.kind === 'stopped') return releaseDelivery(db, delivery.id, delivery.lockedUntil!);
  const moment = now();
  const outcome = outcomeOf(result, delivery, moment, options, context.random);
  await recordAttempt(context, delivery, outcome, moment);
  if (outcome.status !== 'delivered') {
    context.log.warn(
      { webhookId: delivery.webhookId, deliveryId: delivery.id, status: outcome.status },
      outcome.lastError ?? 'a webhook delivery failed',
    );
  }
}

/**
 * Starts this instance's dispatcher: every `tickMs` it claims due queue heads (at most as many as it has free places
 * for) and sends each; a place that finishes a delivery goes on with the same webhook's next one while it is due, so a
 * busy webhook is not held to one delivery per tick. `dispatching: false` starts nothing (API tests, request-only
 * instances).
 */
export function startWebhookDispatcher(
  db: Database,
  options: WebhookDispatcherOptions,
  log: FastifyBaseLogger,
  { dispatching = true }: { dispatching?: boolean } = {},
): WebhookDispatcher {
  const stopping = new AbortController();
  // Every call in flight listens for the stop: one per place, and more than Node's default warning threshold of 10.
  setMaxListeners(options.concurrency * 2 + 10, stopping.signal);
  const now = options.now ?? (() => new Date());
  const context: Context = { db, options, log, now, random: options.random ?? Math.random, stopping: stopping.signal };
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  const claimFrom = (moment: Date) => ({
    now: moment,
    leaseUntil: new Date(moment.getTime() + options.totalTimeoutMs + options.leaseMarginMs),
  });

  /** One place: the delivery, then the same webhook's next ones while they are due. */
  function run(first: ClaimedDelivery) {
    const work = (async () => {
      let delivery: ClaimedDelivery | undefined = first;
      while (delivery && !stopping.signal.aborted) {
        await deliver(context, delivery);
        if (stopping.signal.aborted) break;
        const next = await claimWebhookHead(db, delivery.webhookId, claimFrom(now()));
        delivery = next ? (await findClaimedDeliveries(db, [next]))[0] : undefined;
      }
    })().catch((error: unknown) => log.error({ err: error, webhookId: first.webhookId }, 'a webhook delivery failed'));
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  async function tick() {
    const room = options.concurrency - inFlight.size;
    if (room <= 0 || stopping.signal.aborted) return;
    const ids = await claimDueDeliveries(db, { ...claimFrom(now()), limit: room });
    for (const delivery of await findClaimedDeliveries(db, ids)) run(delivery);
  }

  function schedule(delay: number) {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => log.error({ err: error }, 'the webhook dispatcher tick failed'))
        .finally(() => {
          ticking = undefined;
          schedule(options.tickMs);
        });
    }, delay);
  }
  if (dispatching) schedule(0);

  return {
    wake() {
      if (dispatching && !ticking) schedule(0);
    },
    async stop() {
      stopping.abort(new Error('the webhook dispatcher stops'));
      clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...inFlight]);
    },
  };
}
