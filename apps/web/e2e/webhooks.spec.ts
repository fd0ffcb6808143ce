import { expect, test } from './fixtures';

// ADR 0136: a user sends their alerts to a webhook. The journey's receiver is a public-looking host: the server refuses
// private and loopback addresses, and nothing is sent until a saved view alerts, so the webhook is only made, listed,
// looked into and deleted here.

const URL_TO = 'https://hooks.example.com/argus';
const HOST = 'hooks.example.com';

test.describe('webhooks', () => {
  test('an analyst adds a webhook, sees its secret once, finds it Active with no deliveries, and deletes it', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    // A new user of this journey has none: the screen says what webhooks are for.
    await expect(page.getByTestId('no-webhooks')).toContainText('Slack, Teams or any HTTPS endpoint');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await form.getByRole('textbox', { name: 'URL' }).fill(URL_TO);
    await form.getByText('Slack', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Slack' })).toBeChecked();
    // An analyst's webhook carries their own alerts: no folder to choose.
    await expect(form.getByRole('combobox', { name: /^Folder/ })).toHaveCount(0);
    await form.getByRole('button', { name: 'Add webhook' }).click();

    // The secret, once.
    const shown = page.getByRole('dialog', { name: `Webhook to ${HOST}` });
    await expect(shown.getByText('Copy this signing secret now: it will not be shown again.')).toBeVisible();
    await expect(shown.getByText('X-Argus-Signature', { exact: false }).first()).toBeVisible();
    const secret = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // Listed as Active, the secret nowhere on the page, nor after a reload.
    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: HOST });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Active').filter({ visible: true })).toBeVisible();
    await expect(row.getByText('Slack').filter({ visible: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.reload();
    await expect(row.getByText('Active').filter({ visible: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // Its delivery log: nothing sent yet.
    await row.getByRole('button', { name: `Deliveries to ${HOST}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries: ${HOST}` });
    await expect(log.getByTestId('no-deliveries')).toBeVisible();
    await log.getByRole('button', { name: 'Close the deliveries' }).click();
    await expect(log).toBeHidden();

    // Deleted after asking; the screen is empty again.
    await row.getByRole('button', { name: `Delete the webhook to ${HOST}` }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await ask.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('no-webhooks')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the navigation leads to Webhooks', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/settings/user');
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  });
});
