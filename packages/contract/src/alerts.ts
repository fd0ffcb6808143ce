// Wire shapes of alerts (ADR 0136): what reached a user from their alerting saved views, and notices about their
// webhooks. The console polls them and shows each new one as a notice with a link.
import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

/** More matches of one view within a minute than this become one summary alert. */
export const ALERT_BURST_LIMIT = 50;
/** How often the console asks for new alerts while it is shown. */
export const ALERT_POLL_MS = 10_000;
export const ALERT_TYPES = ['match', 'summary', 'webhook-paused'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const alertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  /** The saved view that matched; null for a webhook notice. */
  view: z.object({ id: z.string(), name: z.string() }).nullable(),
  customer: z.string().nullable(),
  kind: z.enum(['signals', 'mentions']).nullable(),
  /** The matching signal's or mention's id (a match). */
  itemId: z.string().nullable(),
  /** The mention's title, or the signal's event type and company; a summary's or notice's own sentence. */
  title: z.string(),
  /** Where the notice leads in the console: a path with its query. */
  url: z.string(),
  /** How many matches a summary stands for; 1 otherwise. */
  count: z.number().int(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertListSchema = z.object({
  items: z.array(alertSchema),
  /** How many of the caller's alerts are unread, all told. */
  unread: z.number().int(),
});
export type AlertList = z.infer<typeof alertListSchema>;

export const alertListQuerySchema = z.strictObject({
  /** Only alerts made after this instant (the newest `createdAt` the caller holds). */
  after: isoDateTimeSchema.optional(),
  limit: z.coerce.number().int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(20),
});
export const markAlertsReadRequestSchema = z
  .strictObject({
    ids: z.array(uuidSchema).min(1, 'must name at least one alert').max(500, 'must name at most 500 alerts'),
    all: z.literal(true),
  })
  .partial()
  .refine((request) => (request.ids === undefined) !== (request.all === undefined), 'must give either ids or all');
export type MarkAlertsReadRequest = z.infer<typeof markAlertsReadRequestSchema>;
export const markAlertsReadResponseSchema = z.object({ read: z.number().int() });

export const alertsEndpoints = defineEndpoints({
  listAlerts: {
    method: 'GET',
    path: '/api/alerts',
    operationId: 'listAlerts',
    tag: 'alerts',
    summary: "The caller's alerts, newest first, and how many are unread",
    access: 'user',
    query: alertListQuerySchema,
    response: alertListSchema,
    errors: [400, 401],
  },
  markAlertsRead: {
    method: 'POST',
    path: '/api/alerts/read',
    operationId: 'markAlertsRead',
    tag: 'alerts',
    summary: "Mark some of the caller's alerts, or all of them, read",
    access: 'user',
    body: markAlertsReadRequestSchema,
    response: markAlertsReadResponseSchema,
    errors: [400, 401],
  },
});
