import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';

describe('login rate limit per address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', { loginRateLimitPerAddress: 3 });
  });
  afterAll(() => testApp.close());

  it('refuses the attempts of one address past the limit, whatever the username, and not another address', async () => {
    const user = await createUser(testApp.db);
    const attempt = (username: string, address: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: address,
        payload: { username, password: user.password },
      });
    for (const username of ['someone', 'someone_else', user.username]) {
      expect((await attempt(username, '10.0.0.1')).statusCode).not.toBe(429);
    }
    const refused = await attempt(user.username, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests' });
    expect((await attempt(user.username, '10.0.0.2')).statusCode).toBe(200);
  });
});
