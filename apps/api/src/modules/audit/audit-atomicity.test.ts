import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customers, targetEntities, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, uniqueName } from '../../../test/factories';
import { createRoleWorld, type Role, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { createTargetEntity } from '../signals/signals.factories';

// A write and its audit-log row commit together or not at all: when the audit row cannot be written, the write
// is undone too. The test makes the audit insert fail with a trigger for one action at a time.
describe.each(testDatabaseKinds())('writes and their audit rows on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const send = (role: Role, options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...world.headersFor(role) } });

  async function failAuditOf(action: string) {
    // Only test data reaches sql.raw: the action names below are literals of this file.
    await testApp.db.execute(
      sql.raw(`
        create or replace function fail_audit() returns trigger language plpgsql as $$
        begin
          if new.action = '${action}' then raise exception 'audit log unavailable'; end if;
          return new;
        end $$`),
    );
    await testApp.db.execute(sql`drop trigger if exists fail_audit on audit_log`);
    await testApp.db.execute(
      sql`create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`,
    );
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterEach(async () => {
    await testApp.db.execute(sql`drop trigger if exists fail_audit on audit_log`);
  });
  afterAll(() => testApp.close());

  it('creates no customer whose audit row failed', async () => {
    await failAuditOf('customer.create');
    const name = uniqueName('c');
    const response = await send('admin', { method: 'POST', url: '/customers', payload: { customerName: name } });
    expect(response.statusCode).toBe(500);
    expect(await testApp.db.select().from(customers).where(eq(customers.name, name))).toEqual([]);
  });

  it('keeps a target entity whose deletion could not be audited', async () => {
    const entity = await createTargetEntity(testApp.db);
    await failAuditOf('target-entity.delete');
    const response = await send('moderator', { method: 'DELETE', url: `/target-entities/${entity.id}` });
    expect(response.statusCode).toBe(500);
    expect(await testApp.db.select().from(targetEntities).where(eq(targetEntities.id, entity.id))).toHaveLength(1);
  });

  it('leaves a user unchanged when the change could not be audited', async () => {
    const user = await createUser(testApp.db, { privilege: 1 });
    await failAuditOf('user.update');
    const response = await send('admin', {
      method: 'PATCH',
      url: `/users/${user.username}`,
      payload: { status: 'disabled' },
    });
    expect(response.statusCode).toBe(500);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'active', tokenGeneration: user.tokenGeneration });
  });

  it('keeps a token valid whose logout could not be audited', async () => {
    await failAuditOf('auth.logout');
    const logout = await send('analyst', { method: 'POST', url: '/auth/logout' });
    expect(logout.statusCode).toBe(500);
    const refresh = await send('analyst', { method: 'GET', url: `/api/settings/${world.users.analyst.username}` });
    expect(refresh.statusCode).toBe(200);
  });
});
