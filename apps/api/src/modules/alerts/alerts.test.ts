import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_BURST_LIMIT, alertListSchema, savedViewSchema, type Signal } from '@argus/contract';
import { alerts, userCustomers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createSchedule } from '../email-schedules/email-schedules.factories';
import { planDigest } from '../email-schedules/email-schedules.service';
import { insertPlannedMentions } from '../mentions/mention-intake.service';
import { buildMention } from '../mentions/mentions.factories';
import { createEventType } from '../signals/signals.factories';
import { alertOnSignals } from './alert-matching.service';

// Saved views that alert (ADR 0136): checked at the write with the filter's meaning, once per item and view, never
// about the author's own change, a burst folded into a summary, in the digest under the view's name.

describe.each(testDatabaseKinds())('alerts of saved views on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let eventType: string;
  const as = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: world.headersFor(role) });
  let counter = 0;

  const saveView = async (role: Role, criteria: string, body: Record<string, unknown> = {}) => {
    counter += 1;
    const response = await as(role, {
      method: 'POST',
      url: '/api/saved-views',
      payload: {
        name: `Watch ${counter}`,
        kind: 'signals',
        customer: world.ownCustomer.name,
        criteria,
        alert: true,
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return savedViewSchema.parse(response.json());
  };
  const writeSignal = async (role: Role, company: string, extra: Record<string, unknown> = {}) => {
    const response = await as(role, {
      method: 'POST',
      url: '/events-management',
      payload: {
        customerName: world.ownCustomer.name,
        targetEntityName: company,
        eventType,
        publishDate: new Date().toISOString(),
        mediaSegment: 'news',
        reliability: 4,
        language: 'en',
        eventArguments: [],
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Signal;
  };
  const alertsOf = async (role: Role) => {
    const response = await as(role, { method: 'GET', url: '/api/alerts?limit=100' });
    expect(response.statusCode, response.body).toBe(200);
    return alertListSchema.parse(response.json());
  };
  const company = () => `Acme ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    eventType = (await createEventType(testApp.db)).name;
  });
  afterAll(() => testApp.close());

  it("tells a view's owner of a matching new signal, once, and nobody of one that does not match", async () => {
    const watched = company();
    const view = await saveView('analyst', `company=${encodeURIComponent(watched)}`);
    const before = (await alertsOf('analyst')).items.length;

    await writeSignal('moderator', company());
    expect((await alertsOf('analyst')).items).toHaveLength(before);

    const signal = await writeSignal('moderator', watched);
    const { items, unread } = await alertsOf('analyst');
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({
      type: 'match',
      view: { id: view.id, name: view.name },
      customer: world.ownCustomer.name,
      kind: 'signals',
      itemId: signal.id,
      title: `${eventType} — ${watched}`,
      count: 1,
      read: false,
    });
    expect(items[0]!.url).toContain(`signal=${signal.id}`);
    expect(unread).toBeGreaterThanOrEqual(1);

    // An edit that still matches does not alert again: one alert per item and view.
    const edited = await as('moderator', {
      method: 'PATCH',
      url: '/events-management',
      payload: {
        id: signal.id,
        customerName: world.ownCustomer.name,
        targetEntityName: watched,
        eventType,
        publishDate: signal.publishDate,
        mediaSegment: 'news',
        reliability: 5,
        language: 'en',
        eventArguments: [],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await alertsOf('analyst')).items).toHaveLength(before + 1);
  });

  it('alerts about an edit that makes a signal match, with the owner’s reviews: not one they disliked', async () => {
    const watched = company();
    await saveView('analyst', `company=${encodeURIComponent(watched)}&reliability=5`);
    const signal = await writeSignal('moderator', watched, { reliability: 3 });
    const before = (await alertsOf('analyst')).items.length;
    const edit = (reliability: number, id = signal.id) =>
      as('moderator', {
        method: 'PATCH',
        url: '/events-management',
        payload: {
          id,
          customerName: world.ownCustomer.name,
          targetEntityName: watched,
          eventType,
          publishDate: signal.publishDate,
          mediaSegment: 'news',
          reliability,
          language: 'en',
          eventArguments: [],
        },
      });
    expect((await edit(5)).statusCode).toBe(200);
    expect((await alertsOf('analyst')).items).toHaveLength(before + 1);

    // The owner disliked another one: the view hides disliked items, so its edit into the view says nothing.
    const disliked = await writeSignal('moderator', watched, { reliability: 3 });
    const review = await as('analyst', {
      method: 'POST',
      url: '/api/feedback/',
      payload: { eventId: disliked.id, itemKind: 'signal', feedback: -1 },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await edit(5, disliked.id)).statusCode).toBe(200);
    expect((await alertsOf('analyst')).items).toHaveLength(before + 1);
  });

  it('never tells the author of a change about it, and tells no owner who lost the folder', async () => {
    const watched = company();
    await saveView('moderator', `company=${encodeURIComponent(watched)}`);
    await saveView('analyst', `company=${encodeURIComponent(watched)}`);
    const moderatorBefore = (await alertsOf('moderator')).items.length;
    const signal = await writeSignal('moderator', watched);
    expect((await alertsOf('moderator')).items).toHaveLength(moderatorBefore);
    expect((await alertsOf('analyst')).items.map((alert) => alert.itemId)).toContain(signal.id);

    // Another analyst's view, then their folder is taken away: nothing reaches them.
    const otherWatched = company();
    await saveView('analyst', `company=${encodeURIComponent(otherWatched)}`);
    await testApp.db
      .delete(userCustomers)
      .where(
        and(eq(userCustomers.userId, world.users.analyst.id), eq(userCustomers.customerName, world.ownCustomer.name)),
      );
    try {
      const unseen = await writeSignal('admin', otherWatched);
      expect((await alertsOf('analyst')).items.map((alert) => alert.itemId)).not.toContain(unseen.id);
    } finally {
      await testApp.db
        .insert(userCustomers)
        .values({ userId: world.users.analyst.id, customerName: world.ownCustomer.name });
    }
  });

  it(`folds more than ${ALERT_BURST_LIMIT} matches of one view within a minute into one summary`, async () => {
    const watched = company();
    const view = await saveView('analyst', `company=${encodeURIComponent(watched)}`);
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const signalOf = (index: number): Signal =>
      ({
        id: randomUUID(),
        customerName: world.ownCustomer.name,
        targetEntityName: watched,
        eventType,
        publishDate: minute.toISOString(),
        mediaSegment: 'news',
        reliability: 'High',
        language: 'en',
        result: null,
        title: `Signal ${index}`,
      }) as unknown as Signal;
    const write = (signals: Signal[], at: Date) =>
      testApp.db.transaction((transaction) =>
        alertOnSignals(
          transaction,
          { customerName: world.ownCustomer.name, items: signals, authorUserId: null, edited: false },
          at,
        ),
      );
    // 45 one at a time, then 10 in one write within the same minute: 50 alerts, then a summary of the other 5.
    for (let index = 0; index < 45; index++) await write([signalOf(index)], minute);
    await write(
      Array.from({ length: 10 }, (_, index) => signalOf(100 + index)),
      new Date(minute.getTime() + 1_000),
    );
    const rows = await testApp.db.select().from(alerts).where(eq(alerts.viewId, view.id));
    const shown = rows.filter((row) => row.foldedInto === null);
    expect(shown.filter((row) => row.type === 'match')).toHaveLength(ALERT_BURST_LIMIT);
    const summaries = shown.filter((row) => row.type === 'summary');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.count).toBe(5);
    expect(rows.filter((row) => row.foldedInto === summaries[0]!.id)).toHaveLength(5);

    // A single write of more than the limit, the next minute: one summary, no alert of its own per item.
    const next = new Date(minute.getTime() + 60_000);
    const nextWindow = new Date(next.getTime() - 5_000);
    await write(
      Array.from({ length: ALERT_BURST_LIMIT + 10 }, (_, index) => signalOf(200 + index)),
      next,
    );
    const nextRows = await testApp.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.viewId, view.id), eq(alerts.windowStart, nextWindow), isNull(alerts.foldedInto)));
    expect(nextRows).toHaveLength(1);
    expect(nextRows[0]).toMatchObject({ type: 'summary', count: ALERT_BURST_LIMIT + 10 });
    const listed = (await alertsOf('analyst')).items.find((alert) => alert.id === nextRows[0]!.id);
    expect(listed).toMatchObject({ type: 'summary', count: ALERT_BURST_LIMIT + 10, view: { name: view.name } });
  });

  it('tells of a story of mentions once, whichever copies arrive and however many in one write', async () => {
    const word = `zyx${randomUUID().slice(0, 6)}`;
    const view = await saveView('analyst', `keyword=${word}`, { kind: 'mentions' });
    const text = {
      title: `Northwind ${word} breach confirmed by the company today`,
      sentence: `Northwind said the ${word} breach affected customer records across three of its European markets.`,
      translatedSentence: null,
      language: 'en' as const,
      publishDate: new Date(),
    };
    const copy = (source: string) => ({
      ...buildMention(world.ownCustomer.name, { ...text, source }),
      uuid: randomUUID(),
    });
    await testApp.db.transaction((transaction) => insertPlannedMentions(transaction, [copy('Wire A')]));
    await testApp.db.transaction((transaction) => insertPlannedMentions(transaction, [copy('Wire B'), copy('Wire C')]));
    const rows = await testApp.db.select().from(alerts).where(eq(alerts.viewId, view.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe(text.title);
  });

  it("lists each owner's own alerts only, marks them read, and carries them in the owner's digest", async () => {
    const watched = company();
    const view = await saveView('analyst', `company=${encodeURIComponent(watched)}`);
    await writeSignal('moderator', watched);
    const { items } = await alertsOf('analyst');
    const mine = items.filter((alert) => alert.view?.id === view.id);
    expect(mine).toHaveLength(1);
    expect((await alertsOf('otherAnalyst')).items.map((alert) => alert.id)).not.toContain(mine[0]!.id);

    // The other analyst cannot mark it read; its owner can.
    const foreign = await as('otherAnalyst', {
      method: 'POST',
      url: '/api/alerts/read',
      payload: { ids: [mine[0]!.id] },
    });
    expect(foreign.json()).toEqual({ read: 0 });
    const own = await as('analyst', { method: 'POST', url: '/api/alerts/read', payload: { ids: [mine[0]!.id] } });
    expect(own.json()).toEqual({ read: 1 });
    expect((await alertsOf('analyst')).items.find((alert) => alert.id === mine[0]!.id)?.read).toBe(true);
    const bad = await as('analyst', { method: 'POST', url: '/api/alerts/read', payload: {} });
    expect(bad.statusCode).toBe(400);
    const after = await as('analyst', { method: 'GET', url: '/api/alerts?after=yesterday' });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toContain('after');

    // The owner's digest of the folder names the view and the match.
    const schedule = await createSchedule(testApp.db, {
      userId: world.users.analyst.id,
      customerName: world.ownCustomer.name,
      lastSentAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const plan = await planDigest(
      { db: testApp.db, publicUrl: 'https://argus.test' },
      {
        row: { ...schedule, userPrivilege: 1, username: world.users.analyst.username, userEmail: null },
        now: new Date(),
      },
    );
    expect(plan.mail.text).toContain(`${view.name}:`);
    expect(plan.mail.text).toContain(`${eventType} — ${watched}`);
    expect(plan.mail.html).toContain('Your saved views');
    expect(plan.sends).toBe(true);
  });
});
