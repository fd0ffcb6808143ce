import { solvedBotCheck } from '../../../test/bot-check';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailMessageListSchema,
  emailScheduleListSchema,
  digestPreviewSchema,
  emailScheduleRecordSchema,
  sendNowResponseSchema,
} from '@argus/contract';
import { auditLog, emailSchedules, userCustomers, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType, createSchedule, createSignal } from './email-schedules.factories';

async function giveEmails(testApp: TestApp, world: RoleWorld) {
  for (const user of Object.values(world.users)) {
    await testApp.db
      .update(users)
      .set({ email: `${user.username}@test.example` })
      .where(eq(users.id, user.id));
  }
}

describe.each(testDatabaseKinds())('e-mail schedules on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const as = (role: 'analyst' | 'moderator' | 'admin', options: InjectOptions) =>
    inject({ ...options, headers: world.headersFor(role) });
  const countSchedules = async () => (await testApp.db.select({ total: count() }).from(emailSchedules))[0]!.total;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    await giveEmails(testApp, world);
  });
  afterAll(() => testApp.close());

  it('lets an analyst create, list, change and delete their own schedule, to their own address by default', async () => {
    const created = await as('analyst', {
      method: 'POST',
      url: '/email-schedules',
      payload: { customerName: world.ownCustomer.name, cron: '0 7 * * 1-5', filters: { minReliability: 3 } },
    });
    expect(created.statusCode).toBe(201);
    const schedule = emailScheduleRecordSchema.parse(created.json());
    expect(schedule).toMatchObject({
      username: world.users.analyst.username,
      customerName: world.ownCustomer.name,
      recipients: [`${world.users.analyst.username}@test.example`],
      filters: { minReliability: 3 },
      enabled: true,
      lastSentAt: null,
    });
    expect(new Date(schedule.nextRunAt!).getUTCHours()).toBe(7);

    const own = emailScheduleListSchema.parse((await as('analyst', { method: 'GET', url: '/email-schedules' })).json());
    expect(own.map((row) => row.id)).toEqual([schedule.id]);
    const all = emailScheduleListSchema.parse(
      (await as('moderator', { method: 'GET', url: '/email-schedules' })).json(),
    );
    expect(all.map((row) => row.id)).toContain(schedule.id);

    const patched = await as('analyst', {
      method: 'PATCH',
      url: `/email-schedules/${schedule.id}`,
      payload: { cron: '@weekly', enabled: false },
    });
    expect(emailScheduleRecordSchema.parse(patched.json())).toMatchObject({ cron: '@weekly', nextRunAt: null });
    const elsewhere = await as('analyst', {
      method: 'PATCH',
      url: `/email-schedules/${schedule.id}`,
      payload: { recipients: ['someone@else.example'] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().field).toBe('recipients');

    expect((await as('analyst', { method: 'DELETE', url: `/email-schedules/${schedule.id}` })).json()).toEqual({
      id: schedule.id,
      deleted: true,
    });
    const actions = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, schedule.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      'email-schedule.create',
      'email-schedule.update',
      'email-schedule.delete',
    ]);
  });

  it('lets staff schedule a digest for another user only on a customer that user can read', async () => {
    const reader = await createUser(testApp.db, { customers: [world.ownCustomer.name], email: 'r@test.example' });
    const ok = await as('moderator', {
      method: 'POST',
      url: '/email-schedules',
      payload: {
        customerName: world.ownCustomer.name,
        cron: '30 6 * * *',
        username: reader.username,
        recipients: ['r@test.example', 'team@test.example'],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().username).toBe(reader.username);
    const noAccess = await as('moderator', {
      method: 'POST',
      url: '/email-schedules',
      payload: { customerName: world.otherCustomer.name, cron: '30 6 * * *', username: reader.username },
    });
    expect(noAccess.statusCode).toBe(400);
    expect(noAccess.json().field).toBe('username');
  });

  it('stops showing and sending a schedule once its owner loses the customer', async () => {
    const customer = await createCustomer(testApp.db);
    const owner = await createUser(testApp.db, { customers: [customer.name], email: 'owner@test.example' });
    const schedule = await createSchedule(testApp.db, { userId: owner.id, customerName: customer.name });
    const ownerToken = (
      await inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: owner.username, password: owner.password },
      })
    ).json().access_token;
    const asOwner = (options: InjectOptions) =>
      inject({ ...options, headers: { authorization: `Bearer ${ownerToken}` } });
    expect((await asOwner({ method: 'GET', url: '/email-schedules' })).json()).toHaveLength(1);

    await testApp.db.delete(userCustomers).where(eq(userCustomers.userId, owner.id));
    expect((await asOwner({ method: 'GET', url: '/email-schedules' })).json()).toEqual([]);
    expect((await asOwner({ method: 'GET', url: `/email-schedules/${schedule.id}/messages` })).statusCode).toBe(404);
    const sent = await as('moderator', { method: 'POST', url: `/email-schedules/${schedule.id}/send-now` });
    expect(sent.statusCode).toBe(409);
  });

  it('answers an unknown user or folder and too many recipients with a 400 naming the field', async () => {
    const create = (payload: object) =>
      as('moderator', {
        method: 'POST',
        url: '/email-schedules',
        payload: { customerName: world.ownCustomer.name, cron: '0 6 * * *', ...payload },
      });
    const cases: [object, string][] = [
      [{ username: 'nobody-of-that-name' }, 'username'],
      [{ customerName: 'no-such-folder' }, 'customerName'],
      [{ recipients: Array.from({ length: 10_000 }, (_, index) => `r${index}@test.example`) }, 'recipients'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, field).toBe(field);
    }
  });

  it('rejects a malformed or too frequent cron, naming the field', async () => {
    for (const cron of ['every day', '61 * * * *', '* * * * * *', '0 0 31 2 *']) {
      const response = await as('moderator', {
        method: 'POST',
        url: '/email-schedules',
        payload: { customerName: world.ownCustomer.name, cron, recipients: ['a@test.example'] },
      });
      expect(response.statusCode, cron).toBe(400);
      expect(response.json().field, cron).toBe('cron');
    }
  });

  it('picks signals by when they arrived: one that arrives late with an old publish date is news', async () => {
    const eventType = await createEventType(testApp.db);
    const customerName = world.ownCustomer.name;
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const late = await createSignal(testApp.db, { customerName, eventType, sentence: 'Late', publishDate: monthAgo });
    await createSignal(testApp.db, {
      customerName,
      eventType,
      sentence: 'Seen long ago',
      publishDate: new Date(),
      createdAt: monthAgo,
    });
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.analyst.id,
      customerName,
      filters: { eventTypes: [eventType] },
    });
    const preview = digestPreviewSchema.parse(
      (await as('analyst', { method: 'GET', url: `/email-schedules/${schedule.id}/preview` })).json(),
    );
    expect(preview.items.map((item) => item.id)).toEqual([late.id]);
  });

  it('sends a digest of the matching latest signals now, as text and HTML, and keeps it in the history', async () => {
    const eventType = await createEventType(testApp.db);
    const otherType = await createEventType(testApp.db);
    const customerName = world.ownCustomer.name;
    const owner = world.users.analyst.id;
    const matching = await createSignal(testApp.db, {
      customerName,
      eventType,
      reliability: 5,
      sentence: 'Big <merger> agreed',
    });
    await createSignal(testApp.db, { customerName, eventType, reliability: 1, sentence: 'Too unreliable' });
    await createSignal(testApp.db, { customerName, eventType: otherType, reliability: 5, sentence: 'Other type' });
    await createSignal(testApp.db, { customerName, eventType, reliability: 5, sentence: 'Hidden', hidden: true });
    await createSignal(testApp.db, {
      customerName,
      eventType,
      reliability: 5,
      sentence: 'Too old',
      publishDate: new Date(Date.now() - 30 * 24 * 3600 * 1000),
      createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000),
    });
    // The owner's own work is no news to them: what they created, and what they edited last.
    await createSignal(testApp.db, { customerName, eventType, reliability: 5, sentence: 'Own', createdBy: owner });
    await createSignal(testApp.db, { customerName, eventType, reliability: 5, sentence: 'Edited', updatedBy: owner });
    const schedule = await createSchedule(testApp.db, {
      userId: owner,
      customerName,
      filters: { minReliability: 4, eventTypes: [eventType] },
    });

    const preview = digestPreviewSchema.parse(
      (await as('analyst', { method: 'GET', url: `/email-schedules/${schedule.id}/preview` })).json(),
    );
    expect(preview.items.map((item) => item.id)).toEqual([matching.id]);
    expect(preview.items[0]).toMatchObject({ company: matching.companyName, reliability: 5 });
    expect(preview.wouldSend).toBe(true);

    const response = await as('analyst', { method: 'POST', url: `/email-schedules/${schedule.id}/send-now` });
    expect(response.statusCode).toBe(200);
    const sent = sendNowResponseSchema.parse(response.json());
    expect(sent.signalCount).toBe(1);
    expect(sent.message).toMatchObject({ status: 'outbox', recipients: ['digest@test.example'], error: null });
    expect(sent.message.subject).toContain('1 new signal');
    expect(sent.message.text).toContain(`${matching.companyName}: ${eventType} (Very High)`);
    expect(sent.message.text).toContain('"Big <merger> agreed"');
    const link = `http://localhost:8080/corporate-intelligence/signal-stream?folder=${encodeURIComponent(customerName)}&signal=${matching.id}`;
    expect(sent.message.text).toContain(link);
    for (const left of ['Too unreliable', 'Other type', 'Hidden', 'Too old', 'Own', 'Edited']) {
      expect(sent.message.text).not.toContain(left);
    }
    // The sentence is text in the HTML part, never markup.
    expect(sent.message.html).toContain('Big &lt;merger&gt; agreed');
    expect(sent.message.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const history = emailMessageListSchema.parse(
      (await as('analyst', { method: 'GET', url: `/email-schedules/${schedule.id}/messages` })).json(),
    );
    expect(history.map((message) => message.id)).toEqual([sent.message.id]);
    const [audit] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'email-schedule.send'));
    expect(audit).toMatchObject({ targetId: schedule.id, customerName });
    const [stored] = await testApp.db.select().from(emailSchedules).where(eq(emailSchedules.id, schedule.id));
    expect(stored?.lastSentAt).toBeInstanceOf(Date);
  });

  it('answers every endpoint by role; another user’s schedule is not found', async () => {
    const ownSchedule = () =>
      createSchedule(testApp.db, { userId: world.users.analyst.id, customerName: world.ownCustomer.name });
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /email-schedules',
        request: () => ({ method: 'GET', url: '/email-schedules' }),
      },
      {
        name: 'POST /email-schedules',
        request: (w) => ({
          method: 'POST',
          url: '/email-schedules',
          payload: { customerName: w.ownCustomer.name, cron: '@daily' },
        }),
        service: { otherAnalyst: 403 },
      },
      {
        name: 'PATCH /email-schedules/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/email-schedules/${(await ownSchedule()).id}`,
          payload: { enabled: false },
        }),
        service: { otherAnalyst: 404 },
      },
      {
        name: 'DELETE /email-schedules/{id}',
        request: async () => ({ method: 'DELETE', url: `/email-schedules/${(await ownSchedule()).id}` }),
        service: { otherAnalyst: 404 },
      },
      {
        name: 'POST /email-schedules/{id}/send-now',
        request: async () => ({ method: 'POST', url: `/email-schedules/${(await ownSchedule()).id}/send-now` }),
        service: { otherAnalyst: 404 },
      },
      {
        name: 'GET /email-schedules/{id}/messages',
        request: async () => ({ method: 'GET', url: `/email-schedules/${(await ownSchedule()).id}/messages` }),
        service: { otherAnalyst: 404 },
      },
    ]);
  });

  it('never answers 500 nor changes a row for malformed bodies and ids', async () => {
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.moderator.id,
      customerName: world.ownCustomer.name,
    });
    const before = await countSchedules();
    const malformed = fc.oneof(
      fc.anything(),
      fc.record(
        {
          customerName: fc.oneof(fc.constant('bad name'), fc.integer()),
          cron: fc.oneof(
            fc.string().filter((text) => text.trim().split(/\s+/).length !== 5),
            fc.integer(),
          ),
          recipients: fc.oneof(
            fc.constant([]),
            fc.array(
              fc.string().filter((text) => !text.includes('@')),
              { minLength: 1 },
            ),
          ),
          filters: fc.oneof(fc.string(), fc.record({ minReliability: fc.integer({ min: 6 }) })),
          enabled: fc.string(),
        },
        { requiredKeys: ['cron'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom('POST', 'PATCH'), async (payload, method) => {
        const response = await as('moderator', {
          method,
          url: method === 'POST' ? '/email-schedules' : `/email-schedules/${schedule.id}`,
          payload: payload as object,
        });
        if (!(method === 'PATCH' && response.statusCode === 200)) expect([400, 415]).toContain(response.statusCode);
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (id) => {
        const response = await as('moderator', { method: 'DELETE', url: `/email-schedules/${encodeURIComponent(id)}` });
        expect([400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 50 },
    );
    expect(await countSchedules()).toBe(before);
    const [stored] = await testApp.db.select().from(emailSchedules).where(eq(emailSchedules.id, schedule.id));
    expect(stored?.cron).toBe('0 8 * * 1-5');
  });
});

describe('e-mail schedules over SMTP', () => {
  let testApp: TestApp;
  let world: RoleWorld;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await buildTestApp('pglite', {
      mail: { smtpUrl: smtp.url, from: 'Argus <argus@localhost>', publicUrl: 'http://localhost:8080' },
    });
    world = await createRoleWorld(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers send-now and password reset mails through the SMTP server, keeping no usable reset link', async () => {
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.moderator.id,
      customerName: world.ownCustomer.name,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/email-schedules/${schedule.id}/send-now`,
      headers: world.headersFor('moderator'),
    });
    expect(sendNowResponseSchema.parse(response.json()).message.status).toBe('sent');
    expect(smtp.received.at(-1)).toMatchObject({ to: ['digest@test.example'] });
    expect(smtp.received.at(-1)!.data).toContain('Argus digest for');

    const user = await createUser(testApp.db, { email: 'smtp-reset@test.example' });
    await testApp.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { username: user.username, botCheck: await solvedBotCheck(testApp.app) },
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['smtp-reset@test.example']);
    // The body is quoted-printable: join soft line breaks and decode =XX escapes.
    const body = decodeQuotedPrintable(mail.data);
    const token = /reset-password#token=([\w-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();
    const { emailMessages } = await import('../../db/schema');
    const [stored] = await testApp.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.recipients, ['smtp-reset@test.example']));
    expect(stored?.status).toBe('sent');
    expect(stored?.text).not.toContain(token);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'a-fresh-password' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
