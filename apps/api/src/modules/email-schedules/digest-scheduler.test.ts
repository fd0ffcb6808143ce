import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailMessages, emailSchedules } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { sendDueDigests } from './digest-scheduler';
import { createEventType, createSchedule, createSignal } from './email-schedules.factories';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('the digest scheduler on %s', (kind) => {
  let testApp: TestApp;
  let customerName: string;
  let eventType: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    customerName = (await createCustomer(testApp.db)).name;
    eventType = await createEventType(testApp.db);
  });
  afterAll(() => testApp.close());

  const tick = (now: Date) => sendDueDigests(testApp.db, testApp.app.mailer, testApp.app.log, now);
  const messagesOf = (scheduleId: string) =>
    testApp.db.select().from(emailMessages).where(eq(emailMessages.scheduleId, scheduleId));
  const scheduleRow = async (id: string) =>
    (await testApp.db.select().from(emailSchedules).where(eq(emailSchedules.id, id)))[0]!;
  const ownedSchedule = async (values: Partial<typeof emailSchedules.$inferInsert> = {}) => {
    const owner = await createUser(testApp.db, { customers: [customerName], email: 'owner@test.example' });
    return createSchedule(testApp.db, { userId: owner.id, customerName, cron: '0 6 * * *', ...values });
  };

  it('sends a digest whose firing has passed, once, with the signals since, and audits it as the scheduler', async () => {
    const now = new Date();
    const schedule = await ownedSchedule({ createdAt: new Date(now.getTime() - 2 * DAY) });
    const signal = await createSignal(testApp.db, { customerName, eventType, title: 'Scheduled digest signal' });

    expect(await tick(now)).toBeGreaterThanOrEqual(1);
    const messages = await messagesOf(schedule.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.recipients).toEqual(['digest@test.example']);
    expect(messages[0]!.text).toContain(signal.title);
    expect((await scheduleRow(schedule.id)).lastSentAt?.getTime()).toBe(now.getTime());
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, schedule.id), eq(auditLog.action, 'email-schedule.send')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUsername).toBe('scheduler');

    // The same minute again, and an hour later: the next firing (06:00 tomorrow at the earliest) has not come.
    await tick(now);
    await tick(new Date(now.getTime() + HOUR));
    expect(await messagesOf(schedule.id)).toHaveLength(1);
    // A day later it has.
    await tick(new Date(now.getTime() + DAY + HOUR));
    expect(await messagesOf(schedule.id)).toHaveLength(2);
  });

  it('sends one digest, not one per firing, after the server was down over several', async () => {
    const now = new Date();
    const schedule = await ownedSchedule({ cron: '0 * * * *', lastSentAt: new Date(now.getTime() - 5 * HOUR) });
    await tick(now);
    expect(await messagesOf(schedule.id)).toHaveLength(1);
  });

  it('leaves alone a schedule not yet due and a disabled one', async () => {
    const now = new Date();
    const fresh = await ownedSchedule({ cron: '0 0 1 1 *', createdAt: now });
    const disabled = await ownedSchedule({ enabled: false, createdAt: new Date(now.getTime() - 2 * DAY) });
    await tick(now);
    expect(await messagesOf(fresh.id)).toHaveLength(0);
    expect(await messagesOf(disabled.id)).toHaveLength(0);
    expect((await scheduleRow(disabled.id)).lastSentAt).toBeNull();
  });

  it('sends nothing to an owner who lost the customer, and says so in the audit log', async () => {
    const now = new Date();
    const owner = await createUser(testApp.db, { email: 'former@test.example' });
    const schedule = await createSchedule(testApp.db, {
      userId: owner.id,
      customerName,
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
    await tick(now);
    expect(await messagesOf(schedule.id)).toHaveLength(0);
    const skipped = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, schedule.id), eq(auditLog.action, 'email-schedule.skip')));
    expect(skipped).toHaveLength(1);
  });

  it('sends a due digest once when two instances tick at the same moment', async () => {
    const now = new Date();
    const schedule = await ownedSchedule({ createdAt: new Date(now.getTime() - 2 * DAY) });
    await Promise.all([tick(now), tick(now), tick(now)]);
    expect(await messagesOf(schedule.id)).toHaveLength(1);
  });
});
