import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers';

// The headers are worked out once (ADR 9); every kind of answer must still carry them, and the options must count.
describe('security headers', () => {
  async function appWith(options: Parameters<typeof securityHeadersOf>[0]) {
    const app = Fastify();
    await registerSecurityHeaders(app, securityHeadersOf(options));
    app.get('/ok', () => ({ ok: true }));
    app.get('/fails', async () => {
      throw Object.assign(new Error('nope'), { statusCode: 401 });
    });
    return app;
  }

  it('are on answers, errors and unknown paths alike', async () => {
    const app = await appWith({
      contentSecurityPolicy: { directives: { 'frame-ancestors': ["'self'", 'https://a.test'] } },
    });
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self' https://a.test");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('follow the options: a header switched off is not sent', async () => {
    const app = await appWith({ frameguard: false, strictTransportSecurity: false });
    const response = await app.inject({ method: 'GET', url: '/ok' });
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
