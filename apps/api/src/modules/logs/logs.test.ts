import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema, errorResponseSchema, type AuditLogEntry, logsEndpoints } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog } from '../../db/schema';

/** An action namespace of its own, so that other tests' and logins' entries never mix in. */
const uniqueAction = () => `t${randomBytes(4).toString('hex')}`;

describe.each(testDatabaseKinds())('GET /logs on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const get = (query: Record<string, string | number>) =>
    testApp.app.inject({
      method: 'GET',
      url: '/logs',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: world.headersFor('admin'),
    });

  async function createEntries(
    rows: {
      action: string;
      minute: number;
      actorUsername?: string;
      customerName?: string;
      targetType?: string;
      targetId?: string;
    }[],
  ) {
    return testApp.db
      .insert(auditLog)
      .values(
        rows.map((row) => ({
          at: new Date(Date.UTC(2026, 2, 10, 9, row.minute)),
          action: row.action,
          actorUsername: row.actorUsername ?? 'mara_admin',
          customerName: row.customerName,
          targetType: row.targetType ?? 'signal',
          targetId: row.targetId ?? randomBytes(4).toString('hex'),
          address: '10.0.0.7',
          details: { reason: 'duplicate of an earlier signal' },
        })),
      )
      .returning();
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('answers entries newest first in the contract shape, filtered by action group, actor, customer and range', async () => {
    const prefix = uniqueAction();
    const [hidden, created, deleted, other] = await createEntries([
      { action: `${prefix}.signal.hide`, minute: 1, customerName: world.ownCustomer.name },
      {
        action: `${prefix}.signal.create`,
        minute: 3,
        actorUsername: 'Jonas_Moderator',
        customerName: world.ownCustomer.name,
      },
      { action: `${prefix}.signal.delete`, minute: 2, customerName: world.otherCustomer.name },
      { action: `${prefix}.user.update`, minute: 4 },
    ]);
    const all = await get({ action: `${prefix}.` });
    expect(all.statusCode).toBe(200);
    const page = auditLogPageSchema.parse(all.json());
    expect(page.entries.map((entry) => entry.id)).toEqual([other!.id, created!.id, deleted!.id, hidden!.id]);
    expect(page.nextCursor).toBeNull();
    expect(page.entries[1]).toEqual({
      id: created!.id,
      at: '2026-03-10T09:03:00.000Z',
      actorUserId: null,
      actorUsername: 'Jonas_Moderator',
      action: `${prefix}.signal.create`,
      targetType: 'signal',
      targetId: created!.targetId,
      customerName: world.ownCustomer.name,
      address: '10.0.0.7',
      details: { reason: 'duplicate of an earlier signal' },
      outcome: 'success',
    } satisfies AuditLogEntry);

    const ids = async (query: Record<string, string>) =>
      auditLogPageSchema.parse((await get({ action: `${prefix}.`, ...query })).json()).entries.map((entry) => entry.id);
    expect(await ids({ action: `${prefix}.signal.` })).toEqual([created!.id, deleted!.id, hidden!.id]);
    expect(await ids({ actor: 'jonas_moderator' })).toEqual([created!.id]);
    expect(await ids({ customer: world.ownCustomer.name })).toEqual([created!.id, hidden!.id]);
    expect(await ids({ from: '2026-03-10T09:02:00Z', to: '2026-03-10T09:04:00Z' })).toEqual([created!.id, deleted!.id]);
    expect(await ids({ from: '2026-03-10T10:02:00+01:00', to: '2026-03-11' })).toEqual([
      other!.id,
      created!.id,
      deleted!.id,
    ]);
  });

  it('filters by target type and target id, alone or together', async () => {
    const prefix = uniqueAction();
    const id = randomBytes(6).toString('hex');
    const [signal, sameIdOtherType, user, otherSignal] = await createEntries([
      { action: `${prefix}.signal.update`, minute: 1, targetType: 'signal', targetId: id },
      { action: `${prefix}.favorite.add`, minute: 2, targetType: 'mention', targetId: id },
      { action: `${prefix}.user.update`, minute: 3, targetType: 'user' },
      { action: `${prefix}.signal.hide`, minute: 4, targetType: 'signal' },
    ]);
    const ids = async (query: Record<string, string>) =>
      auditLogPageSchema.parse((await get({ action: `${prefix}.`, ...query })).json()).entries.map((entry) => entry.id);
    expect(await ids({ targetType: 'signal' })).toEqual([otherSignal!.id, signal!.id]);
    expect(await ids({ targetType: 'user' })).toEqual([user!.id]);
    expect(await ids({ targetId: id })).toEqual([sameIdOtherType!.id, signal!.id]);
    expect(await ids({ targetType: 'signal', targetId: id })).toEqual([signal!.id]);
    expect(await ids({ targetType: 'customer', targetId: id })).toEqual([]);
  });

  it('answers each entry with its outcome: a failed login is a failure, a refused one refused', async () => {
    const username = `nobody_${randomBytes(4).toString('hex')}`;
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password: 'not the password' },
    });
    expect(login.statusCode).toBe(401);
    const failed = auditLogPageSchema.parse((await get({ action: 'auth.login.', targetId: username })).json());
    expect(failed.entries).toEqual([
      expect.objectContaining({
        action: 'auth.login.failure',
        actorUsername: username,
        targetType: 'user',
        outcome: 'failure',
      }),
    ]);
    const signedIn = auditLogPageSchema.parse(
      (await get({ action: 'auth.login.success', actor: world.users.admin.username })).json(),
    );
    expect(signedIn.entries[0]?.outcome).toBe('success');
  });

  it('matches a group as a literal prefix (no wildcards) and an action exactly', async () => {
    const prefix = uniqueAction();
    const [literal, other] = await createEntries([
      { action: `${prefix}_x%.add`, minute: 5 },
      { action: `${prefix}ZxY.add`, minute: 6 },
    ]);
    const ids = async (action: string) =>
      auditLogPageSchema.parse((await get({ action })).json()).entries.map((entry) => entry.id);
    expect(await ids(`${prefix}_x%.`)).toEqual([literal!.id]);
    expect(await ids(`${prefix}_%.`)).toEqual([]);
    expect(await ids(`${prefix}_x%.add`)).toEqual([literal!.id]);
    expect(await ids(`${prefix}_x%.ad`)).toEqual([]);
    expect(await ids(`${prefix}Z_Y.add`)).toEqual([]);
    expect(await ids(`${prefix}ZxY.add`)).toEqual([other!.id]);
  });

  it('pages by cursor through ties and microseconds without a gap or a repeat', async () => {
    const prefix = uniqueAction();
    const rows = await createEntries(
      Array.from({ length: 23 }, (_, index) => ({ action: `${prefix}.signal.update`, minute: Math.floor(index / 4) })),
    );
    // Sub-millisecond times, as now() writes them: a cursor carried through a JavaScript Date would lose them.
    await testApp.db.execute(
      sql`update ${auditLog} set at = at + (id % 3) * interval '1 microsecond' where action = ${`${prefix}.signal.update`}`,
    );
    const whole = auditLogPageSchema.parse((await get({ action: `${prefix}.`, size: 500 })).json()).entries;
    expect(whole).toHaveLength(rows.length);
    const paged: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string | number> = { action: `${prefix}.`, size: 5, ...(cursor ? { cursor } : {}) };
      const page = auditLogPageSchema.parse((await get(query)).json());
      paged.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(paged).toEqual(whole.map((entry) => entry.id));
  });

  it('answers 400 naming the field for a malformed query', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ size: '0' }, 'size'],
      [{ size: '501' }, 'size'],
      [{ size: 'ten' }, 'size'],
      [{ from: 'yesterday' }, 'from'],
      [{ to: '2026-02-30' }, 'to'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ customer: 'no spaces' }, 'customer'],
      [{ targetType: 'planet' }, 'targetType'],
      [{ targetId: 'x'.repeat(201) }, 'targetId'],
      [{ actor: 'x'.repeat(65) }, 'actor'],
      [{ cursor: 'bm90IGEgY3Vyc29y' }, 'cursor'],
      [{ cursor: Buffer.from('99999999999999999.1').toString('base64url') }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).field, JSON.stringify(query)).toBe(field);
    }
    expect((await get({ verbose: 'true' })).statusCode).toBe(400);
  });

  it('never answers 500 for arbitrary query values', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom('0000-01-01', '9999-12-31T23:59:59-12:00', '%', '_', '\\', "'", '-1', '1e400'),
      fc.string().map((text) => Buffer.from(text).toString('base64url')),
    );
    const query = fc.record(
      {
        action: value,
        actor: value,
        customer: value,
        targetType: value,
        targetId: value,
        from: value,
        to: value,
        cursor: value,
        size: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (generated) => {
        const response = await get(generated);
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 100 },
    );
  });

  it('enforces the role matrix: admins only', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET /logs',
        request: () => ({ method: 'GET', url: '/logs' }),
      },
      {
        name: 'GET /logs with a malformed query',
        request: () => ({ method: 'GET', url: '/logs?size=0' }),
        endpoint: logsEndpoints.auditLog,
        service: { admin: 400 },
      },
      {
        name: 'GET /logs/export',
        request: () => ({ method: 'GET', url: '/logs/export?action=auth.logout' }),
      },
      {
        name: 'GET /logs/export with a malformed query',
        request: () => ({ method: 'GET', url: '/logs/export?targetType=planet' }),
        endpoint: logsEndpoints.auditLogExport,
        service: { admin: 400 },
      },
    ]);
  });
});
