import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKinds } from '../../../test/test-database';

describe.each(testDatabaseKinds())('operators’ endpoints on %s', (kind) => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it('answers /healthz with JSON and no token', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready once the database is reachable, migrated and heard; a missing migration makes it not ready', async () => {
    // As if this build were newer than the database: its last migration has not run.
    const lastMigration = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const [saved] = (
      (await testApp.db.execute(sql`select * from drizzle.__drizzle_migrations where id = ${lastMigration}`)) as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await testApp.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${saved!.id}`);
    const behind = await get('/readyz');
    expect(behind.statusCode).toBe(503);
    const expected = behind.json().migrations.expected as number;
    expect(expected).toBeGreaterThan(10);
    expect(behind.json()).toMatchObject({ status: 'not ready', migrations: { applied: expected - 1, expected } });

    await testApp.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${saved!.id}, ${saved!.hash}, ${saved!.created_at})`,
    );
    // The listener connects just after start-up.
    await expect.poll(async () => (await get('/readyz')).statusCode).toBe(200);
    const ready = (await get('/readyz')).json();
    expect(ready).toMatchObject({ status: 'ready', database: 'reachable', listener: 'connected' });
    expect(ready.migrations).toEqual({ applied: expected, expected });

    // Migrations once seen applied stay so: while the listener's own connection is up, a ready instance asks nothing
    // of its pool (a busy pool must not take it out of the balancer).
    await testApp.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${saved!.id}`);
    expect((await get('/readyz')).statusCode).toBe(200);
    await testApp.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${saved!.id}, ${saved!.hash}, ${saved!.created_at})`,
    );
  });

  it('names every request by an id in its answer, keeping the id a reverse proxy gave it', async () => {
    const first = await get('/healthz');
    const second = await get('/api/no-such-thing');
    const ids = [first, second].map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const proxied = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-4711' },
    });
    expect(proxied.headers['x-request-id']).toBe('edge-4711');
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    for (const url of ['/api/no-such-thing', '/api/events/nope/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json().message, url).toContain('No route GET');
    }
  });
});
