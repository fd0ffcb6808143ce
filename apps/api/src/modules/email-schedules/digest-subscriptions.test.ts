import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIGEST_CRON,
  digestSubscriptionsSchema,
  emailScheduleListSchema,
  errorResponseSchema,
  updateDigestSubscriptionsRequestSchema,
  emailSchedulesEndpoints,
} from '@argus/contract';
import { auditLog, emailSchedules, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createSchedule } from './email-schedules.factories';

const URL = '/email-schedules/subscriptions';

describe.each(testDatabaseKinds())('digest subscriptions on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const get = (role: Role) => testApp.app.inject({ method: 'GET', url: URL, headers: world.headersFor(role) });
  const put = (role: Role, body: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...world.headersFor(role), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const frequencyOf = (answer: unknown, customerName: string) =>
    digestSubscriptionsSchema.parse(answer).subscriptions.find((entry) => entry.customerName === customerName)
      ?.frequency;
  const schedulesOf = (userId: string) =>
    testApp.db.select().from(emailSchedules).where(eq(emailSchedules.userId, userId)).orderBy(emailSchedules.createdAt);

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    for (const user of Object.values(world.users)) {
      await testApp.db
        .update(users)
        .set({ email: `${user.username}@test.example` })
        .where(eq(users.id, user.id));
    }
  });
  afterAll(() => testApp.close());

  it('turns a folder daily, weekly and off through one schedule of the user, audited, listed in E-Mail Schedules', async () => {
    const analyst = world.users.analyst;
    const customerName = world.ownCustomer.name;
    const before = digestSubscriptionsSchema.parse((await get('analyst')).json());
    expect(before).toEqual({
      email: `${analyst.username}@test.example`,
      subscriptions: [
        { customerName, customerLabel: customerName.charAt(0).toUpperCase() + customerName.slice(1), frequency: 'off' },
      ],
    });

    const daily = await put('analyst', { subscriptions: [{ customerName, frequency: 'daily' }] });
    expect(daily.statusCode).toBe(200);
    expect(frequencyOf(daily.json(), customerName)).toBe('daily');
    const [created] = await schedulesOf(analyst.id);
    expect(created).toMatchObject({
      customerName,
      cron: DIGEST_CRON.daily,
      recipients: [`${analyst.username}@test.example`],
      enabled: true,
    });
    const listed = emailScheduleListSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: '/email-schedules', headers: world.headersFor('analyst') })
      ).json(),
    );
    expect(listed).toMatchObject([{ id: created!.id, cron: DIGEST_CRON.daily, enabled: true }]);
    expect(listed[0]!.nextRunAt).toMatch(/T06:00:00\.000Z$/);

    const weekly = await put('analyst', { subscriptions: [{ customerName, frequency: 'weekly' }] });
    expect(frequencyOf(weekly.json(), customerName)).toBe('weekly');
    expect((await schedulesOf(analyst.id)).map((row) => [row.id, row.cron])).toEqual([
      [created!.id, DIGEST_CRON.weekly],
    ]);

    // The same frequency again changes nothing (and writes no audit entry).
    await put('analyst', { subscriptions: [{ customerName, frequency: 'weekly' }] });
    const off = await put('analyst', { subscriptions: [{ customerName, frequency: 'off' }] });
    expect(frequencyOf(off.json(), customerName)).toBe('off');
    expect(await schedulesOf(analyst.id)).toEqual([]);

    const actions = await testApp.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, created!.id))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      'email-schedule.create',
      'email-schedule.update',
      'email-schedule.delete',
    ]);
  });

  it('reads another time or several schedules as custom, and a preset keeps the oldest with its filters', async () => {
    const user = await createUser(testApp.db, {
      privilege: 1,
      customers: [world.ownCustomer.name],
      email: 'custom@test.example',
    });
    const token = (
      await testApp.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password: user.password },
      })
    ).json().access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const customerName = world.ownCustomer.name;
    const oldest = await createSchedule(testApp.db, {
      userId: user.id,
      customerName,
      cron: '30 17 * * 5',
      filters: { minReliability: 4 },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const read = async () =>
      frequencyOf((await testApp.app.inject({ method: 'GET', url: URL, headers })).json(), customerName);
    expect(await read()).toBe('custom');
    const second = await createSchedule(testApp.db, { userId: user.id, customerName, cron: DIGEST_CRON.daily });
    expect(await read()).toBe('custom');
    // A disabled schedule sends nothing: it does not count.
    await testApp.db.update(emailSchedules).set({ enabled: false }).where(eq(emailSchedules.id, second.id));
    expect(await read()).toBe('custom');
    await testApp.db.update(emailSchedules).set({ enabled: true }).where(eq(emailSchedules.id, second.id));

    const response = await testApp.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: JSON.stringify({ subscriptions: [{ customerName, frequency: 'daily' }] }),
    });
    expect(frequencyOf(response.json(), customerName)).toBe('daily');
    expect(await schedulesOf(user.id)).toMatchObject([
      { id: oldest.id, cron: DIGEST_CRON.daily, filters: { minReliability: 4 }, recipients: ['digest@test.example'] },
    ]);
  });

  it('lists every monitoring folder the user may open, and staff every monitoring customer', async () => {
    const discoveryOnly = await createCustomer(testApp.db, { monitoring: false, discovery: true });
    const staffList = digestSubscriptionsSchema.parse((await get('moderator')).json()).subscriptions;
    const names = staffList.map((entry) => entry.customerName);
    expect(names).toEqual(expect.arrayContaining([world.ownCustomer.name, world.otherCustomer.name]));
    expect(names).not.toContain(discoveryOnly.name);
    const refused = await put('moderator', {
      subscriptions: [{ customerName: discoveryOnly.name, frequency: 'daily' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).field).toBe('subscriptions.0.customerName');
  });

  it('sets all folders or none: a folder the user may not open refuses the whole request', async () => {
    const before = await schedulesOf(world.users.analyst.id);
    const response = await put('analyst', {
      subscriptions: [
        { customerName: world.ownCustomer.name, frequency: 'daily' },
        { customerName: world.otherCustomer.name, frequency: 'daily' },
      ],
    });
    expect(response.statusCode).toBe(403);
    expect(await schedulesOf(world.users.analyst.id)).toEqual(before);
  });

  it('refuses a digest to an account without an e-mail address, naming the field', async () => {
    const user = await createUser(testApp.db, { privilege: 1, customers: [world.ownCustomer.name] });
    const token = (
      await testApp.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password: user.password },
      })
    ).json().access_token;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: URL,
      headers: { authorization: `Bearer ${token}` },
      payload: { subscriptions: [{ customerName: world.ownCustomer.name, frequency: 'weekly' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json())).toMatchObject({
      field: 'subscriptions',
      message: 'subscriptions: your account has no e-mail address to send digests to.',
    });
    expect(await schedulesOf(user.id)).toEqual([]);
  });

  it('enforces the role matrix: only ever the caller’s own schedules', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET own subscriptions',
        request: () => ({ method: 'GET', url: URL }),
        endpoint: emailSchedulesEndpoints.subscriptions,
      },
      {
        name: "PUT for the analyst's customer",
        request: () => ({
          method: 'PUT',
          url: URL,
          payload: { subscriptions: [{ customerName: world.ownCustomer.name, frequency: 'off' }] },
        }),
        endpoint: emailSchedulesEndpoints.updateSubscriptions,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'PUT for an unknown customer',
        request: () => ({
          method: 'PUT',
          url: URL,
          payload: { subscriptions: [{ customerName: 'no_such_customer', frequency: 'off' }] },
        }),
        endpoint: emailSchedulesEndpoints.updateSubscriptions,
        service: { analyst: 403, otherAnalyst: 403, moderator: 400, admin: 400 },
      },
    ]);
    // Staff changing their own digest never touch the analyst's schedule of the same customer.
    await put('analyst', { subscriptions: [{ customerName: world.ownCustomer.name, frequency: 'daily' }] });
    await put('admin', { subscriptions: [{ customerName: world.ownCustomer.name, frequency: 'off' }] });
    expect(await schedulesOf(world.users.analyst.id)).toMatchObject([{ cron: DIGEST_CRON.daily }]);
  });

  it('a malformed body is a 400 naming a field and changes no schedule', async () => {
    const ids = Object.values(world.users).map((user) => user.id);
    const fingerprint = async () =>
      JSON.stringify(
        await testApp.db
          .select()
          .from(emailSchedules)
          .where(inArray(emailSchedules.userId, ids))
          .orderBy(emailSchedules.id),
      );
    const before = await fingerprint();
    const entry = { customerName: world.ownCustomer.name, frequency: 'weekly' };
    const bodies = fc
      .oneof(
        fc
          .tuple(fc.constantFrom('customerName', 'frequency', 'extra'), fc.anything())
          .map(([field, value]) => ({ subscriptions: [{ ...entry, [field]: value }] })),
        fc
          .constantFrom('custom', 'hourly', '', 'Daily')
          .map((frequency) => ({ subscriptions: [{ ...entry, frequency }] })),
        fc.constant({ subscriptions: [entry, entry] }),
        fc.anything().map((subscriptions) => ({ subscriptions })),
        fc.anything(),
      )
      .map((body) => {
        const text = JSON.stringify(body);
        return text === undefined ? undefined : (JSON.parse(text) as unknown);
      })
      .filter((body) => body !== undefined && !updateDigestSubscriptionsRequestSchema.safeParse(body).success);
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await put('analyst', body);
        expect(response.statusCode).toBe(400);
        const answer = errorResponseSchema.parse(response.json());
        if (!/"(__proto__|constructor)"/.test(JSON.stringify(body))) expect(answer.field).toBeTruthy();
      }),
      { numRuns: 80 },
    );
    expect(await fingerprint()).toBe(before);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, world.users.analyst.id), eq(auditLog.action, 'email-schedule.create')));
    expect(audit).toBeDefined();
  });
});
