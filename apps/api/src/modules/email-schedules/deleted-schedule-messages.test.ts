import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedScheduleMessageListSchema, emailMessageListSchema } from '@argus/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { insertEmailMessage } from './email-messages.repository';
import { createSchedule } from './email-schedules.factories';

/** A deleted schedule's mails keep its folder and owner, and staff still read them. */
describe.each(testDatabaseKinds())('mails of deleted e-mail schedules on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const as = (role: 'analyst' | 'moderator' | 'admin', options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor(role) });
  const listDeleted = async () => {
    const response = await as('moderator', { method: 'GET', url: '/email-schedules/deleted-messages' });
    expect(response.statusCode).toBe(200);
    return deletedScheduleMessageListSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('keeps a deleted schedule’s mails, under its folder and owner, and leaves mails of no schedule out', async () => {
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.analyst.id,
      customerName: world.ownCustomer.name,
    });
    const sent = await as('moderator', { method: 'POST', url: `/email-schedules/${schedule.id}/send-now` });
    expect(sent.statusCode).toBe(200);
    const messageId: string = sent.json().message.id;
    // A mail no schedule sent (a password reset) has no folder: it is no deleted schedule's mail.
    await insertEmailMessage(testApp.db, {
      scheduleId: null,
      scheduleCustomerName: null,
      scheduleUsername: null,
      recipients: ['someone@test.example'],
      subject: 'Reset your Argus password',
      text: 'secret link',
      html: null,
      status: 'outbox',
      error: null,
    });
    expect((await listDeleted()).map((message) => message.id)).not.toContain(messageId);

    const deleted = await as('moderator', { method: 'DELETE', url: `/email-schedules/${schedule.id}` });
    expect(deleted.statusCode).toBe(200);
    const history = await as('moderator', { method: 'GET', url: `/email-schedules/${schedule.id}/messages` });
    expect(history.statusCode).toBe(404);

    const messages = await listDeleted();
    const kept = messages.find((message) => message.id === messageId);
    expect(kept).toMatchObject({
      customerName: world.ownCustomer.name,
      username: world.users.analyst.username,
      recipients: ['digest@test.example'],
      status: 'outbox',
    });
    expect(kept?.text.length).toBeGreaterThan(0);
    expect(kept?.html).toContain('<');
    expect(messages.some((message) => message.subject === 'Reset your Argus password')).toBe(false);
  });

  it('lists the mails of live schedules in their own history only', async () => {
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.analyst.id,
      customerName: world.ownCustomer.name,
    });
    const sent = await as('analyst', { method: 'POST', url: `/email-schedules/${schedule.id}/send-now` });
    const messageId: string = sent.json().message.id;
    const history = await as('analyst', { method: 'GET', url: `/email-schedules/${schedule.id}/messages` });
    expect(emailMessageListSchema.parse(history.json()).map((message) => message.id)).toEqual([messageId]);
    expect((await listDeleted()).map((message) => message.id)).not.toContain(messageId);
  });

  it('lets only staff read them', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /email-schedules/deleted-messages',
        request: () => ({ method: 'GET', url: '/email-schedules/deleted-messages' }),
      },
    ]);
  });
});
