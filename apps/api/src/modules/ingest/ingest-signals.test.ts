import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestResponseSchema, type IngestSignalItem } from '@argus/contract';
import { auditLog, signalArguments, signals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, uniqueName } from '../../../test/factories';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType } from '../signals/signals.factories';

async function makeKey(testApp: TestApp, world: RoleWorld, customers: string[]) {
  const name = uniqueName('client');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: world.headersFor('admin'),
    payload: { name, customers },
  });
  return { name, key: response.json().key as string };
}

const push = (testApp: TestApp, key: string, endpoint: 'mentions' | 'signals', items: unknown[]) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/ingest/${endpoint}`,
    headers: { authorization: `Bearer ${key}` },
    payload: { items },
  });

describe.each(testDatabaseKinds())('the push API for signals on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let folder: string;
  let outside: string;
  let eventType: string;
  let client: { name: string; key: string };

  const signal = (externalId: string, values: Partial<IngestSignalItem> = {}): IngestSignalItem => ({
    externalId,
    customerName: folder,
    targetEntityName: 'Northwind Traders',
    eventType,
    publishDate: '2026-11-28T09:30:00Z',
    mediaSegment: 'news',
    reliability: 4,
    language: 'en',
    title: 'Northwind Traders buys Contoso',
    eventArguments: [{ name: 'acquirer', value: 'Northwind Traders' }],
    ...values,
  });
  const outcomes = async (items: unknown[]) => {
    const response = await push(testApp, client.key, 'signals', items);
    expect(response.statusCode, response.body).toBe(200);
    return ingestResponseSchema.parse(response.json()).results;
  };
  const signalsOf = (customerName: string) =>
    testApp.db.select().from(signals).where(eq(signals.customerName, customerName));

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    folder = (await createCustomer(testApp.db)).name;
    outside = (await createCustomer(testApp.db)).name;
    eventType = (await createEventType(testApp.db, { argumentNames: ['acquirer', 'target'] })).name;
    client = await makeKey(testApp, world, [folder]);
  });
  afterAll(() => testApp.close());

  it('creates, skips, updates and rejects signals item by item, auditing them as the key', async () => {
    const batch = [
      signal('s1'),
      signal('s2', { eventType: 'No such type' }),
      signal('s3', { eventArguments: [{ name: 'buyer', value: 'x' }] }),
      { ...signal('s4'), reliability: 9 },
      signal('s1', { title: 'Changed in the same batch' }),
    ];
    const results = await outcomes(batch);
    expect(results).toEqual([
      { externalId: 's1', outcome: 'created' },
      { externalId: 's2', outcome: 'rejected', reason: 'eventType: there is no event type "No such type"' },
      {
        externalId: 's3',
        outcome: 'rejected',
        reason: expect.stringMatching(/^eventArguments\.0\.name: "buyer" is not an argument of/),
      },
      { externalId: 's4', outcome: 'rejected', reason: 'reliability: must be 1 to 5' },
      { externalId: 's1', outcome: 'duplicate' },
    ]);
    const [stored] = await signalsOf(folder);
    expect(stored).toMatchObject({ title: 'Northwind Traders buys Contoso', createdBy: null, reliability: 4 });
    const [created] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, stored!.id), eq(auditLog.action, 'signal.create')));
    expect(created).toMatchObject({ actorUserId: null, actorUsername: `api-key:${client.name}`, customerName: folder });

    expect((await outcomes(batch)).map((result) => result.outcome)).toEqual([
      'duplicate',
      'rejected',
      'rejected',
      'rejected',
      'duplicate',
    ]);
    expect(await signalsOf(folder)).toHaveLength(1);

    const edited = signal('s1', {
      title: 'Northwind Traders completes its purchase of Contoso',
      eventArguments: [
        { name: 'acquirer', value: 'Northwind Traders' },
        { name: 'target', value: 'Contoso' },
      ],
    });
    expect(await outcomes([edited])).toEqual([{ externalId: 's1', outcome: 'updated' }]);
    const after = await signalsOf(folder);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: stored!.id, title: 'Northwind Traders completes its purchase of Contoso' });
    const argumentRows = await testApp.db
      .select()
      .from(signalArguments)
      .where(eq(signalArguments.signalId, stored!.id));
    expect(argumentRows.map((row) => row.name).sort()).toEqual(['acquirer', 'target']);
    expect(await outcomes([edited])).toEqual([{ externalId: 's1', outcome: 'duplicate' }]);
  });

  it('two keys pushing to one folder at once, over the same days in opposite orders, both store every item', async () => {
    // Each insert holds its folder-day count row until the commit (ADR 0142): taken in item order, one request's day
    // 1 then 2 against the other's 2 then 1 would deadlock on PostgreSQL, and one batch would fail whole.
    const other = await makeKey(testApp, world, [folder]);
    const days = ['2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z', '2026-10-03T10:00:00Z'];
    const items = (prefix: string, order: readonly string[]) =>
      Array.from({ length: 30 }, (_, index) =>
        signal(`${prefix}-${index}`, { publishDate: order[index % order.length]! }),
      );
    const [first, second] = await Promise.all([
      push(testApp, client.key, 'signals', items('forward', days)),
      push(testApp, other.key, 'signals', items('backward', [...days].reverse())),
    ]);
    for (const response of [first, second]) {
      expect(response.statusCode, response.body).toBe(200);
      const results = ingestResponseSchema.parse(response.json()).results;
      expect(results.every((result) => result.outcome === 'created')).toBe(true);
      // The answer keeps the items' order, whatever order they were written in.
      expect(results[0]!.externalId).toMatch(/-0$/);
      expect(results[29]!.externalId).toMatch(/-29$/);
    }
  });

  it("refuses a batch naming a folder outside the key's with 403, storing nothing", async () => {
    const before = (await signalsOf(folder)).length;
    const response = await push(testApp, client.key, 'signals', [
      signal('in-scope'),
      signal('out', { customerName: outside }),
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(`items.1.customerName`);
    expect(await signalsOf(folder)).toHaveLength(before);
    expect(await signalsOf(outside)).toHaveLength(0);
  });
});

describe.each(testDatabaseKinds())('the push API rate on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { ingestBatchesPerMinute: 2 });
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('answers 429 past the batches a key may send per minute, over both endpoints, per key', async () => {
    const folder = (await createCustomer(testApp.db)).name;
    const first = await makeKey(testApp, world, [folder]);
    const second = await makeKey(testApp, world, [folder]);
    expect((await push(testApp, first.key, 'mentions', [{ externalId: 'a' }])).statusCode).toBe(200);
    expect((await push(testApp, first.key, 'signals', [{ externalId: 'b' }])).statusCode).toBe(200);
    const refused = await push(testApp, first.key, 'mentions', [{ externalId: 'c' }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests' });
    expect((await push(testApp, second.key, 'signals', [{ externalId: 'd' }])).statusCode).toBe(200);
  });
});
