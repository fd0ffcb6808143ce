import {
  DIGEST_CRON,
  resolveCustomerLabel,
  type DigestFrequency,
  type DigestSubscription,
  type DigestSubscriptions,
  type UpdateDigestSubscriptionsRequest,
} from '@argus/contract';
import { badRequest } from '../../lib/http-error';
import { assertCustomerField } from '../access/access.service';
import { readAccessibleCustomers } from '../settings/settings.service';
import { findScheduleOwner, listScheduleRows, type ScheduleRow } from './email-schedules.repository';
import { createSchedule, deleteSchedule, updateSchedule, type ScheduleContext } from './email-schedules.service';

/*
 * The Settings page's digest subscription (ADR 0071) is a view of the caller's own e-mail schedules, one
 * frequency per folder. Writing it goes through the schedule service (its rules, its audit entries), so the digest
 * is an ordinary schedule: listed in E-Mail Schedules, sent by whatever sends schedules.
 */

type Frequency = DigestSubscription['frequency'];

function frequencyOf(enabled: readonly ScheduleRow[]): Frequency {
  if (enabled.length === 0) return 'off';
  if (enabled.length > 1) return 'custom';
  const cron = enabled[0]!.cron.trim();
  if (cron === DIGEST_CRON.daily) return 'daily';
  if (cron === DIGEST_CRON.weekly) return 'weekly';
  return 'custom';
}

/** The caller's enabled schedules by customer, oldest first (the list is ordered by creation within a customer). */
async function enabledSchedulesByCustomer(context: ScheduleContext) {
  const rows = await listScheduleRows(context.db, { userId: context.user.id });
  const byCustomer = new Map<string, ScheduleRow[]>();
  for (const row of rows) {
    if (!row.enabled) continue;
    byCustomer.set(row.customerName, [...(byCustomer.get(row.customerName) ?? []), row]);
  }
  return byCustomer;
}

export async function readDigestSubscriptions(context: ScheduleContext): Promise<DigestSubscriptions> {
  const owner = await findScheduleOwner(context.db, context.user.username);
  const folders = await readAccessibleCustomers(context.db, context.user);
  const schedules = await enabledSchedulesByCustomer(context);
  return {
    email: owner?.email ?? null,
    // A digest carries signals: folders without monitoring have none to send.
    subscriptions: folders
      .filter((folder) => folder.monitoring)
      .map((folder) => ({
        customerName: folder.name,
        customerLabel: resolveCustomerLabel(folder.name, folder.label),
        frequency: frequencyOf(schedules.get(folder.name) ?? []),
      })),
  };
}

/** Makes the caller's enabled schedules of one folder match the frequency asked for; nothing when they already do. */
async function applyFrequency(
  context: ScheduleContext,
  customerName: string,
  frequency: DigestFrequency,
  enabled: readonly ScheduleRow[],
) {
  if (frequencyOf(enabled) === frequency) return;
  if (frequency === 'off') {
    for (const row of enabled) await deleteSchedule(context, row.id);
    return;
  }
  const [kept, ...others] = enabled;
  // The oldest schedule keeps its recipients and filters (perhaps set by staff) and takes the new time.
  if (kept) await updateSchedule(context, { id: kept.id, changes: { cron: DIGEST_CRON[frequency] } });
  else
    await createSchedule(context, {
      customerName,
      cron: DIGEST_CRON[frequency],
      filters: {},
      enabled: true,
      sendWhenEmpty: false,
    });
  for (const row of others) await deleteSchedule(context, row.id);
}

/**
 * Sets the listed folders' digests, all or none: every folder is checked first (access, monitoring, an address
 * to send to), then the changes run in one transaction.
 */
export async function updateDigestSubscriptions(
  context: ScheduleContext,
  request: UpdateDigestSubscriptionsRequest,
): Promise<DigestSubscriptions> {
  const owner = await findScheduleOwner(context.db, context.user.username);
  for (const [index, { customerName, frequency }] of request.subscriptions.entries()) {
    const field = `subscriptions.${index}.customerName`;
    const customer = await assertCustomerField(context.db, context.user, customerName, field);
    if (!customer.monitoring) {
      throw badRequest(field, `${field}: ${customerName} has no monitoring, so no signals to send.`);
    }
    if (frequency !== 'off' && !owner?.email) {
      throw badRequest('subscriptions', 'subscriptions: your account has no e-mail address to send digests to.');
    }
  }
  await context.db.transaction(async (transaction) => {
    const inTransaction = { ...context, db: transaction };
    const schedules = await enabledSchedulesByCustomer(inTransaction);
    for (const { customerName, frequency } of request.subscriptions) {
      await applyFrequency(inTransaction, customerName, frequency, schedules.get(customerName) ?? []);
    }
  });
  return readDigestSubscriptions(context);
}
