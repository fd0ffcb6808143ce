import { expect, test } from './fixtures';

const notification = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text });

const uniqueDuns = () => String(Date.now()).slice(-9);

test.describe('target entity administration', () => {
  test('a moderator edits a target entity; Users and Customers are neither linked nor open to them', async ({
    page,
    loginAs,
    world,
  }) => {
    const entity = await world.targetEntity({ name: `Edit Me ${Date.now()} GmbH`, country: 'DE', city: 'Berlin' });
    await loginAs('moderator');
    await page.goto('/system/target-entities');
    const navigation = page.getByRole('navigation');
    await expect(navigation.getByRole('link', { name: 'Target Entities' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Customers' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Search target entities' }).fill(entity.name);
    await page.getByRole('link', { name: entity.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/system/target-entities/edit/${entity.id}$`));

    // Picking a real city fills its country and coordinates.
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('combobox', { name: 'Country' }).fill('Switzerland');
    await page.getByRole('option', { name: 'Switzerland (CH)' }).click();
    const city = page.getByRole('combobox', { name: 'City' });
    await city.fill('zur');
    await page
      .getByRole('option', { name: /^Zürich/ })
      .first()
      .click();
    await expect(city).toHaveValue('Zürich');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^47\.3/);
    await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue(/^8\.5/);
    const aliases = page.getByRole('combobox', { name: 'Aliases' });
    await aliases.fill('Edit Me Zurich');
    await aliases.press('Enter');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'Target entity saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Zürich');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Switzerland (CH)');

    for (const path of [
      '/system/users',
      '/system/users/edit/admin',
      '/system/customers',
      '/system/customers/edit/poc',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    }
  });

  test('the search finds an entity by an alias and by its DUNS id, on the server', async ({ page, loginAs, world }) => {
    const marker = `Q${Date.now()}`;
    const dunsId = uniqueDuns();
    const entity = await world.targetEntity({
      name: `Searchable ${marker} AG`,
      dunsId,
      aliases: [`Alias${marker}`],
    });
    await loginAs('moderator');
    await page.goto('/system/target-entities');
    await expect(page.getByText(/^1–50 of /)).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search target entities' });
    const rows = page.getByRole('table', { name: 'Target entities' }).getByRole('row');

    await search.fill(`alias${marker}`.toLowerCase());
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(entity.name);
    await expect(page.getByText('1–1 of 1')).toBeVisible();

    await search.fill(dunsId);
    await expect(rows.nth(1)).toContainText(dunsId);
    await expect(rows.nth(1)).toContainText(entity.name);
    await expect(page.getByText('1–1 of 1')).toBeVisible();

    await search.fill(`no such entity ${marker}`);
    await expect(page.getByText('No target entity matches the search.')).toBeVisible();
  });

  test('leaving an edited form asks first, and staying keeps the changes', async ({ page, loginAs, world }) => {
    const entity = await world.targetEntity({ name: `Unsaved ${Date.now()} Ltd` });
    await loginAs('moderator');
    await page.goto(`/system/target-entities/edit/${entity.id}`);
    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('https://unsaved.example');

    await page.getByRole('link', { name: 'All target entities' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/edit/${entity.id}$`));
    await expect(website).toHaveValue('https://unsaved.example');

    // The browser's own question guards a reload; dismissed, the page and its changes stay.
    const question = page.waitForEvent('dialog');
    await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
    const asked = await question;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(website).toHaveValue('https://unsaved.example');

    await page.getByRole('navigation').getByRole('link', { name: 'Signals' }).click();
    await dialog.getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream/);

    // A saved form lets the user go without asking.
    await page.goto(`/system/target-entities/edit/${entity.id}`);
    await page.getByRole('textbox', { name: 'Website' }).fill('https://saved.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'Target entity saved')).toBeVisible();
    await page.getByRole('link', { name: 'All target entities' }).click();
    await expect(page).toHaveURL(/\/system\/target-entities$/);
  });
});
