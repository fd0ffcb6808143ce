// Wire shapes of e-mail schedules: digests of a customer's signals sent to a user on a cron schedule.
import { z } from 'zod';
import { customerNameSchema, reliabilitySchema, uuidSchema } from './common';
import { defineEndpoints } from './endpoint';

export const digestFiltersSchema = z.strictObject({
  /** Stored reliability 1-5: only signals at or above it. */
  minReliability: reliabilitySchema.optional(),
  eventTypes: z.array(z.string().min(1).max(120, 'must be at most 120 characters')).max(100).optional(),
  /** Target entity names, matched case-insensitively. */
  companies: z.array(z.string().min(1).max(200, 'must be at most 200 characters')).max(100).optional(),
});
export type DigestFilters = z.infer<typeof digestFiltersSchema>;

/** Five cron fields (minute hour day-of-month month day-of-week) or a nickname like @daily, read in UTC. */
export const cronSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .regex(
    /^(@(yearly|annually|monthly|weekly|daily|hourly)|\S+(\s+\S+){4})$/,
    'must be five fields (minute hour day-of-month month day-of-week) or @yearly, @monthly, @weekly, @daily or @hourly',
  );

export const digestRecipientsSchema = z
  .array(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'))
  .min(1, 'must list at least one recipient')
  .max(20, 'must list at most 20 recipients');

export const emailScheduleRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  customerName: z.string(),
  cron: z.string(),
  recipients: z.array(z.string()),
  filters: z.object({
    minReliability: z.number().int().optional(),
    eventTypes: z.array(z.string()).optional(),
    companies: z.array(z.string()).optional(),
  }),
  enabled: z.boolean(),
  /** Off: a period without matching signals sends nothing. On: it sends a mail that says so. */
  sendWhenEmpty: z.boolean(),
  /** When the schedule fires next (UTC); null when disabled. */
  nextRunAt: z.iso.datetime().nullable(),
  lastSentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const emailScheduleListSchema = z.array(emailScheduleRecordSchema);
export type EmailScheduleRecord = z.infer<typeof emailScheduleRecordSchema>;

export const emailScheduleListQuerySchema = z.object({ customer: customerNameSchema.optional() });

export const emailScheduleParamsSchema = z.object({ id: uuidSchema });

export const createEmailScheduleRequestSchema = z.strictObject({
  customerName: customerNameSchema,
  cron: cronSchema,
  recipients: digestRecipientsSchema.optional(),
  filters: digestFiltersSchema.default({}),
  enabled: z.boolean().default(true),
  sendWhenEmpty: z.boolean().default(false),
  /** Staff only: the user the digest is for (default: the caller). */
  username: z.string().min(1).max(64).optional(),
});
export type CreateEmailScheduleRequest = z.infer<typeof createEmailScheduleRequestSchema>;

export const updateEmailScheduleRequestSchema = z.strictObject({
  cron: cronSchema.optional(),
  recipients: digestRecipientsSchema.optional(),
  filters: digestFiltersSchema.optional(),
  enabled: z.boolean().optional(),
  sendWhenEmpty: z.boolean().optional(),
});
export type UpdateEmailScheduleRequest = z.infer<typeof updateEmailScheduleRequestSchema>;

export const emailScheduleDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const EMAIL_MESSAGE_STATUSES = ['sent', 'outbox', 'failed'] as const;
export const emailMessageSchema = z.object({
  id: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, when the mail has one (digests do). */
  html: z.string().nullable(),
  status: z.enum(EMAIL_MESSAGE_STATUSES),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export const emailMessageListSchema = z.array(emailMessageSchema);
export type EmailMessage = z.infer<typeof emailMessageSchema>;

/** A mail of a schedule that was deleted since: the folder and owner the schedule had when it sent it. */
export const deletedScheduleMessageSchema = emailMessageSchema.extend({
  customerName: z.string(),
  username: z.string(),
});
export const deletedScheduleMessageListSchema = z.array(deletedScheduleMessageSchema);
export type DeletedScheduleMessage = z.infer<typeof deletedScheduleMessageSchema>;

/** One signal of a digest, as its mail shows it; `link` opens it in the console at PUBLIC_URL. */
export const digestItemSchema = z.object({
  id: z.string(),
  publishDate: z.iso.datetime(),
  company: z.string(),
  eventType: z.string(),
  reliability: z.number().int(),
  sentence: z.string().nullable(),
  link: z.string(),
});
export type DigestItem = z.infer<typeof digestItemSchema>;

/** The digest the schedule would send if it fired now: its period, items and both parts of the mail. */
export const digestPreviewSchema = z.object({
  since: z.iso.datetime(),
  items: z.array(digestItemSchema),
  /** False when the period has no items and the schedule does not send empty digests. */
  wouldSend: z.boolean(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

/** Asked for, the digest goes out even when it has nothing new. */
export const sendNowResponseSchema = z.object({
  message: emailMessageSchema,
  signalCount: z.number().int(),
});
export type SendNowResponse = z.infer<typeof sendNowResponseSchema>;

/**
 * The digest subscription of the Settings page: per folder the caller may open, their own schedule seen as a
 * frequency. 'custom' is a schedule the presets do not describe (another time, or several), made in E-Mail Schedules.
 */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
/** Read in UTC, like every schedule: daily at 06:00, weekly on Mondays at 06:00. */
export const DIGEST_CRON: Record<Exclude<DigestFrequency, 'off'>, string> = {
  daily: '0 6 * * *',
  weekly: '0 6 * * 1',
};

export const digestSubscriptionSchema = z.object({
  customerName: z.string(),
  customerLabel: z.string(),
  frequency: z.enum([...DIGEST_FREQUENCIES, 'custom']),
});
export type DigestSubscription = z.infer<typeof digestSubscriptionSchema>;

export const digestSubscriptionsSchema = z.object({
  /** Where the digests go: the caller's own address; null when the account has none (no digest possible). */
  email: z.string().nullable(),
  /** Every folder with monitoring the caller may open, by customer name. */
  subscriptions: z.array(digestSubscriptionSchema),
});
export type DigestSubscriptions = z.infer<typeof digestSubscriptionsSchema>;

/** PUT /email-schedules/subscriptions: the folders listed get that frequency; the others stay as they are. */
export const updateDigestSubscriptionsRequestSchema = z.strictObject({
  subscriptions: z
    .array(
      z.strictObject({
        customerName: customerNameSchema,
        frequency: z.enum(DIGEST_FREQUENCIES, { error: `must be one of ${DIGEST_FREQUENCIES.join(', ')}` }),
      }),
      { error: 'must be a list of subscriptions' },
    )
    .max(500, 'must list at most 500 folders')
    .refine(
      (subscriptions) => new Set(subscriptions.map((entry) => entry.customerName)).size === subscriptions.length,
      'must list each folder once',
    ),
});
export type UpdateDigestSubscriptionsRequest = z.infer<typeof updateDigestSubscriptionsRequestSchema>;

const listErrors = [400, 401] as const;
const scheduleReadErrors = [400, 401, 404] as const;
const scheduleWriteErrors = [400, 401, 403, 404] as const;

export const emailSchedulesEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/email-schedules',
    operationId: 'listEmailSchedules',
    tag: 'email-schedules',
    summary: 'E-mail schedules: all for staff, your own otherwise',
    access: 'user',
    query: emailScheduleListQuerySchema,
    response: emailScheduleListSchema,
    errors: listErrors,
  },
  // The caller's own digests, one frequency per folder (the Settings page); no one else's, staff included.
  subscriptions: {
    method: 'GET',
    path: '/email-schedules/subscriptions',
    operationId: 'readDigestSubscriptions',
    tag: 'email-schedules',
    summary: 'Your digest subscriptions: per folder off, daily, weekly (or custom)',
    access: 'user',
    response: digestSubscriptionsSchema,
    errors: [401],
  },
  updateSubscriptions: {
    method: 'PUT',
    path: '/email-schedules/subscriptions',
    operationId: 'updateDigestSubscriptions',
    tag: 'email-schedules',
    summary: 'Set your digest for the folders listed (creates, changes or removes your schedules)',
    access: 'user',
    body: updateDigestSubscriptionsRequestSchema,
    response: digestSubscriptionsSchema,
    errors: scheduleWriteErrors,
  },
  create: {
    method: 'POST',
    path: '/email-schedules',
    operationId: 'createEmailSchedule',
    tag: 'email-schedules',
    summary: 'Create an e-mail schedule',
    access: 'user',
    body: createEmailScheduleRequestSchema,
    status: 201,
    response: emailScheduleRecordSchema,
    errors: scheduleWriteErrors,
  },
  update: {
    method: 'PATCH',
    path: '/email-schedules/:id',
    operationId: 'updateEmailSchedule',
    tag: 'email-schedules',
    summary: 'Change frequency, recipients, filters or whether it is on',
    access: 'user',
    params: emailScheduleParamsSchema,
    body: updateEmailScheduleRequestSchema,
    response: emailScheduleRecordSchema,
    errors: scheduleWriteErrors,
  },
  remove: {
    method: 'DELETE',
    path: '/email-schedules/:id',
    operationId: 'deleteEmailSchedule',
    tag: 'email-schedules',
    summary: 'Delete an e-mail schedule',
    access: 'user',
    params: emailScheduleParamsSchema,
    response: emailScheduleDeletedResponseSchema,
    errors: scheduleReadErrors,
  },
  sendNow: {
    method: 'POST',
    path: '/email-schedules/:id/send-now',
    operationId: 'sendEmailScheduleNow',
    tag: 'email-schedules',
    summary: 'Send the digest now',
    access: 'user',
    params: emailScheduleParamsSchema,
    response: sendNowResponseSchema,
    errors: [...scheduleWriteErrors, 409],
  },
  messages: {
    method: 'GET',
    path: '/email-schedules/:id/messages',
    operationId: 'listEmailScheduleMessages',
    tag: 'email-schedules',
    summary: 'The mails this schedule sent, newest first',
    access: 'user',
    params: emailScheduleParamsSchema,
    response: emailMessageListSchema,
    errors: scheduleReadErrors,
  },
  deletedMessages: {
    method: 'GET',
    path: '/email-schedules/deleted-messages',
    operationId: 'listDeletedScheduleMessages',
    tag: 'email-schedules',
    summary: 'The mails of deleted schedules, newest first (staff)',
    access: 'moderator',
    response: deletedScheduleMessageListSchema,
    errors: [401, 403],
  },
  preview: {
    method: 'GET',
    path: '/email-schedules/:id/preview',
    operationId: 'previewEmailScheduleDigest',
    tag: 'email-schedules',
    summary: 'The digest this schedule would send now: its period, signals and mail',
    access: 'user',
    params: emailScheduleParamsSchema,
    response: digestPreviewSchema,
    errors: scheduleReadErrors,
  },
});
