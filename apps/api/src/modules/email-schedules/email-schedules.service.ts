import { Cron } from 'croner';
import {
  digestFiltersSchema,
  isModerator,
  type CreateEmailScheduleRequest,
  type DeletedScheduleMessage,
  type DigestFilters,
  type DigestPreview,
  type EmailMessage,
  type EmailScheduleRecord,
  type UpdateEmailScheduleRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerAccess, assertCustomerField, userMayReadCustomer } from '../access/access.service';
import { readFolderName } from '../customers/customers.service';
import { recordAudit } from '../audit/audit.service';
import { composeDigest, digestItemsOf } from './digest';
import { readDigestViewSections } from '../alerts/alerts.service';
import { listDeletedScheduleMessages, listEmailMessagesOf } from './email-messages.repository';
import {
  deleteScheduleRow,
  findScheduleOwner,
  findScheduleRow,
  insertSchedule,
  listDigestSignals,
  listScheduleRows,
  markScheduleSent,
  updateScheduleRow,
  type ScheduleRow,
} from './email-schedules.repository';
import { sendAndRecordMail } from './mail-outbox.service';

/*
 * Who may do what: moderators and admins manage every schedule. A regular user manages only their own schedules,
 * only for customers in their settings, and only to their own e-mail address (so the console cannot be used to
 * send customer data or mail to anyone else).
 */

export type ScheduleContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

/** How digests leave: the mailer, and where the console is reached for the links in them. */
export type DigestPost = { mailer: Mailer; publicUrl: string };

/** A send works with the caller's context and the post office the digest leaves by. */
export type ScheduleSendContext = ScheduleContext & DigestPost;

const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const DIGEST_MAX_SIGNALS = 100;
const MESSAGE_HISTORY_LIMIT = 100;

/** Five fields (minute precision: no schedule fires every second) or a nickname like @daily; read in UTC. */
export function parseCron(pattern: string) {
  try {
    const cron = new Cron(pattern, { paused: true, mode: '5-part', timezone: 'UTC' });
    if (!cron.nextRun()) throw new Error('it never fires');
    return cron;
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : 'it is invalid';
    throw badRequest('cron', `cron: not a valid schedule (${reason})`);
  }
}

function filtersOf(row: ScheduleRow): DigestFilters {
  const parsed = digestFiltersSchema.safeParse(row.filters);
  return parsed.success ? parsed.data : {};
}

function toScheduleWire(row: ScheduleRow): EmailScheduleRecord {
  return {
    id: row.id,
    username: row.username,
    customerName: row.customerName,
    cron: row.cron,
    recipients: row.recipients,
    filters: filtersOf(row),
    enabled: row.enabled,
    sendWhenEmpty: row.sendWhenEmpty,
    nextRunAt: row.enabled ? (parseCron(row.cron).nextRun()?.toISOString() ?? null) : null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A digest carries the customer's signals to the schedule's owner: only while the owner may still read them. */
export async function ownerMayRead({ db }: Pick<ServiceContext, 'db'>, row: ScheduleRow) {
  return userMayReadCustomer(db, { id: row.userId, privilege: row.userPrivilege }, row.customerName);
}

export async function listSchedules(context: ScheduleContext, customerName: string | undefined) {
  const staff = isModerator(context.user.privilege);
  const rows = await listScheduleRows(context.db, { userId: staff ? undefined : context.user.id, customerName });
  // A regular user who lost a customer no longer sees (nor reads the digests of) its schedules.
  const visible = staff ? rows : await filterAsync(rows, (row) => ownerMayRead(context, row));
  return visible.map(toScheduleWire);
}

async function filterAsync<T>(items: T[], keep: (item: T) => Promise<boolean>) {
  const verdicts = await Promise.all(items.map(keep));
  return items.filter((_, index) => verdicts[index]);
}

/**
 * Someone else's schedule, or one of a customer the caller can no longer open, answers like a missing one for a
 * regular user: nobody learns what others receive.
 */
async function findVisibleSchedule(context: ScheduleContext, id: string) {
  const row = await findScheduleRow(context.db, id);
  const visible =
    row &&
    (isModerator(context.user.privilege) || (row.userId === context.user.id && (await ownerMayRead(context, row))));
  if (!row || !visible) throw notFound('No such e-mail schedule.');
  return row;
}

function assertRecipientsAllowed(context: ScheduleContext, recipients: string[], ownerEmail: string | null) {
  if (isModerator(context.user.privilege)) return;
  const own = ownerEmail?.toLowerCase();
  if (recipients.some((recipient) => recipient.toLowerCase() !== own)) {
    throw badRequest('recipients', 'recipients: you may send digests only to your own e-mail address.');
  }
}

/** What an audit entry of a schedule says: the action, the schedule it was done to, and its details. */
export type ScheduleAudit = { action: string; target: { id: string; customerName: string }; details: object };

export function auditSchedule(
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  { action, target: row, details }: ScheduleAudit,
) {
  return recordAudit(db, {
    ...actor,
    action,
    targetType: 'email-schedule',
    targetId: row.id,
    customerName: row.customerName,
    details: details as Record<string, unknown>,
  });
}

async function readSchedule(db: Database, id: string) {
  const row = await findScheduleRow(db, id);
  if (!row) throw notFound('No such e-mail schedule.');
  return toScheduleWire(row);
}

export async function createSchedule(context: ScheduleContext, request: CreateEmailScheduleRequest) {
  const { db, user } = context;
  const ownerName = request.username ?? user.username;
  if (ownerName.toLowerCase() !== user.username.toLowerCase() && !isModerator(user.privilege)) {
    throw forbidden('You may manage only your own e-mail schedules.');
  }
  await assertCustomerField(db, user, request.customerName, 'customerName');
  const owner = await findScheduleOwner(db, ownerName);
  if (!owner) throw badRequest('username', 'username: no such user.');
  // The digest carries the customer's signals to its owner: they must be allowed to read them.
  if (!(await userMayReadCustomer(db, owner, request.customerName))) {
    throw badRequest('username', `username: ${owner.username} has no access to customer ${request.customerName}.`);
  }
  parseCron(request.cron);
  const recipients = request.recipients ?? (owner.email ? [owner.email] : []);
  if (recipients.length === 0) {
    throw badRequest('recipients', 'recipients: the user has no e-mail address; list at least one recipient.');
  }
  assertRecipientsAllowed(context, recipients, owner.email);

  return db.transaction(async (transaction) => {
    const id = await insertSchedule(transaction, {
      userId: owner.id,
      customerName: request.customerName,
      cron: request.cron,
      recipients,
      filters: request.filters,
      enabled: request.enabled,
      sendWhenEmpty: request.sendWhenEmpty,
    });
    const target = { id, customerName: request.customerName };
    await auditSchedule(
      { db: transaction, actor: context.actor },
      { action: 'email-schedule.create', target, details: { ...request, recipients } },
    );
    return readSchedule(transaction, id);
  });
}

export async function updateSchedule(
  context: ScheduleContext,
  { id, changes: request }: { id: string; changes: UpdateEmailScheduleRequest },
) {
  const row = await findVisibleSchedule(context, id);
  await assertCustomerAccess(context.db, context.user, row.customerName);
  if (request.cron !== undefined) parseCron(request.cron);
  if (request.recipients) assertRecipientsAllowed(context, request.recipients, row.userEmail);
  return context.db.transaction(async (transaction) => {
    await updateScheduleRow(transaction, row.id, request);
    await auditSchedule(
      { db: transaction, actor: context.actor },
      { action: 'email-schedule.update', target: row, details: { changes: request } },
    );
    return readSchedule(transaction, row.id);
  });
}

export async function deleteSchedule(context: ScheduleContext, id: string) {
  const row = await findVisibleSchedule(context, id);
  await context.db.transaction(async (transaction) => {
    await deleteScheduleRow(transaction, row.id);
    await auditSchedule(
      { db: transaction, actor: context.actor },
      { action: 'email-schedule.delete', target: row, details: { username: row.username, cron: row.cron } },
    );
  });
  return { id: row.id, deleted: true as const };
}

/** Sends the digest of the signals since the last send (at most a week back) at once, even with nothing new. */
export async function sendScheduleNow(context: ScheduleSendContext, id: string) {
  const row = await findVisibleSchedule(context, id);
  await assertCustomerAccess(context.db, context.user, row.customerName);
  if (!(await ownerMayRead(context, row))) {
    throw new HttpError(409, 'Conflict', `${row.username} has no access to customer ${row.customerName} any more.`);
  }
  const now = new Date();
  const plan = await planDigest(context, { row, now });
  const message = await sendAndRecordMail(context.db, context.mailer, plan.mail, { schedule: row });
  // The mail is out (or failed) before this transaction: only the bookkeeping after it is atomic.
  await context.db.transaction(async (transaction) => {
    if (message.status !== 'failed') await markScheduleSent(transaction, row.id, now);
    await auditSchedule(
      { db: transaction, actor: context.actor },
      {
        action: 'email-schedule.send',
        target: row,
        details: { messageId: message.id, status: message.status, signalCount: plan.items.length },
      },
    );
  });
  return { message: toMessageWire(message), signalCount: plan.items.length };
}

/**
 * The digest of a schedule's customer since its last send (at most a week back), filtered as the schedule says:
 * its period, items and mail. `sends` says whether the scheduler would send it (empty ones only when asked for).
 */
export async function planDigest(
  { db, publicUrl }: Pick<ServiceContext, 'db'> & Pick<DigestPost, 'publicUrl'>,
  { row, now }: { row: ScheduleRow; now: Date },
) {
  const weekAgo = new Date(now.getTime() - DIGEST_LOOKBACK_MS);
  const since = row.lastSentAt && row.lastSentAt > weekAgo ? row.lastSentAt : weekAgo;
  const schedule = { customerName: row.customerName, ownerId: row.userId };
  const signals = await listDigestSignals(db, schedule, since, filtersOf(row), DIGEST_MAX_SIGNALS);
  const items = digestItemsOf(row.customerName, signals, publicUrl);
  const views = (
    await readDigestViewSections(db, { userId: row.userId, customerName: row.customerName }, { from: since, to: now })
  ).map((view) => ({ ...view, items: view.items.map((item) => ({ ...item, url: `${publicUrl}${item.url}` })) }));
  const folder = await readFolderName(db, row.customerName);
  const mail = composeDigest({ folder, since, items, views, recipients: row.recipients });
  return { since, items, mail, sends: items.length > 0 || views.length > 0 || row.sendWhenEmpty };
}

/** What the schedule would send if it fired now. */
export async function previewDigest(
  context: ScheduleContext & Pick<DigestPost, 'publicUrl'>,
  id: string,
): Promise<DigestPreview> {
  const row = await findVisibleSchedule(context, id);
  const plan = await planDigest(context, { row, now: new Date() });
  return {
    since: plan.since.toISOString(),
    items: plan.items,
    wouldSend: plan.sends,
    subject: plan.mail.subject,
    text: plan.mail.text,
    html: plan.mail.html ?? '',
  };
}

type MessageRow = Awaited<ReturnType<typeof listEmailMessagesOf>>[number];
function toMessageWire(row: MessageRow): EmailMessage {
  return { ...row, status: row.status as EmailMessage['status'], createdAt: row.createdAt.toISOString() };
}

export async function listScheduleMessages(context: ScheduleContext, id: string) {
  const row = await findVisibleSchedule(context, id);
  const messages = await listEmailMessagesOf(context.db, row.id, MESSAGE_HISTORY_LIMIT);
  return messages.map(toMessageWire);
}

/** The mails of deleted schedules, under the folder and owner each schedule had (the route admits staff only). */
export async function listMessagesOfDeletedSchedules({ db }: Pick<ServiceContext, 'db'>) {
  const rows = await listDeletedScheduleMessages(db, MESSAGE_HISTORY_LIMIT);
  return rows.map(({ customerName, username, ...row }): DeletedScheduleMessage => {
    return { ...toMessageWire(row), customerName: customerName ?? '', username: username ?? '' };
  });
}
