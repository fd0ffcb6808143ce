import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSignalsResponseSchema } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { BEST_CODING_AFTER_ANSWERS } from '../../lib/encoded-answers';
import { createEventType, createSignalRow } from './signals.factories';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

// The latest-signals answer is compressed once per coding and kept (ADR 8): every coding must decode to the very
// bytes a client without Accept-Encoding gets, and a 304 must never skip authentication or authorisation.
describe.each(testDatabaseKinds())('latest signals, compressed and revalidated, on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  let url: string;

  const get = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
    const eventType = await createEventType(testApp.db);
    // Enough signals, with non-ASCII text, that the answer is well above any compression threshold.
    for (let day = 1; day <= 28; day++) {
      await createSignalRow(testApp.db, {
        customerName: world.ownCustomer.name,
        eventType: eventType.name,
        publishDate: new Date(`2026-05-${String(day).padStart(2, '0')}T10:00:00Z`),
        title: `Zürich Société ✓ acquires part ${day} of "Ørsted" — a title long enough to matter`,
        eventArguments: [{ name: 'value', value: `EUR ${day} million` }],
      });
    }
    url = `/api/events/latest/${world.ownCustomer.name}?start=2026-05-01&end=2026-05-31&limit=50`;
  });
  afterAll(() => testApp.close());

  it('answers plain JSON to a request without Accept-Encoding', async () => {
    const response = await get(world.headersFor('analyst'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(latestSignalsResponseSchema.parse(response.json()).events).toHaveLength(28);
  });

  it('answers br to a browser and gzip to a client without br, each decoding to exactly the plain answer', async () => {
    const plain = await get(world.headersFor('analyst'));
    const brotli = await get({ ...world.headersFor('analyst'), 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    const gzip = await get({ ...world.headersFor('analyst'), 'accept-encoding': 'gzip, deflate' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.byteLength);
    expect(brotli.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    // Every coding carries the tag of the same document.
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('answers the cached bytes again on the next call, not a second compression', async () => {
    const headers = { ...world.headersFor('moderator'), 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const first = await get(headers);
    const second = await get(headers);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(testApp.app.readCaches.latestSignals.size).toBeGreaterThanOrEqual(2);
  });

  it('compresses an answer that is asked for again and again once more, in the background, at the best settings', async () => {
    // A window of its own, so that this answer starts as a miss.
    const sharedUrl = `/api/events/latest/${world.ownCustomer.name}?start=2026-05-02&end=2026-05-31&limit=40`;
    const headers = { ...world.headersFor('analyst'), 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const answer = () => testApp.app.inject({ method: 'GET', url: sharedUrl, headers });
    const plain = await testApp.app.inject({ method: 'GET', url: sharedUrl, headers: world.headersFor('analyst') });
    const quick = await answer();
    for (let count = 1; count < BEST_CODING_AFTER_ANSWERS; count++) {
      expect((await answer()).rawPayload.equals(quick.rawPayload)).toBe(true);
    }
    await expect.poll(async () => (await answer()).rawPayload.byteLength).toBeLessThan(quick.rawPayload.byteLength);
    const best = await answer();
    expect(best.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(best.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(best.headers.etag).toBe(quick.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match, and lets the browser keep but revalidate it', async () => {
    const headers = { ...world.headersFor('analyst'), 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const first = await get(headers);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const entityTag = String(first.headers.etag);
    const again = await get({ ...headers, 'if-none-match': entityTag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect(again.headers.etag).toBe(entityTag);
    const stale = await get({ ...headers, 'if-none-match': 'W/"an-older-answer"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 200 with a new tag once the window changed', async () => {
    const customer = await createCustomer(testApp.db);
    const eventType = await createEventType(testApp.db);
    const write = (day: string) =>
      createSignalRow(testApp.db, {
        customerName: customer.name,
        eventType: eventType.name,
        publishDate: new Date(`2026-05-${day}T10:00:00Z`),
      });
    await write('02');
    const windowUrl = `/api/events/latest/${customer.name}?start=2026-05-01&end=2026-05-31`;
    const headers = { ...world.headersFor('moderator'), 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const before = await testApp.app.inject({ method: 'GET', url: windowUrl, headers });
    await write('03');
    // The notification of the commit clears the cache; until it arrives a read may still answer the old bytes.
    await expect
      .poll(async () => {
        const after = await testApp.app.inject({
          method: 'GET',
          url: windowUrl,
          headers: { ...headers, 'if-none-match': String(before.headers.etag) },
        });
        return after.statusCode === 200 && after.headers.etag !== before.headers.etag;
      })
      .toBe(true);
  });

  it('checks the token and the customer grant before it answers 304', async () => {
    const headers = { ...world.headersFor('analyst'), 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const entityTag = String((await get(headers)).headers.etag);
    const revalidate = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'if-none-match': entityTag };
    expect((await get(revalidate)).statusCode).toBe(401);
    expect((await get({ ...world.headersFor('otherAnalyst'), ...revalidate })).statusCode).toBe(403);

    // A token verified (and so remembered) a moment ago and then logged out is refused, 304 or not.
    const user = await createUser(testApp.db, { privilege: 1, customers: [world.ownCustomer.name] });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password: user.password },
    });
    const bearer = { authorization: `Bearer ${login.json().access_token as string}` };
    expect((await get({ ...bearer, ...revalidate })).statusCode).toBe(304);
    expect((await testApp.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer })).statusCode).toBe(200);
    expect((await get({ ...bearer, ...revalidate })).statusCode).toBe(401);
  });
});
