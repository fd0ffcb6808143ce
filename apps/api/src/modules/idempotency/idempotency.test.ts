import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, signalSchema, type CreateSignalRequest } from '@argus/contract';
import { auditLog, idempotencyKeys, signals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createEventType } from '../signals/signals.factories';

// ADR 0146: a create sent again with its Idempotency-Key writes once and answers the first answer.
describe.each(testDatabaseKinds())('idempotency keys on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let eventType: string;
  let sent = 0;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    eventType = (await createEventType(testApp.db)).name;
  });
  afterAll(() => testApp.close());

  /** A create body with a title of its own, so that the signals it wrote can be counted. */
  const newSignal = (overrides: Partial<CreateSignalRequest> = {}): CreateSignalRequest => ({
    customerName: world.ownCustomer.name,
    targetEntityName: 'acme holding',
    eventType,
    publishDate: '2026-07-01T12:00:00.000Z',
    mediaSegment: 'news',
    reliability: 4,
    language: 'en',
    title: `keyed write ${++sent}`,
    sentence: 'Acme buys Beta.',
    eventArguments: [],
    ...overrides,
  });
  const create = (role: Role, body: CreateSignalRequest, key?: string) => {
    const options: InjectOptions = {
      method: 'POST',
      url: '/events-management',
      payload: body,
      headers: { ...world.headersFor(role), ...(key !== undefined && { 'idempotency-key': key }) },
    };
    return testApp.app.inject(options);
  };
  const signalsTitled = async (title: string) =>
    (await testApp.db.select({ id: signals.id }).from(signals).where(eq(signals.title, title))).map((row) => row.id);
  const auditEntriesOf = async (id: string) =>
    (await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, id))).length;

  it('a create sent twice with one key writes one signal and answers the first answer again', async () => {
    const body = newSignal();
    const first = await create('moderator', body, 'retry-1');
    const again = await create('moderator', body, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const created = signalSchema.parse(first.json());
    expect(signalSchema.parse(again.json())).toEqual(created);
    expect(await signalsTitled(body.title!)).toEqual([created.id]);
    expect(await auditEntriesOf(created.id)).toBe(1);
  });

  it('two sends of one key at the same moment write once and both get its answer', async () => {
    const body = newSignal();
    const answers = await Promise.all([1, 2, 3].map(() => create('moderator', body, 'together')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => signalSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await signalsTitled(body.title!)).toEqual([...ids]);
  });

  it('the same key with another body is refused with 422 naming the header, and writes nothing', async () => {
    const first = newSignal();
    expect((await create('moderator', first, 'reused')).statusCode).toBe(201);
    const other = newSignal();
    const refused = await create('moderator', other, 'reused');
    expect(refused.statusCode).toBe(422);
    expect(errorResponseSchema.parse(refused.json())).toMatchObject({ field: 'idempotency-key' });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Idempotency-Key: this key was sent with another request/,
    );
    expect(await signalsTitled(other.title!)).toEqual([]);
  });

  it('keys are per caller: an admin using a moderator’s key writes its own signal', async () => {
    const body = newSignal();
    const moderator = signalSchema.parse((await create('moderator', body, 'shared-key')).json());
    const admin = await create('admin', body, 'shared-key');
    expect(admin.statusCode).toBe(201);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(signalSchema.parse(admin.json()).id).not.toBe(moderator.id);
    expect((await signalsTitled(body.title!)).sort()).toEqual(
      [moderator.id, signalSchema.parse(admin.json()).id].sort(),
    );
  });

  it('a refused write keeps no key: the corrected request with the same key is written', async () => {
    const refused = await create('moderator', newSignal({ eventType: 'No Such Event' }), 'fix-and-retry');
    expect(refused.statusCode).toBe(400);
    const corrected = newSignal();
    const written = await create('moderator', corrected, 'fix-and-retry');
    expect(written.statusCode).toBe(201);
    expect(written.headers['idempotent-replayed']).toBeUndefined();
    expect(await signalsTitled(corrected.title!)).toHaveLength(1);
  });

  it('without a key every send is a write of its own', async () => {
    const body = newSignal();
    expect((await create('moderator', body)).statusCode).toBe(201);
    expect((await create('moderator', body)).statusCode).toBe(201);
    expect(await signalsTitled(body.title!)).toHaveLength(2);
  });

  it('a malformed key is a 400 naming the header', async () => {
    const body = newSignal();
    for (const key of ['', 'with space', 'x'.repeat(256), 'naïve']) {
      const answer = await create('moderator', body, key);
      expect(answer.statusCode, key).toBe(400);
      expect(errorResponseSchema.parse(answer.json()).field, key).toBe('idempotency-key');
    }
    expect(await signalsTitled(body.title!)).toEqual([]);
  });

  it('a key is forgotten after its day: sent again, it writes again, and the expired keys go', async () => {
    const body = newSignal();
    const first = signalSchema.parse((await create('moderator', body, 'a-day-old')).json());
    await testApp.db.execute(sql`update ${idempotencyKeys} set created_at = now() - interval '25 hours'`);
    const later = await create('moderator', body, 'a-day-old');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(signalSchema.parse(later.json()).id).not.toBe(first.id);
    const left = await testApp.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(['a-day-old']);
  });
});
