import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionListSchema, signalsByDateResponseSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createRoleWorld, type RoleWorld } from '../../test/role-world';
import { testDatabaseKinds } from '../../test/test-database';
import { buildMention, createMentions } from '../modules/mentions/mentions.factories';
import { createEventType, createSignalRow } from '../modules/signals/signals.factories';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

// Answers that are built per request are compressed per request (ADR 8) when the client accepts it: the bytes
// decode to exactly the plain answer, and a client that does not ask gets plain JSON.
describe.each(testDatabaseKinds())('compressed answers on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...world.headersFor('analyst'), ...headers } });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it('compresses a by-date page for a client that accepts it, and only then', async () => {
    const eventType = await createEventType(testApp.db);
    for (let day = 1; day <= 20; day++) {
      await createSignalRow(testApp.db, {
        customerName: world.ownCustomer.name,
        eventType: eventType.name,
        publishDate: new Date(`2026-06-${String(day).padStart(2, '0')}T10:00:00Z`),
      });
    }
    const url = `/api/events/${world.ownCustomer.name}/2026-06-01/2026-06-30`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(signalsByDateResponseSchema.parse(plain.json()).events).toHaveLength(20);

    const brotli = await get(url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Compressed in one call and sent whole (ADR 13), not streamed in chunks.
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.byteLength);
    expect(brotli.headers['transfer-encoding']).toBeUndefined();

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const deflateOnly = await get(url, { 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await get('/health', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('still streams the full mention history, compressed chunk by chunk, without a Content-Length', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) =>
      buildMention(world.ownCustomer.name, { publishDate: new Date(Date.UTC(2026, 2, 1, 0, index)) }),
    );
    await createMentions(testApp.db, rows);
    const url = `/api/discoveryCustomer/${world.users.analyst.username}/${world.ownCustomer.name}/2026-03-01/2026-04-01`;
    const plain = await get(url);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBeUndefined();
    expect(gzip.headers['transfer-encoding']).toBe('chunked');
    const decoded = gunzipSync(gzip.rawPayload);
    expect(decoded.equals(plain.rawPayload)).toBe(true);
    expect(mentionListSchema.parse(JSON.parse(decoded.toString('utf8')))).toHaveLength(1500);
  });
});
