import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { auditLog, emailMessages, emailSchedules } from '../../db/schema';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { sendDueDigests, startDigestScheduler } from './digest-scheduler';
import { createEventType, createSchedule, createSignal } from './email-schedules.factories';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Daily: a schedule made two days ago has fired since, whatever the day. The factory's weekday default had not on a
// Sunday morning (made Friday 08:33, next firing Monday 08:00), and CI failed on 2026-11-29.
const DAILY = '0 6 * * *';

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

  const post = () => ({ mailer: testApp.app.mailer, publicUrl: 'https://argus.test' });
  const tick = (now: Date) => sendDueDigests(testApp.db, post(), testApp.app.log, now);
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
    // Daily, two hours before this hour (UTC): fired since the schedule was made, next at least 22 hours away, whatever
    // the time of day the suite runs (a fixed 06:00 came due within the hour when the suite ran between 05:00 and 06:00).
    const cron = `0 ${(now.getUTCHours() + 22) % 24} * * *`;
    const schedule = await ownedSchedule({ cron, createdAt: new Date(now.getTime() - 2 * DAY) });
    const signal = await createSignal(testApp.db, { customerName, eventType, sentence: 'Scheduled digest signal' });

    expect(await tick(now)).toBeGreaterThanOrEqual(1);
    const messages = await messagesOf(schedule.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.recipients).toEqual(['digest@test.example']);
    expect(messages[0]!.text).toContain(signal.sentence);
    expect(messages[0]!.html).toContain(signal.sentence);
    expect((await scheduleRow(schedule.id)).lastSentAt?.getTime()).toBe(now.getTime());
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, schedule.id), eq(auditLog.action, 'email-schedule.send')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUsername).toBe('scheduler');

    // The same minute again, and an hour later: the next firing (tomorrow, 22 hours away at the least) has not come.
    await tick(now);
    await tick(new Date(now.getTime() + HOUR));
    expect(await messagesOf(schedule.id)).toHaveLength(1);
    // A day later it has, with what was published since.
    await createSignal(testApp.db, { customerName, eventType, publishDate: new Date(now.getTime() + 2 * HOUR) });
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
      cron: DAILY,
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

  it('sends nothing for a period without new signals, unless the schedule asks for empty digests', async () => {
    const now = new Date();
    const quietCustomer = (await createCustomer(testApp.db)).name;
    const owner = await createUser(testApp.db, { customers: [quietCustomer], email: 'quiet@test.example' });
    const createdAt = new Date(now.getTime() - 2 * DAY);
    const silent = await createSchedule(testApp.db, {
      userId: owner.id,
      customerName: quietCustomer,
      cron: DAILY,
      createdAt,
    });
    const told = await createSchedule(testApp.db, {
      userId: owner.id,
      customerName: quietCustomer,
      cron: DAILY,
      createdAt,
      sendWhenEmpty: true,
    });
    await tick(now);

    expect(await messagesOf(silent.id)).toHaveLength(0);
    // The period is over all the same: the next digest starts from here.
    expect((await scheduleRow(silent.id)).lastSentAt?.getTime()).toBe(now.getTime());
    const [skip] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, silent.id), eq(auditLog.action, 'email-schedule.skip')));
    expect(skip?.details).toEqual({ reason: 'no new signals' });
    const [empty] = await messagesOf(told.id);
    expect(empty?.subject).toBe(`Argus digest for ${quietCustomer}: no new signals`);
  });
});

// Both database kinds at once: the test waits on real one-second ticks for most of its time.
describe('scheduled digests over SMTP', () => {
  it.concurrent.each(testDatabaseKinds())(
    'on %s, delivers a digest due in the next minute exactly once, and none again after a restart in its period',
    async (kind) => {
      const smtp = await startSmtpSink();
      const database = await openTestDatabase(kind);
      // The mail settings as the server reads them from its environment.
      const { mail } = readConfig({
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://argus.test/',
        JWT_SECRET: TEST_JWT_SECRET,
      });
      // One server: the app and its scheduler, ticking every second on a clock the test sets.
      let clock = new Date();
      const startServer = async () => {
        const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, mail });
        let ticks = 0;
        const scheduler = startDigestScheduler(
          database.db,
          { mailer: app.mailer, publicUrl: mail.publicUrl },
          app.log,
          {
            tickPattern: '* * * * * *',
            clock: () => clock,
            onTick: () => (ticks += 1),
          },
        );
        const ticked = (count: number) =>
          vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(count), { timeout: 30_000, interval: 100 });
        const stop = async () => {
          await scheduler.stop();
          await app.close();
        };
        return { ticked, stop };
      };

      try {
        const customerName = (await createCustomer(database.db, { label: 'Digest Folder Ltd' })).name;
        const owner = await createUser(database.db, { customers: [customerName], email: 'owner@test.example' });
        const eventType = await createEventType(database.db);
        const first = await createSignal(database.db, { customerName, eventType, sentence: 'First of the period' });
        const second = await createSignal(database.db, { customerName, eventType, sentence: 'Second of the period' });
        await createSignal(database.db, { customerName, eventType, reliability: 1, sentence: 'Below the minimum' });
        const now = new Date();
        const firing = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000);
        const schedule = await createSchedule(database.db, {
          userId: owner.id,
          customerName,
          cron: `${firing.getUTCMinutes()} ${firing.getUTCHours()} * * *`,
          recipients: ['analyst@test.example'],
          filters: { minReliability: 3 },
          createdAt: now,
        });

        clock = new Date(firing.getTime() - 5_000);
        let server = await startServer();
        await server.ticked(2);
        expect(smtp.received).toHaveLength(0);

        clock = new Date(firing.getTime() + 1_000);
        await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 30_000, interval: 100 });
        const [delivered] = smtp.received;
        expect(delivered!.to).toEqual(['analyst@test.example']);
        // The folder as people know it; its customer name only in the links.
        expect(delivered!.data).toContain('Subject: Argus digest for Digest Folder Ltd: 2 new signals');
        expect(delivered!.data).toMatch(/Content-Type: multipart\/alternative/);
        expect(delivered!.data).toMatch(/Content-Type: text\/html/);
        const body = decodeQuotedPrintable(delivered!.data);
        expect(body).toContain('First of the period');
        expect(body).toContain('Second of the period');
        expect(body).not.toContain('Below the minimum');
        for (const signal of [first, second]) {
          expect(body).toContain(`https://argus.test/corporate-intelligence/signal-stream?folder=${customerName}`);
          expect(body).toContain(`signal=${signal.id}`);
        }

        // A restart within the same period: a new server over the same database sends nothing more.
        await server.stop();
        clock = new Date(firing.getTime() + 30_000);
        server = await startServer();
        await server.ticked(3);
        await server.stop();
        expect(smtp.received).toHaveLength(1);
        const messages = await database.db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.scheduleId, schedule.id));
        expect(messages.map((message) => message.status)).toEqual(['sent']);
      } finally {
        await database.close();
        await smtp.close();
      }
    },
  );
});
