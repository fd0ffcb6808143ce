import type { EmailScheduleRecord } from '@argus/contract';
import type { Locator, Page } from '@playwright/test';
import { bearer, expect, test } from './fixtures';
import { mailsTo } from './outbox';

// E-Mail Schedules (ADR 0098): every journey makes its own folder, owner and signals, and narrows the list to its
// folder (?customer=), so that the schedules of other journeys never show in its list.

const notification = (page: Page, title: string) => page.locator('.mantine-Notification-root', { hasText: title });

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

async function schedulesOf(request: Parameters<Parameters<typeof test>[2]>[0]['request'], token: string) {
  const response = await request.get('/email-schedules', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as EmailScheduleRecord[];
}

test.describe('e-mail schedules', () => {
  test('a moderator creates a schedule with a cron, reads it in words, previews, sends now, edits, disables and deletes it', async ({
    page,
    request,
    world,
    loginAs,
  }) => {
    test.slow();
    const folder = await world.customer({ prefix: 'digest' });
    const owner = await world.user('analyst', { customers: [folder.customerName], prefix: 'owner' });
    // Entered by the demo admin: a digest leaves out its owner's own edits only.
    await world.signal(folder.customerName, {
      targetEntityName: 'Journey Digest Holding AG',
      eventType: 'Acquisition',
    });
    const moderator = await loginAs('moderator');

    await page.goto(`/reports/email-schedules?customer=${folder.customerName}`);
    await expect(page.getByRole('heading', { name: 'E-Mail Schedules' })).toBeVisible();
    await expect(page.getByText('No schedule matches these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'New schedule' }).click();
    const editor = page.getByRole('dialog', { name: 'New e-mail schedule' });
    await pick(page, editor, 'Owner', new RegExp(`^${owner.username} `));
    // The owner's own address is the first recipient.
    await expect(editor.getByText(owner.email, { exact: true })).toBeVisible();
    // The list's folder is the new schedule's.
    await expect(editor.getByRole('combobox', { name: 'Folder' })).toHaveValue(folder.label);

    const cron = editor.getByRole('textbox', { name: 'Cron (UTC)' });
    await cron.fill('61 * * * *');
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(editor.getByText('Not a valid schedule (Invalid value for minute: 61)')).toBeVisible();
    await cron.fill('15 8 * * 2,4');
    const meaning = editor.getByTestId('cron-meaning');
    await expect(meaning).toContainText('At 08:15, only on Tuesday and Thursday (UTC)');
    await expect(meaning.getByRole('listitem')).toHaveCount(3);
    await expect(meaning.getByRole('listitem').first()).toHaveText(/^(Tue|Thu), \d+ \w+ \d{4}, 08:15 UTC$/);
    await expect(editor.getByRole('combobox', { name: 'Frequency' })).toHaveValue('Custom (cron)');
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(notification(page, 'Schedule created')).toBeVisible();

    // The new schedule's details open beside the list, with the digest it would send now.
    const details = page.getByRole('dialog', { name: `${owner.username} · ${folder.label}` });
    await expect(details).toContainText('At 08:15, only on Tuesday and Thursday (UTC)');
    const preview = details.getByTestId('digest-preview');
    await expect(preview).toContainText('1 signal since');
    await expect(preview.getByRole('listitem')).toHaveText([/Journey Digest Holding AG/]);

    await details.getByRole('button', { name: 'Send now' }).click();
    await expect(notification(page, 'Digest sent')).toContainText('1 signal. No SMTP server is set up');
    const history = details.getByRole('list', { name: 'Send history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText('In the outbox');
    await expect.poll(async () => (await mailsTo(owner.email)).length).toBe(1);

    await history.getByRole('button', { name: /^View the mail of / }).click();
    const mail = page.getByRole('dialog', { name: 'E-mail' });
    await expect(mail.getByTestId('mail-subject')).toHaveText(`Argus digest for ${folder.label}: 1 new signal`);
    const frame = mail.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: `Signals for ${folder.label}` })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Journey Digest Holding AG' })).toBeVisible();
    await mail.getByRole('tab', { name: 'Text' }).click();
    await expect(mail.getByTestId('mail-text')).toContainText('Journey Digest Holding AG');
    await mail.getByRole('button', { name: 'Close the mail' }).click();
    await expect(mail).toBeHidden();

    // Edit: a preset rewrites the cron.
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit e-mail schedule' });
    await pick(page, edit, 'Frequency', 'Weekly, Mondays at 06:00 UTC');
    await expect(edit.getByRole('textbox', { name: 'Cron (UTC)' })).toHaveValue('0 6 * * 1');
    await expect(edit.getByTestId('cron-meaning')).toContainText('At 06:00, only on Monday (UTC)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'Schedule saved')).toBeVisible();
    await expect(details).toContainText('At 06:00, only on Monday (UTC)');
    await details.getByRole('button', { name: 'Close the details' }).click();

    // Disable from the list: no next run any more.
    const row = page.getByRole('row').filter({ hasText: owner.username });
    await expect(row).toContainText('At 06:00, only on Monday');
    const enabled = row.getByRole('switch', { name: `Enabled: ${owner.username}, ${folder.label}` });
    // The switch's invisible input lies over its track (the theme's switch.module.css): a click on the switch lands
    // on it.
    await enabled.click();
    await expect(enabled).not.toBeChecked();
    await expect(row.getByRole('cell').filter({ hasText: /^Off$/ })).toBeVisible();
    const stored = (await schedulesOf(request, moderator.token)).find(
      (entry) => entry.customerName === folder.customerName,
    );
    expect(stored).toMatchObject({ enabled: false, nextRunAt: null, cron: '0 6 * * 1' });

    // Delete asks first.
    await row.getByRole('button', { name: `Details of ${owner.username}, ${folder.label}` }).click();
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this schedule?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete schedule' }).click();
    await expect(notification(page, 'Schedule deleted')).toBeVisible();
    await expect(page.getByText('No schedule matches these filters.')).toBeVisible();
    const left = await schedulesOf(request, moderator.token);
    expect(left.filter((entry) => entry.customerName === folder.customerName)).toEqual([]);
  });

  test("an admin's schedule from a link's owner and folder: recipients limited to 20, filters narrow the preview", async ({
    page,
    world,
    loginAs,
  }) => {
    test.slow();
    const folder = await world.customer({ prefix: 'filtered' });
    const owner = await world.user('moderator', { prefix: 'staffowner' });
    await world.signal(folder.customerName, { targetEntityName: 'Journey Kept Industries', reliability: 4 });
    await world.signal(folder.customerName, { targetEntityName: 'Journey Dropped Ltd', reliability: 2 });
    await loginAs('admin');

    await page.goto(`/reports/email-schedules?owner=${owner.username}&customer=${folder.customerName}`);
    await page.getByRole('button', { name: 'New schedule' }).click();
    const editor = page.getByRole('dialog', { name: 'New e-mail schedule' });
    await expect(editor.getByRole('combobox', { name: 'Owner' })).toHaveValue(`${owner.username} (${owner.email})`);
    await expect(editor.getByRole('combobox', { name: 'Folder' })).toHaveValue(folder.label);
    await pick(page, editor, 'Frequency', 'Daily at 06:00 UTC');
    await expect(editor.getByTestId('cron-meaning')).toContainText('At 06:00 (UTC)');

    const recipients = editor.getByRole('combobox', { name: 'Recipients' });
    for (let index = 1; index <= 20; index += 1) {
      await recipients.fill(`reader${index}@journey.example`);
      await recipients.press('Enter');
    }
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(editor.getByText('Must list at most 20 recipients')).toBeVisible();
    await recipients.press('Backspace');
    await pick(page, editor, 'Minimum reliability', 'High or higher');
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(notification(page, 'Schedule created')).toBeVisible();

    const details = page.getByRole('dialog', { name: `${owner.username} · ${folder.label}` });
    await expect(details).toContainText('High or higher');
    const preview = details.getByTestId('digest-preview');
    await expect(preview.getByRole('listitem')).toHaveText([/Journey Kept Industries/]);

    await details.getByRole('button', { name: 'Send now' }).click();
    await expect(notification(page, 'Digest sent')).toBeVisible();
    await details.getByRole('tab', { name: 'History' }).click();
    await expect(details.getByRole('list', { name: 'Send history' }).getByRole('listitem')).toHaveCount(1);
    await expect.poll(async () => (await mailsTo('reader19@journey.example')).length).toBe(1);
    await expect.poll(async () => (await mailsTo('reader20@journey.example')).length).toBe(0);

    const row = page.getByRole('row').filter({ hasText: owner.username });
    await expect(row).toContainText(`${owner.email} +19`);
    await expect(row).not.toContainText('Never');
  });

  test('an analyst opening the URL sees the not-allowed state', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/reports/email-schedules');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-Mail Schedules' })).toHaveCount(0);
  });
});
