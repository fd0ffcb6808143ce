import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// Requests that never reach a route's validation (found by the bad-input drill, bench/drill-bad-input.bench.ts):
// the body parser's and the router's refusals answer in the one error shape and name the part that is wrong.
describe('errors the body parser and the router answer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
  });
  afterAll(() => testApp.close());

  const login = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': contentType }, payload });

  it('names the body when it is not JSON, holds a prototype key or is empty', async () => {
    for (const payload of ['{"username": ', '{"__proto__": {"privilege": 3}}', '{"constructor": {"prototype": {}}}']) {
      const response = await login(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ error: 'Bad Request', field: 'body' });
      expect(response.json().message, payload).toMatch(/^body: not valid JSON, or it holds a "__proto__"/);
    }
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'Bad Request',
      message: 'body: empty, though the Content-Type says JSON.',
      field: 'body',
    });
  });

  it('names the body when it is over 1 MB, and the content type when it is not one the API reads', async () => {
    const huge = await login(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'Payload Too Large', field: 'body' });
    const xml = await login('<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: 'Unsupported Media Type', field: 'content-type' });
  });

  it('answers a URL the router cannot read with the path named, its request id, and not the path repeated', async () => {
    const badEncoding = await testApp.app.inject({ method: 'GET', url: '/api/events/latest/%zz' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      error: 'Bad Request',
      message: 'path: not a valid URL (a "%" must be followed by two hexadecimal digits).',
      field: 'path',
    });
    expect(badEncoding.headers['x-request-id']).toBeTruthy();
    const longName = 'a'.repeat(10_000);
    const tooLong = await testApp.app.inject({ method: 'GET', url: `/api/events/latest/${longName}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ error: 'URI Too Long', field: 'path' });
    expect(tooLong.body.length).toBeLessThan(200);
  });

  it('sends the security headers of every other answer with a URL the router cannot read (ADR 9)', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            /^(content-security-policy|strict-transport|x-|cross-origin-|origin-agent|referrer-policy)/.test(name) &&
            name !== 'x-request-id',
        ),
      );
    const usual = securityHeaders((await testApp.app.inject({ method: 'GET', url: '/health' })).headers);
    expect(usual['content-security-policy']).toContain('frame-ancestors');
    expect(Object.keys(usual).length).toBeGreaterThanOrEqual(8);
    for (const url of ['/api/events/latest/%zz', `/api/events/latest/${'a'.repeat(200)}`]) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(securityHeaders(answer.headers), url).toEqual(usual);
    }
  });
});
