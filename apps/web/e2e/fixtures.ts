// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { test as base, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'argus-demo';

/** The demo users seeded by `npm start` on an empty database. */
export type DemoUser = 'admin' | 'moderator' | 'analyst';

type Fixtures = {
  /** Signs in through the API and hands the token to the app before its first script runs. */
  loginAs: (username: DemoUser) => Promise<string>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, request }, use) => {
    await use(async (username) => {
      const response = await request.post('/auth/login', { data: { username, password: DEMO_PASSWORD } });
      expect(response.status(), `login of ${username} through the API`).toBe(200);
      const { access_token: token } = (await response.json()) as { access_token: string };
      // Runs before every page load; the session-storage mark makes it seed the token only once per tab,
      // so that a test can still log out and reload.
      await page.addInitScript(
        ({ key, value }) => {
          if (window.sessionStorage.getItem('e2e-token-seeded')) return;
          window.sessionStorage.setItem('e2e-token-seeded', '1');
          window.localStorage.setItem(key, value);
        },
        { key: TOKEN_STORAGE_KEY, value: token },
      );
      return token;
    });
  },
});

export { expect };
