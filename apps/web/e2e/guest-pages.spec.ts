import type { APIRequestContext } from '@playwright/test';
import { solvedBotCheck, uniqueName, type World } from './builders';
import { expect, test } from './fixtures';
import { latestResetLink, mailsTo } from './outbox';

// Sign-up, forgot and reset password against the real server, and the pages anyone may open.

/** An account that can sign in: asked for through the API, then approved by the demo admin. */
async function createApprovedUser(request: APIRequestContext, world: World, password: string) {
  const username = uniqueName('e2e_reset');
  const email = `${username}@e2e.example`;
  const signUp = await request.post('/auth/sign-up', {
    data: { username, email, password, botCheck: await solvedBotCheck(request) },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(201);
  const approve = await request.post(`/users/${username}/approve`, { headers: await world.adminHeaders() });
  expect(approve.status(), 'approval by the admin').toBe(200);
  return { username, email };
}

test.describe('sign up', () => {
  // The form's inline rules and the taken-name refusal: sign-up-form.test.tsx and users.test.ts.
  test('sends an account request; the account cannot sign in until an admin approves it', async ({ page }) => {
    const username = uniqueName('e2e_signup');
    const password = 'pending-pass-1';
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@e2e.example`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(password);
    await page.getByRole('textbox', { name: 'Message to the administrator' }).fill('Team Berlin, folder Aurora.');
    await page.getByRole('button', { name: 'Request account' }).click();

    const outcome = page.getByRole('status');
    await expect(outcome).toContainText('Request sent');
    await expect(outcome).toContainText('Your request has been sent to an administrator');
    await outcome.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The login form shows the server's reason for refusing a pending account.
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication Failed');
    await expect(alert).toContainText('Your sign-up request is waiting for an administrator to approve it.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('forgot password', () => {
  test('answers the same neutral words for a known and an unknown account, and mails only the known one', async ({
    page,
    request,
    world,
  }) => {
    const { email } = await createApprovedUser(request, world, 'first-pass-1');
    const unknown = `${uniqueName('nobody')}@e2e.example`;
    const answers: string[] = [];

    for (const login of [email, unknown]) {
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Give a username or an e-mail address')).toBeVisible();
      await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(login);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const outcome = page.getByRole('status');
      await expect(outcome).toContainText('Check your e-mail');
      await expect(outcome.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
      answers.push(await outcome.innerText());
    }

    expect(answers[0]).toContain('If an account with an e-mail address matches');
    expect(answers[1], 'the answer must not tell whether the account exists').toBe(answers[0]);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });
});

test.describe('reset password', () => {
  test('the link from the mail sets a new password once; the new password signs in', async ({
    page,
    request,
    world,
  }) => {
    const { username, email } = await createApprovedUser(request, world, 'first-pass-1');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('Check your e-mail');

    const link = await latestResetLink(email);
    expect(link.startsWith(test.info().project.use.baseURL ?? '-')).toBe(true);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass-2');
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const changed = page.getByRole('status');
    await expect(changed).toContainText('Password changed');
    await expect(changed).toContainText('Your password has been changed. Please sign in with the new one.');

    // The same link again: refused by the server, explained on the page.
    await page.goto('/login');
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-pass-3');
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill('third-pass-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toContainText('This link cannot be used');
    await expect(refused.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');

    const oldLogin = await request.post('/auth/login', { data: { username, password: 'first-pass-1' } });
    expect(oldLogin.status(), 'the old password no longer works').toBe(401);
    const reusedLogin = await request.post('/auth/login', { data: { username, password: 'third-pass-3' } });
    expect(reusedLogin.status(), 'the reused link changed nothing').toBe(401);

    // Signing in with the new password through the form.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\//);
  });

  test('a page without a token, or with an unknown one, says so and offers a new link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('This page needs the link from your e-mail');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);

    await page.goto('/reset-password#token=not-a-real-token');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('long enough');
    await page.getByRole('textbox', { name: 'Repeat new password' }).fill('long enough');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link cannot be used');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('public pages', () => {
  const pages = [
    { path: '/info', heading: 'About Argus', text: 'Ask for an account' },
    { path: '/imprint', heading: 'Imprint', text: 'The company below is a placeholder.' },
    { path: '/cookies', heading: 'Cookie Statement', text: 'Argus sets no cookies' },
    { path: '/terms', heading: 'Terms and Conditions', text: 'Accuracy of the content' },
  ];

  test('open without login, with the guest footer', async ({ page }) => {
    for (const { path, heading, text } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Sign Up' }),
      ).toBeVisible();
    }
  });

  test('an unknown path needs a login first', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user opening /sign-up or /forgot-password is sent to /', async ({ page, loginAs }) => {
    await loginAs('analyst');
    for (const path of ['/sign-up', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
    }
  });
});
