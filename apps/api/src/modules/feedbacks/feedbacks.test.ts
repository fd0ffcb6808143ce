import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  feedbackReportPageSchema,
  feedbackReportTotalsSchema,
  type FeedbackReportRow,
} from '@argus/contract';
import { customers, feedback as feedbackTable, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createMention } from '../mentions/mentions.factories';
import { createFeedback, createSignal } from '../reviews/reviews.factories';
import { countFeedbackRows } from './feedbacks.repository';

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('the Feedbacks report on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const get = (url: string, query: Record<string, string | number> = {}, role: 'moderator' | 'admin' = 'moderator') =>
    testApp.app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: world.headersFor(role),
    });
  const page = async (query: Record<string, string | number>) => {
    const response = await get('/api/feedback/report', query);
    expect(response.statusCode, response.body).toBe(200);
    return feedbackReportPageSchema.parse(response.json());
  };

  /**
   * A customer of its own with two reviewers: Ada likes a signal and dislikes a mention, Bo dislikes a hidden signal,
   * likes a deleted one and likes an item whose row is gone; one feedback per day from March 1st, 2026 on.
   */
  async function createReportWorld() {
    const customer = await createCustomer(testApp.db, { label: 'Report Customer' });
    const ada = await createUser(testApp.db, { displayName: 'Ada Lovelace' });
    const bo = await createUser(testApp.db);
    const shown = await createSignal(testApp.db, customer.name, {
      targetEntityName: 'NORTHWIND logistics ag',
      title: 'Northwind appoints a CFO',
      eventType: 'Management Change',
    });
    const hidden = await createSignal(testApp.db, customer.name, { hidden: true, title: '=HYPERLINK("x")' });
    const deleted = await createSignal(testApp.db, customer.name, { deleted: true, title: 'Deleted one' });
    const mention = await createMention(testApp.db, customer.name, { title: 'Northwind im Fokus' });
    const rows = [
      { user: ada, itemId: shown.id, itemKind: 'signal', eventType: 'Management Change', feedback: 1, day: 1 },
      { user: ada, itemId: mention.uuid, itemKind: 'mention', eventType: null, feedback: -1, day: 2 },
      { user: bo, itemId: hidden.id, itemKind: 'signal', eventType: 'Management Change', feedback: -1, day: 3 },
      { user: bo, itemId: deleted.id, itemKind: 'signal', eventType: 'Management Change', feedback: 1, day: 4 },
      {
        user: bo,
        itemId: '00000000-0000-4000-8000-000000000001',
        itemKind: 'signal',
        eventType: 'Acquisition',
        feedback: 1,
        day: 5,
      },
    ] as const;
    const feedback = [];
    for (const row of rows) {
      const date = at(`2026-03-0${row.day}T12:00:00.000Z`);
      feedback.push(
        await createFeedback(testApp.db, {
          userId: row.user.id,
          itemId: row.itemId,
          itemKind: row.itemKind,
          customerName: customer.name,
          eventType: row.eventType,
          feedback: row.feedback,
          createdAt: date,
          updatedAt: date,
        }),
      );
    }
    return { customer, ada, bo, shown, hidden, deleted, mention, feedback };
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('is for moderators and admins only: 401 without a token, 403 for analysts', async () => {
    const paths = ['/api/feedback/report', '/api/feedback/report/totals', '/api/feedback/report/csv'];
    await expectRoleMatrix(
      testApp,
      world,
      paths.map((url) => ({
        name: `GET ${url}`,
        request: () => ({ method: 'GET', url }),
      })),
    );
    // The role is checked before the query: an analyst's bad filter is still a 403.
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/feedback/report?from=yesterday',
      headers: world.headersFor('analyst'),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers a page newest first with each item, its customer and user; a hidden, deleted or gone item still lists', async () => {
    const report = await createReportWorld();
    const answer = await page({ customer: report.customer.name });
    expect(answer.total).toBe(5);
    expect(answer.rows.map((row) => row.id)).toEqual(report.feedback.map((row) => row.id).reverse());
    const byItem = new Map(answer.rows.map((row) => [row.eventId, row]));
    expect(byItem.get(report.shown.id)).toEqual({
      id: report.feedback[0]!.id,
      eventId: report.shown.id,
      itemKind: 'signal',
      feedback: 1,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      customerName: report.customer.name,
      customerLabel: 'Report Customer',
      eventType: 'Management Change',
      username: report.ada.username,
      displayName: 'Ada Lovelace',
      title: 'Northwind appoints a CFO',
      // The start case of the Signals screen keeps a word written in capitals.
      company: 'NORTHWIND Logistics Ag',
      publishDate: report.shown.publishDate.toISOString(),
      itemState: 'shown',
    } satisfies FeedbackReportRow);
    expect(byItem.get(report.mention.uuid)).toMatchObject({
      itemKind: 'mention',
      eventType: null,
      title: 'Northwind im Fokus',
      company: null,
      itemState: 'shown',
    });
    expect(byItem.get(report.hidden.id)?.itemState).toBe('hidden');
    expect(byItem.get(report.deleted.id)).toMatchObject({ itemState: 'deleted', title: 'Deleted one' });
    expect(byItem.get('00000000-0000-4000-8000-000000000001')).toMatchObject({
      itemState: 'missing',
      title: null,
      publishDate: null,
    });

    const second = await page({ customer: report.customer.name, size: 2, page: 2 });
    expect(second.total).toBe(5);
    expect(second.rows.map((row) => row.id)).toEqual([report.feedback[2]!.id, report.feedback[1]!.id]);
  });

  it('counts the matching rows up to a limit only, so that a page never counts a whole table', async () => {
    const report = await createReportWorld();
    const conditions = { customerName: report.customer.name };
    expect(await countFeedbackRows(testApp.db, conditions, 10)).toBe(5);
    expect(await countFeedbackRows(testApp.db, conditions, 3)).toBe(4);
  });

  it('filters by day range (both days whole), user in any letter case, event type, kind and like/dislike', async () => {
    const report = await createReportWorld();
    const ids = async (query: Record<string, string>) =>
      (await page({ customer: report.customer.name, ...query })).rows.map((row) => row.eventId);
    expect(await ids({ from: '2026-03-02', to: '2026-03-03' })).toEqual([report.hidden.id, report.mention.uuid]);
    expect(await ids({ to: '2026-03-01' })).toEqual([report.shown.id]);
    expect(await ids({ user: report.ada.username.toUpperCase() })).toEqual([report.mention.uuid, report.shown.id]);
    expect(await ids({ eventType: 'Acquisition' })).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(await ids({ kind: 'mention' })).toEqual([report.mention.uuid]);
    expect(await ids({ feedback: 'dislike' })).toEqual([report.hidden.id, report.mention.uuid]);
    expect(await ids({ feedback: 'like', user: report.bo.username, eventType: 'Management Change' })).toEqual([
      report.deleted.id,
    ]);
    expect(await page({ user: 'nobody_of_this_name' })).toEqual({ rows: [], total: 0 });
  });

  it('sorts by customer, event type, user and value on the server, newest first within each', async () => {
    const report = await createReportWorld();
    const order = async (sort: string) =>
      (await page({ customer: report.customer.name, sort })).rows.map((row) => row.id);
    const [shown, mention, hidden, deleted, gone] = report.feedback.map((row) => row.id);
    expect(await order('createdAt')).toEqual([shown, mention, hidden, deleted, gone]);
    expect(await order('feedback')).toEqual([hidden, mention, gone, deleted, shown]);
    expect(await order('-feedback')).toEqual([gone, deleted, shown, hidden, mention]);
    // Event type ascending puts the mentions (no event type) last, as PostgreSQL orders nulls.
    expect(await order('eventType')).toEqual([gone, deleted, hidden, shown, mention]);
    const adaFirst = report.ada.username.toLowerCase() < report.bo.username.toLowerCase();
    const byUser = await order('user');
    expect(byUser).toEqual(
      adaFirst ? [mention, shown, gone, deleted, hidden] : [gone, deleted, hidden, mention, shown],
    );
  });

  it('totals likes, dislikes and precision per customer, event type and user, under the same filters', async () => {
    const report = await createReportWorld();
    const response = await get('/api/feedback/report/totals', { customer: report.customer.name });
    expect(response.statusCode).toBe(200);
    const totals = feedbackReportTotalsSchema.parse(response.json());
    expect(totals.all).toEqual({ likes: 3, dislikes: 2, precision: 0.6 });
    expect(totals.customers).toEqual([
      { customerName: report.customer.name, customerLabel: 'Report Customer', likes: 3, dislikes: 2, precision: 0.6 },
    ]);
    expect(totals.eventTypes).toEqual([
      { eventType: 'Management Change', likes: 2, dislikes: 1, precision: 2 / 3 },
      { eventType: 'Acquisition', likes: 1, dislikes: 0, precision: 1 },
      { eventType: null, likes: 0, dislikes: 1, precision: 0 },
    ]);
    expect(totals.users).toEqual([
      { username: report.bo.username, displayName: null, likes: 2, dislikes: 1, precision: 2 / 3 },
      { username: report.ada.username, displayName: 'Ada Lovelace', likes: 1, dislikes: 1, precision: 0.5 },
    ]);

    const adaOnly = feedbackReportTotalsSchema.parse(
      (await get('/api/feedback/report/totals', { customer: report.customer.name, user: report.ada.username })).json(),
    );
    expect(adaOnly.all).toEqual({ likes: 1, dislikes: 1, precision: 0.5 });
    expect(adaOnly.users.map((user) => user.username)).toEqual([report.ada.username]);

    const nothing = feedbackReportTotalsSchema.parse(
      (await get('/api/feedback/report/totals', { customer: report.customer.name, from: '2027-01-01' })).json(),
    );
    expect(nothing).toEqual({
      all: { likes: 0, dislikes: 0, precision: null },
      customers: [],
      eventTypes: [],
      users: [],
    });
  });

  it('takes the totals of whole months from the sums kept by triggers, equal to the rows through every write', async () => {
    // ADR 0131: July 2031 is this test's alone. Whole months read the summed tables, a day range the rows: both answer
    // the same, and the same after a changed like, a moved date, a delete, a renamed customer and a deleted user.
    const north = await createCustomer(testApp.db, { label: 'Summed North' });
    const south = await createCustomer(testApp.db);
    const [cy, di, ed] = [await createUser(testApp.db), await createUser(testApp.db), await createUser(testApp.db)];
    const given = [
      [cy, north, 'signal', 'Acquisition', 1, 1],
      [cy, north, 'signal', 'Acquisition', -1, 2],
      [cy, south, 'mention', null, 1, 3],
      [di, north, 'signal', 'Management Change', 1, 4],
      [di, south, 'signal', 'Acquisition', -1, 28],
      [ed, south, 'signal', 'Management Change', 1, 29],
    ] as const;
    const rows = [];
    for (const [user, customer, itemKind, eventType, value, day] of given) {
      const createdAt = at(`2031-07-${String(day).padStart(2, '0')}T23:30:00.000Z`);
      rows.push(
        await createFeedback(testApp.db, {
          userId: user.id,
          itemId: crypto.randomUUID(),
          itemKind,
          customerName: customer.name,
          eventType,
          feedback: value,
          createdAt,
          updatedAt: createdAt,
        }),
      );
    }
    const totals = async (query: Record<string, string>) => {
      const response = await get('/api/feedback/report/totals', query);
      expect(response.statusCode, response.body).toBe(200);
      return feedbackReportTotalsSchema.parse(response.json());
    };
    const filters: Record<string, string>[] = [
      {},
      { customer: north.name },
      { kind: 'mention' },
      { feedback: 'dislike' },
      { eventType: 'Acquisition' },
      { customer: south.name, feedback: 'like' },
    ];
    async function expectSummedAsRows() {
      for (const filter of filters) {
        const summed = await totals({ ...filter, from: '2031-07-01', to: '2031-07-31' });
        // The same rows by a range that is not whole months (no feedback on July 31st or June 30th).
        const fromRows = await totals({ ...filter, from: '2031-06-30', to: '2031-07-30' });
        expect(summed, JSON.stringify(filter)).toEqual(fromRows);
      }
      // Without days, a customer's users come from the sums per user and customer (all of this test's rows are in July
      // and August).
      for (const customer of [north, south]) {
        const summed = await totals({ customer: customer.name });
        const fromRows = await totals({ customer: customer.name, from: '2031-06-30', to: '2031-08-30' });
        expect(summed.users, customer.name).toEqual(fromRows.users);
      }
    }

    const first = await totals({ from: '2031-07-01', to: '2031-07-31' });
    expect(first.all).toEqual({ likes: 4, dislikes: 2, precision: 4 / 6 });
    const byName = (rows: (string | number)[][]) => rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(
      byName(first.customers.map((row) => [row.customerLabel ?? row.customerName!, row.likes, row.dislikes])),
    ).toEqual(
      byName([
        ['Summed North', 2, 1],
        [south.name, 2, 1],
      ]),
    );
    expect(byName(first.users.map((row) => [row.username, row.likes, row.dislikes]))).toEqual(
      byName([
        [cy.username, 2, 1],
        [di.username, 1, 1],
        [ed.username, 1, 0],
      ]),
    );
    await expectSummedAsRows();

    await testApp.db.update(feedbackTable).set({ feedback: -1 }).where(eq(feedbackTable.id, rows[0]!.id));
    await testApp.db
      .update(feedbackTable)
      .set({ createdAt: at('2031-08-02T10:00:00.000Z') })
      .where(eq(feedbackTable.id, rows[3]!.id));
    await testApp.db.delete(feedbackTable).where(eq(feedbackTable.id, rows[2]!.id));
    const moved = await totals({ from: '2031-08-01', to: '2031-08-31' });
    expect(moved.all).toEqual({ likes: 1, dislikes: 0, precision: 1 });
    await expectSummedAsRows();
    expect((await totals({ from: '2031-07-01', to: '2031-07-31' })).all).toEqual({
      likes: 1,
      dislikes: 3,
      precision: 0.25,
    });

    // A renamed customer's feedback follows it (the key's cascade), and a deleted user's goes.
    const renamed = `${north.name}_renamed`;
    await testApp.db.execute(sql`update ${customers} set name = ${renamed} where name = ${north.name}`);
    filters.push({ customer: renamed });
    await testApp.db.delete(users).where(eq(users.id, ed.id));
    await expectSummedAsRows();
    const after = await totals({ customer: renamed });
    expect(after.all).toEqual({ likes: 1, dislikes: 2, precision: 1 / 3 });
    expect(
      (await totals({ customer: north.name })).all.likes + (await totals({ customer: north.name })).all.dislikes,
    ).toBe(0);
    expect((await totals({ from: '2031-07-01', to: '2031-07-31' })).users.map((row) => row.username)).not.toContain(
      ed.username,
    );
  });

  it('exports exactly the filtered rows as CSV in the chosen order, formulas defused', async () => {
    const report = await createReportWorld();
    const response = await get(
      '/api/feedback/report/csv',
      { customer: report.customer.name, user: report.bo.username },
      'admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="argus-feedbacks-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Date,Feedback,Item,Event type,Customer,User,Company,Title,Published,Item state,Event id');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      `2026-03-05T12:00:00.000Z,Like,Signal,Acquisition,${report.customer.name},${report.bo.username},,,,missing,00000000-0000-4000-8000-000000000001`,
    );
    expect(lines[3]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines[3]).toContain(',hidden,');

    const oldestFirst = await get('/api/feedback/report/csv', { customer: report.customer.name, sort: 'createdAt' });
    expect(oldestFirst.body.split('\r\n')[1]).toMatch(/^2026-03-01T12:00:00.000Z,Like,Signal,Management Change,/);
  });

  it('answers 400 naming the field for a bad filter, sort or page', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/feedback/report', { from: '2026-02-30' }, 'from'],
      ['/api/feedback/report', { from: 'yesterday' }, 'from'],
      ['/api/feedback/report', { from: '2026-03-05', to: '2026-03-01' }, 'to'],
      ['/api/feedback/report', { customer: 'no spaces' }, 'customer'],
      ['/api/feedback/report', { user: 'x' }, 'user'],
      ['/api/feedback/report', { feedback: 'love' }, 'feedback'],
      ['/api/feedback/report', { kind: 'tweet' }, 'kind'],
      ['/api/feedback/report', { sort: 'title' }, 'sort'],
      ['/api/feedback/report', { size: '1000' }, 'size'],
      ['/api/feedback/report', { page: '0' }, 'page'],
      ['/api/feedback/report/totals', { to: '2026-13-01' }, 'to'],
      ['/api/feedback/report/totals', { page: '2' }, 'querystring'],
      ['/api/feedback/report/csv', { eventType: '   ' }, 'eventType'],
    ];
    for (const [url, query, field] of cases) {
      const response = await get(url, query);
      expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.field, `${url} ${JSON.stringify(query)}: ${body.message}`).toBe(field);
      expect(body.message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("keeps the spec's GET /api/feedback/ as it was: the whole list, for staff", async () => {
    const report = await createReportWorld();
    const response = await get('/api/feedback/', {});
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: string }[]).map((row) => row.id);
    for (const row of report.feedback) expect(ids).toContain(row.id);
  });
});
