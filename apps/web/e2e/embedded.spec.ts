// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

// The sister product's pages are of other origins, whose storage and permissions the shared context would keep.
test.use({ ownBrowserContext: true });

// The server's default SISTER_DOMAIN (apps/api/src/config.ts); the journeys run with the default configuration.
const SISTER_PARENT = 'https://app.sister-domain.example';
const EVIL_PARENT = 'https://sister-domain.evil.example';

/** The user the parent logs in: a demo user unless the journey made its own. */
type ParentOptions = {
  parentOrigin: string;
  appUrl: string;
  username?: string;
  password?: string;
  /** Send spec section 4's plain `{ username, password }` instead of the typed login message. */
  plainMessage?: boolean;
};

/**
 * Serves a tiny page of the sister product from `parentOrigin` that embeds the app and, as the protocol of
 * ADR 0020 says, answers Argus's ready message with a login message. It records what it receives.
 */
async function openParent(
  page: Page,
  { parentOrigin, appUrl, username = 'analyst', password = DEMO_PASSWORD, plainMessage = false }: ParentOptions,
) {
  const parentUrl = `${parentOrigin}/parent.html`;
  const credentials = `username: ${JSON.stringify(username)}, password: ${JSON.stringify(password)}`;
  const loginMessage = plainMessage ? `{ ${credentials} }` : `{ type: 'argus:login', ${credentials} }`;
  // The journeys' server is on this machine, and Chromium asks before a public page frames a local one; a real
  // sister product and a deployed Argus are both public. The CSP check below runs whatever this permission says.
  await page.context().grantPermissions(['local-network-access'], { origin: parentOrigin });
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Sister product</title>
<body style="margin:0">
<iframe id="argus" title="Argus" src="${appUrl}" style="border:0;width:100%;height:760px"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push({ origin: event.origin, data: event.data });
    if (event.data && event.data.type === 'argus:ready') {
      event.source.postMessage(${loginMessage}, event.origin);
    }
  });
</script>
</body>`,
    }),
  );
  await page.goto(parentUrl);
  return page.frameLocator('#argus');
}

const readyMessages = () =>
  (window as unknown as { received: { data: { type?: string } }[] }).received.filter(
    (message) => message.data?.type === 'argus:ready',
  ).length;

test.describe('embedded in the sister product', () => {
  test('an allowed parent logs the app in, which then shows the compact ESG layout without footer', async ({
    page,
    baseURL,
  }) => {
    const loginRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/auth/login')) loginRequests.push(request.url());
    });
    const frame = await openParent(page, { parentOrigin: SISTER_PARENT, appUrl: `${baseURL}/login` });

    await expect.poll(() => page.evaluate(readyMessages)).toBe(1);
    // The real login form was filled in and submitted, and the app went on to the signed-in start page.
    await expect(frame.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(frame.locator('[data-esg]')).toBeVisible();
    expect(loginRequests).toHaveLength(1);
    await expect(frame.getByRole('banner')).toHaveCSS('height', '48px');
    await expect(frame.locator('footer')).toHaveCount(0);
    // Without the footer, the theme control sits in the header.
    await expect(frame.getByRole('banner').getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  });

  test('a page on this machine may embed and log in too, with the plain message of the spec', async ({
    page,
    baseURL,
  }) => {
    // localhost and 127.0.0.1 are different origins: the parent is cross-origin, as a sister product in development.
    const port = new URL(baseURL ?? '').port;
    const frame = await openParent(page, {
      parentOrigin: `http://localhost:${port}`,
      appUrl: `${baseURL}/login`,
      username: 'moderator',
      plainMessage: true,
    });
    await expect(frame.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(frame.getByRole('navigation', { name: 'Main' })).toContainText('Target Entities'); // a moderator's section
    await expect(frame.locator('[data-esg]')).toBeVisible();
    await expect(frame.locator('footer')).toHaveCount(0);
  });

  test('a session of another user in the frame is dropped before the requested user signs in', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    // A parent on Argus's own origin shares its storage, so the frame starts signed in as admin.
    await loginAs('admin');
    const loginRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/login')) loginRequests.push(request.postDataJSON()?.username as string);
    });
    const frame = await openParent(page, { parentOrigin: baseURL ?? '', appUrl: `${baseURL}/`, username: 'analyst' });

    await expect(frame.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(frame.getByText('Analyst', { exact: true }).first()).toBeVisible();
    await expect(frame.getByRole('navigation', { name: 'Main' })).not.toContainText('Users');
    await expect(frame.locator('[data-esg]')).toBeVisible();
    expect(loginRequests).toEqual(['analyst']);
  });

  test('the same user already signed in in the frame is not logged in again', async ({ page, baseURL, loginAs }) => {
    const admin = await loginAs('admin');
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/login')) loginRequests += 1;
    });
    const frame = await openParent(page, {
      parentOrigin: baseURL ?? '',
      appUrl: `${baseURL}/`,
      username: admin.username,
      password: admin.password,
    });

    await expect.poll(() => page.evaluate(readyMessages)).toBe(1);
    await expect(frame.locator('[data-esg]')).toBeVisible();
    await expect(frame.getByRole('navigation', { name: 'Main' })).toContainText('Users');
    expect(loginRequests).toBe(0);
  });

  test('the server refuses to be framed by a look-alike of the sister domain', async ({ page, baseURL }) => {
    const refused = page.waitForEvent('console', (message) =>
      /violates the following Content Security Policy directive: "frame-ancestors 'self' https:\/\/sister-domain\.example /.test(
        message.text(),
      ),
    );
    await openParent(page, { parentOrigin: EVIL_PARENT, appUrl: `${baseURL}/login` });
    await refused;
    // Chromium replaces a frame that CSP forbids with its error page: the app never runs there.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    expect(await page.evaluate(readyMessages)).toBe(0);
  });

  test('even without that header, the app ignores a login message from a look-alike origin', async ({
    page,
    baseURL,
  }) => {
    // As behind a proxy that drops the CSP header: the app's own origin check must still refuse.
    await page.route(`${baseURL}/login`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const ignored = page.waitForEvent('console', (message) =>
      message.text().includes(`Ignored a login message from ${EVIL_PARENT}`),
    );
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/login')) loginRequests += 1;
    });
    const frame = await openParent(page, { parentOrigin: EVIL_PARENT, appUrl: `${baseURL}/login` });

    await ignored;
    expect(await page.evaluate(readyMessages)).toBe(1);
    await expect(frame.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(frame.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');
    // ESG mode stays off: the guest footer is still there.
    await expect(frame.locator('footer')).toBeVisible();
    expect(loginRequests).toBe(0);
  });

  test('outside a frame ESG mode is off and no ready message is posted', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.addInitScript(() => {
      const posted: unknown[] = [];
      (window as unknown as { posted: unknown[] }).posted = posted;
      const original = window.postMessage.bind(window);
      window.postMessage = ((message: unknown, ...rest: [string]) => {
        posted.push(message);
        original(message, ...rest);
      }) as typeof window.postMessage;
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('[data-esg]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCSS('height', '60px');
    expect(await page.evaluate(() => (window as unknown as { posted: unknown[] }).posted)).toEqual([]);
  });
});
