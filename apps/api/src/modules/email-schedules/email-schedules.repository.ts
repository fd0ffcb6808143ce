import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DigestFilters } from '@argus/contract';
import type { Database } from '../../db/client';
import { emailSchedules, signals, users } from '../../db/schema';

const scheduleColumns = {
  id: emailSchedules.id,
  userId: emailSchedules.userId,
  username: users.username,
  userEmail: users.email,
  userPrivilege: users.privilege,
  customerName: emailSchedules.customerName,
  cron: emailSchedules.cron,
  recipients: emailSchedules.recipients,
  filters: emailSchedules.filters,
  enabled: emailSchedules.enabled,
  sendWhenEmpty: emailSchedules.sendWhenEmpty,
  lastSentAt: emailSchedules.lastSentAt,
  createdAt: emailSchedules.createdAt,
  updatedAt: emailSchedules.updatedAt,
};
export type ScheduleRow = {
  id: string;
  userId: string;
  userPrivilege: number;
  username: string;
  userEmail: string | null;
  customerName: string;
  cron: string;
  recipients: string[];
  filters: unknown;
  enabled: boolean;
  sendWhenEmpty: boolean;
  lastSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** All schedules, or one user's (served by email_schedules_user_idx); optionally of one customer. */
export function listScheduleRows(db: Database, filter: { userId?: string; customerName?: string }) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(emailSchedules.userId, filter.userId));
  if (filter.customerName) conditions.push(eq(emailSchedules.customerName, filter.customerName));
  return db
    .select(scheduleColumns)
    .from(emailSchedules)
    .innerJoin(users, eq(users.id, emailSchedules.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(emailSchedules.customerName), sql`lower(${users.username})`, asc(emailSchedules.createdAt));
}

export async function findScheduleRow(db: Database, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select(scheduleColumns)
    .from(emailSchedules)
    .innerJoin(users, eq(users.id, emailSchedules.userId))
    .where(eq(emailSchedules.id, id));
  return row;
}

export function findScheduleOwner(db: Database, username: string) {
  return db.query.users.findFirst({
    where: sql`lower(${users.username}) = lower(${username})`,
    columns: { id: true, username: true, email: true, privilege: true },
  });
}

export type ScheduleValues = {
  cron?: string;
  recipients?: string[];
  filters?: DigestFilters;
  enabled?: boolean;
  sendWhenEmpty?: boolean;
};

export async function insertSchedule(
  db: Database,
  values: Required<ScheduleValues> & { userId: string; customerName: string },
) {
  const [row] = await db.insert(emailSchedules).values(values).returning({ id: emailSchedules.id });
  return row!.id;
}

export async function updateScheduleRow(db: Database, id: string, values: ScheduleValues) {
  await db
    .update(emailSchedules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailSchedules.id, id));
}

export async function deleteScheduleRow(db: Database, id: string) {
  await db.delete(emailSchedules).where(eq(emailSchedules.id, id));
}

export async function markScheduleSent(db: Database, id: string, sentAt: Date) {
  await db.update(emailSchedules).set({ lastSentAt: sentAt }).where(eq(emailSchedules.id, id));
}

/**
 * The visible signals of a customer that arrived since a moment (by `created_at`, not the publish date: a signal that
 * arrives late with an old date is news all the same), newest first, filtered as the schedule says, without those the
 * owner created or last edited: nobody gets their own work as news (signals_customer_created_idx).
 */
export function listDigestSignals(
  db: Database,
  schedule: { customerName: string; ownerId: string },
  since: Date,
  filters: DigestFilters,
  limit: number,
) {
  const conditions: SQL[] = [
    eq(signals.customerName, schedule.customerName),
    eq(signals.deleted, false),
    eq(signals.hidden, false),
    gte(signals.createdAt, since),
    sql`coalesce(${signals.updatedBy}, ${signals.createdBy}) is distinct from ${schedule.ownerId}`,
  ];
  if (filters.minReliability) conditions.push(gte(signals.reliability, filters.minReliability));
  if (filters.eventTypes?.length) conditions.push(inArray(signals.eventType, filters.eventTypes));
  if (filters.companies?.length) {
    const names = filters.companies.map((company) => company.toLowerCase());
    conditions.push(inArray(sql`lower(${signals.targetEntityName})`, names));
  }
  return db
    .select({
      id: signals.id,
      publishDate: signals.publishDate,
      companyName: signals.companyName,
      eventType: signals.eventType,
      reliability: signals.reliability,
      sentence: signals.sentence,
    })
    .from(signals)
    .where(and(...conditions))
    .orderBy(desc(signals.publishDate), desc(signals.id))
    .limit(limit);
}

/** Every enabled schedule, for the scheduler's tick. */
export function listEnabledScheduleRows(db: Database) {
  return db
    .select(scheduleColumns)
    .from(emailSchedules)
    .innerJoin(users, eq(users.id, emailSchedules.userId))
    .where(eq(emailSchedules.enabled, true));
}

/**
 * Marks a schedule sent at `sentAt` only if its last send is still the one the caller read: of two instances that
 * read the same due schedule, exactly one wins the claim, so no digest goes out twice.
 */
export async function claimScheduleRun(db: Database, id: string, previous: Date | null, sentAt: Date) {
  const unchanged = previous === null ? isNull(emailSchedules.lastSentAt) : eq(emailSchedules.lastSentAt, previous);
  const claimed = await db
    .update(emailSchedules)
    .set({ lastSentAt: sentAt })
    .where(and(eq(emailSchedules.id, id), eq(emailSchedules.enabled, true), unchanged))
    .returning({ id: emailSchedules.id });
  return claimed.length === 1;
}

/**
 * A transaction-scoped advisory lock: true for the one session that gets it; released at commit or rollback, so a
 * crashed leader never holds it.
 */
export async function tryTransactionLock(db: Database, key: number) {
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
  const { rows } = (await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return rows[0]?.locked === true;
}
