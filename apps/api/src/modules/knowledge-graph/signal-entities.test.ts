import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, eventTypes, signalArguments, signals, targetEntities } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { importSignalLines } from '../signals/import-signals';
import { createEventType } from '../signals/signals.factories';
import { createGraphEntity, createGraphSignal } from './knowledge-graph.factories';

// signal_entities is kept by migration 0015's triggers: after every kind of write it must hold exactly each visible
// signal with its subject and the entities its arguments name, with the signal's customer, date and event type.

describe.each(testDatabaseKinds())('the knowledge graph links on %s', (kind) => {
  let testApp: TestApp;
  let moderatorHeaders: Record<string, string>;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const moderator = await createUser(testApp.db, { privilege: 2 });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: moderator.username, password: moderator.password },
    });
    moderatorHeaders = { authorization: `Bearer ${login.json().access_token as string}` };
  });
  afterAll(() => testApp.close());

  type Link = { signal_id: string; entity_id: string; customer_name: string; publish_date: string; event_type: string };
  const linkColumns = sql.raw(`signal_id::text, entity_id::text, customer_name,
    to_char(publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as publish_date, event_type`);
  const sorted = (rows: Link[]) => rows.map((row) => JSON.stringify(row)).sort();

  /** The links as they are, and as they should be: derived from signals and signal_arguments now. */
  async function expectLinksFollowSignals() {
    const held = await testApp.db.execute(sql`select ${linkColumns} from signal_entities`);
    const derived = await testApp.db.execute(sql`
      select ${linkColumns} from (
        select distinct s.id as signal_id, named.entity_id, s.customer_name, s.publish_date, s.event_type
        from signals s cross join lateral (
          select s.target_entity_id as entity_id
          union all
          select a.target_entity_id from signal_arguments a where a.signal_id = s.id
        ) as named
        where named.entity_id is not null and not s.deleted and not s.hidden
      ) as links`);
    const rows = (result: unknown) => (result as { rows: Link[] }).rows;
    expect(sorted(rows(held))).toEqual(sorted(rows(derived)));
    return rows(held);
  }

  async function createFolder() {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db, { argumentNames: ['company', 'partner', 'value'] });
    const entity = (name: string) => createGraphEntity(testApp, { name });
    return {
      customer,
      eventType,
      A: await entity('anchor one'),
      B: await entity('bridge two'),
      C: await entity('crane three'),
    };
  }

  const linksOf = async (signalId: string) =>
    (await expectLinksFollowSignals())
      .filter((link) => link.signal_id === signalId)
      .map((link) => link.entity_id)
      .sort();

  it('links a new signal to its subject and the entities its arguments name, each once', async () => {
    const { customer, eventType, A, B } = await createFolder();
    const signal = await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: A,
      named: [B, B],
      eventType: eventType.name,
      publishDate: '2026-05-01T10:00:00.000Z',
    });
    expect(await linksOf(signal.id)).toEqual([A.id, B.id].sort());
    const unlinked = await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: null,
      named: [B],
      eventType: eventType.name,
      publishDate: '2026-05-01T10:00:00.000Z',
    });
    expect(await linksOf(unlinked.id)).toEqual([B.id]);
    const hidden = await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: A,
      named: [B],
      eventType: eventType.name,
      publishDate: '2026-05-01T10:00:00.000Z',
      hidden: true,
    });
    expect(await linksOf(hidden.id)).toEqual([]);
  });

  it('follows the API: a create, an edit of the subject, the arguments and the date, a hide and a delete', async () => {
    const { customer, eventType, A, B, C } = await createFolder();
    const body = {
      customerName: customer.name,
      targetEntityName: A.name,
      targetEntityId: A.id,
      eventType: eventType.name,
      publishDate: '2026-05-02T10:00:00.000Z',
      mediaSegment: 'news',
      reliability: 3,
      language: 'en',
      eventArguments: [
        { name: 'company', value: A.name, targetEntityId: A.id },
        { name: 'partner', value: B.name, targetEntityId: B.id },
      ],
    };
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/events-management',
      headers: moderatorHeaders,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await linksOf(id)).toEqual([A.id, B.id].sort());

    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: '/events-management',
      headers: moderatorHeaders,
      payload: {
        ...body,
        id,
        targetEntityName: C.name,
        targetEntityId: C.id,
        publishDate: '2026-05-09T10:00:00.000Z',
        eventArguments: [{ name: 'partner', value: A.name, targetEntityId: A.id }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await linksOf(id)).toEqual([A.id, C.id].sort());
    expect((await expectLinksFollowSignals()).find((link) => link.signal_id === id)?.publish_date).toBe(
      '2026-05-09T10:00:00.000000',
    );

    const hidden = await testApp.app.inject({
      method: 'POST',
      url: `/events-management/${customer.name}/${id}/hide`,
      headers: moderatorHeaders,
      payload: { reason: 'Not about them' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await linksOf(id)).toEqual([]);
    await testApp.db.update(signals).set({ hidden: false }).where(eq(signals.id, id));
    expect(await linksOf(id)).toEqual([A.id, C.id].sort());

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/events-management/${customer.name}/${id}/${encodeURIComponent('Duplicate')}`,
      query: { language: 'en', mediaSegment: 'news', eventType: eventType.name },
      headers: moderatorHeaders,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await linksOf(id)).toEqual([]);
  });

  it('follows the importer, a customer renamed, an event type renamed, an entity and an argument deleted', async () => {
    const { customer, eventType, A, B, C } = await createFolder();
    const line = (subject: { id: string; name: string }, named: { id: string; name: string }[]) =>
      JSON.stringify({
        customerName: customer.name,
        targetEntityName: subject.name,
        targetEntityId: subject.id,
        eventType: eventType.name,
        publishDate: '2026-05-03T10:00:00.000Z',
        mediaSegment: 'news',
        reliability: 3,
        language: 'en',
        eventArguments: named.map((entity) => ({ name: 'partner', value: entity.name, targetEntityId: entity.id })),
      });
    const report = await importSignalLines(testApp.db, [line(A, [B, C]), line(B, [])]);
    expect(report.imported).toBe(2);
    const imported = (await expectLinksFollowSignals()).filter((link) => link.customer_name === customer.name);
    expect(imported).toHaveLength(4);

    const renamed = `${customer.name}_renamed`;
    await testApp.db.update(customers).set({ name: renamed }).where(eq(customers.name, customer.name));
    expect((await expectLinksFollowSignals()).filter((link) => link.customer_name === renamed)).toHaveLength(4);

    await testApp.db
      .update(eventTypes)
      .set({ name: `${eventType.name} renamed` })
      .where(eq(eventTypes.name, eventType.name));
    expect(
      (await expectLinksFollowSignals()).filter((link) => link.event_type === `${eventType.name} renamed`),
    ).toHaveLength(4);

    await testApp.db.delete(targetEntities).where(eq(targetEntities.id, C.id));
    expect((await expectLinksFollowSignals()).filter((link) => link.customer_name === renamed)).toHaveLength(3);

    const [signalOfA] = await testApp.db
      .select({ id: signals.id })
      .from(signals)
      .where(eq(signals.targetEntityId, A.id));
    await testApp.db
      .delete(signalArguments)
      .where(sql`${signalArguments.signalId} = ${signalOfA!.id} and ${signalArguments.targetEntityId} = ${B.id}`);
    expect(await linksOf(signalOfA!.id)).toEqual([A.id]);
    await testApp.db
      .update(signalArguments)
      .set({ targetEntityId: B.id })
      .where(eq(signalArguments.signalId, signalOfA!.id));
    expect(await linksOf(signalOfA!.id)).toEqual([A.id, B.id].sort());
  });

  it('drops the links of a deleted signal and of a deleted folder', async () => {
    const { customer, eventType, A, B } = await createFolder();
    const values = { customerName: customer.name, subject: A, named: [B], eventType: eventType.name };
    const first = await createGraphSignal(testApp, { ...values, publishDate: '2026-05-05T10:00:00.000Z' });
    const second = await createGraphSignal(testApp, { ...values, publishDate: '2026-05-06T10:00:00.000Z' });
    await testApp.db.delete(signals).where(eq(signals.id, first.id));
    expect(await linksOf(first.id)).toEqual([]);
    expect(await linksOf(second.id)).toEqual([A.id, B.id].sort());
    await testApp.db.delete(customers).where(eq(customers.name, customer.name));
    expect(await linksOf(second.id)).toEqual([]);
  });

  it('keeps only the subjects when every argument is truncated away', async () => {
    const { customer, eventType, A, B } = await createFolder();
    const signal = await createGraphSignal(testApp, {
      customerName: customer.name,
      subject: A,
      named: [B],
      eventType: eventType.name,
      publishDate: '2026-05-04T10:00:00.000Z',
    });
    await testApp.db.execute(sql`truncate signal_arguments`);
    expect(await linksOf(signal.id)).toEqual([A.id]);
  });
});
