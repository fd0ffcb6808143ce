// Wire shapes of outgoing webhooks (ADR 0136): where a user's alerts are also sent, signed, retried, logged.
import { z } from 'zod';
import { customerNameSchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const WEBHOOK_FORMATS = ['json', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Argus-Signature';
/** The delivery's id, the same on every attempt and replay: a receiver drops what it has seen. */
export const WEBHOOK_DELIVERY_HEADER = 'X-Argus-Delivery';
/** How long a delivery is retried, and how long a webhook may fail before it is paused. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many webhooks one user may keep. */
export const WEBHOOKS_MAX = 20;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_BODY_MAX = 1024;

export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2048, 'must be at most 2048 characters');

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  /** A folder webhook's folder (it receives the alerts of the folder's shared views); null for the owner's own. */
  customer: z.string().nullable(),
  /** The owner's username. */
  owner: z.string(),
  status: z.enum(['active', 'failing', 'paused']),
  failingSince: z.string().nullable(),
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookSchema) });

export const createWebhookRequestSchema = z.strictObject({
  url: webhookUrlSchema,
  format: z.enum(WEBHOOK_FORMATS, 'must be json, slack or teams'),
  /** Admins only: a folder webhook. */
  customer: customerNameSchema.optional(),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;
/** The secret travels only in this answer. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z.object({
  /** The `X-Argus-Delivery` value. */
  id: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The last attempt's time to the answer, in milliseconds. */
  latencyMs: z.number().int().nullable(),
  /** The receiver's last answer, cut at 1 KB. */
  responseBody: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

export const webhookParamsSchema = z.object({ id: uuidSchema });
export const webhookDeliveryParamsSchema = z.object({ id: uuidSchema, deliveryId: uuidSchema });
export const webhookDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const webhooksEndpoints = defineEndpoints({
  listWebhooks: {
    method: 'GET',
    path: '/api/webhooks',
    operationId: 'listWebhooks',
    tag: 'webhooks',
    summary: "The caller's webhooks (and, for admins, every folder webhook), never their secrets",
    access: 'user',
    response: webhookListSchema,
    errors: [401],
  },
  createWebhook: {
    method: 'POST',
    path: '/api/webhooks',
    operationId: 'createWebhook',
    tag: 'webhooks',
    summary: 'Send alerts to a URL; the answer is the only time the signing secret is shown',
    access: 'user',
    body: createWebhookRequestSchema,
    status: 201,
    response: createdWebhookSchema,
    errors: [400, 401, 403, 409],
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    tag: 'webhooks',
    summary: "A webhook's delivery log, newest first (its owner, or an admin for a folder webhook)",
    access: 'user',
    params: webhookParamsSchema,
    response: webhookDeliveryListSchema,
    errors: [400, 401, 404],
  },
  replayWebhookDelivery: {
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/replay',
    operationId: 'replayWebhookDelivery',
    tag: 'webhooks',
    summary: 'Send a delivery again, with its id and body, after the webhook’s pending ones',
    access: 'user',
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
    errors: [400, 401, 404],
  },
  resumeWebhook: {
    method: 'POST',
    path: '/api/webhooks/:id/resume',
    operationId: 'resumeWebhook',
    tag: 'webhooks',
    summary: 'Resume a paused webhook: what waits is sent again',
    access: 'user',
    params: webhookParamsSchema,
    response: webhookSchema,
    errors: [400, 401, 404],
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    operationId: 'deleteWebhook',
    tag: 'webhooks',
    summary: 'Delete a webhook and its delivery log',
    access: 'user',
    params: webhookParamsSchema,
    response: webhookDeletedResponseSchema,
    errors: [400, 401, 404],
  },
});
