import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('serving the web app beside the API', () => {
  let testApp: TestApp;
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Argus</title>');
    fs.writeFileSync(path.join(webDistDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    testApp = await buildTestApp('pglite', { webDistDir, sisterDomain: 'sister.test' });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/corporate-intelligence/signal-stream', '/no/such/page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Argus</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a font slice as font/woff2, cached for a year and never compressed again (ADR 0113)', async () => {
    // woff2 is brotli inside: bytes that do not compress, as a real slice's.
    const slice = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251));
    fs.writeFileSync(path.join(webDistDir, 'assets', 'noto-sans-sc-7-wght-normal-a1b2c3.woff2'), slice);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/noto-sans-sc-7-wght-normal-a1b2c3.woff2',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(slice)).toBe(true);
  });

  it('sends files compressed to a browser and as they are to a client that does not ask', async () => {
    const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `name-${index}`))};`;
    fs.writeFileSync(path.join(webDistDir, 'assets', 'big-0a1b2c.js'), script);
    const url = '/assets/big-0a1b2c.js';
    const compressed = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(script);
    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the .br or .gz the build wrote beside a file as it is, by what the client accepts', async () => {
    const script = `export const ids = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => index))};`;
    const file = path.join(webDistDir, 'assets', 'built-9f8e7d.js');
    fs.writeFileSync(file, script);
    // Not what brotli 1 per request would make of it: the answer must be these bytes, untouched.
    const brotli = brotliCompressSync(script);
    const gzip = gzipSync(script, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    const url = '/assets/built-9f8e7d.js';

    const asBrotli = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.headers['content-type']).toContain('javascript');
    expect(asBrotli.headers['cache-control']).toContain('immutable');
    expect(asBrotli.rawPayload.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(asBrotli.rawPayload).toString('utf8')).toBe(script);

    const asGzip = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asGzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves files written after start-up (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(webDistDir, 'assets', 'later-def456.js'), 'console.log(2)');
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/later-def456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of [
      '/api/nothing',
      '/auth/nothing',
      '/customers/table/nope',
      '/assets/gone-123.js',
      '/assets/.hidden.js',
      '/assets/..%2Findex.html',
      '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/favicon.ico',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    }
  });

  it('serves the OpenAPI description and reports health', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/settings/{username}']));
    const health = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets exactly Argus, the sister domain and its subdomains over https, and this machine embed the page', async () => {
    for (const url of ['/', '/login', '/corporate-intelligence/signal-stream']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const directives = String(response.headers['content-security-policy']).split(';');
      const frameAncestors = directives
        .map((directive) => directive.trim())
        .filter((d) => d.startsWith('frame-ancestors'));
      expect(frameAncestors, url).toEqual([
        "frame-ancestors 'self' https://sister.test https://*.sister.test http://localhost:* http://127.0.0.1:*",
      ]);
      // X-Frame-Options cannot name another origin; a browser that obeyed it would refuse the sister product.
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('serves the service worker from the root, never cached, so that an update is found at the next check', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('tells the web app the configured sister domain, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sisterDomain: 'sister.test',
      monitoringOnlyFolderTables: [],
      partnerUsernames: [],
    });
  });

  it('tells a signed-in app the monitoring-only folder tables and the partner users, and a guest neither', async () => {
    const configured = await buildTestApp('pglite', {
      monitoringOnlyFolderTables: ['legacy_table'],
      partnerUsernames: ['greenleaf'],
    });
    try {
      const guest = await configured.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(guest.json()).toMatchObject({ monitoringOnlyFolderTables: [], partnerUsernames: [] });
      const forged = await configured.app.inject({
        method: 'GET',
        url: '/api/public-config',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.json()).toMatchObject({ monitoringOnlyFolderTables: [], partnerUsernames: [] });

      const analyst = await createUser(configured.db, { privilege: 1 });
      const login = await configured.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: analyst.username, password: analyst.password },
      });
      const signedIn = await configured.app.inject({
        method: 'GET',
        url: '/api/public-config',
        headers: { authorization: `Bearer ${login.json().access_token as string}` },
      });
      expect(signedIn.json()).toMatchObject({
        monitoringOnlyFolderTables: ['legacy_table'],
        partnerUsernames: ['greenleaf'],
      });
    } finally {
      await configured.close();
    }
  });
});
