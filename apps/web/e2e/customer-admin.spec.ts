import type { CustomerRecord } from '@argus/contract';
import { uniqueName } from './builders';
import { expect, test } from './fixtures';

const notification = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text });

test.describe('customer administration', () => {
  test('an admin duplicates a customer and finds its discoveries, search terms and entities copied', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const copyName = uniqueName('northwind_copy');
    const customers = await request.get('/customers/table', { headers: await world.adminHeaders() });
    const source = ((await customers.json()) as CustomerRecord[]).find((entry) => entry.customerName === 'northwind');
    expect(source?.entityCount, 'the demo folder monitors entities').toBeGreaterThan(1);
    await loginAs('admin');
    await page.goto('/system/customers');
    await page.getByRole('link', { name: 'Duplicate Northwind Logistics', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/customers\/duplicate\/northwind$/);
    await expect(page.getByText('3 discoveries with 12 search terms')).toBeVisible();

    // The name's rule before anything is sent: duplicate-customer-form.test.tsx.

    await page.getByRole('textbox', { name: 'New customer name' }).fill(copyName);
    await page.getByRole('button', { name: 'Duplicate customer' }).click();
    await expect(notification(page, 'Customer duplicated')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/system/customers/edit/${copyName}$`));
    await expect(page.getByRole('heading', { name: 'Northwind Logistics (copy)', level: 1 })).toBeVisible();
    await expect(page.getByText(copyName, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${source!.entityCount.toLocaleString('en')} monitored entities · 0 users with access`),
    ).toBeVisible();

    const discoveryNames = page.getByRole('textbox', { name: 'Discovery name' });
    await expect(discoveryNames).toHaveCount(3);
    await expect(discoveryNames.nth(0)).toHaveValue('Cyber security');
    await expect(discoveryNames.nth(2)).toHaveValue('Supply chain risk');
    await expect(page.getByRole('textbox', { name: 'Search term' })).toHaveCount(12);
    await expect(page.getByRole('textbox', { name: 'Search term' }).first()).toHaveValue('Data leaks');

    // The copy is a customer of its own: a change to its discoveries leaves the source as it was.
    await page.getByRole('button', { name: 'Remove discovery Supply chain risk' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'Customer saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Discovery name' })).toHaveCount(2);
    await page.goto('/system/customers/edit/northwind');
    await expect(page.getByRole('textbox', { name: 'Discovery name' })).toHaveCount(3);
  });

  // The missing keyword and the taken name, inline and in the alert: customer-form.test.tsx and customers.test.ts.
  test('a new customer with a discovery is created; it monitors an entity and joins the folder choices', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const name = uniqueName('acme');
    const { name: entity } = await world.targetEntity();
    await loginAs('admin');
    await page.goto('/system/customers/new');
    await page.getByRole('textbox', { name: 'Label' }).fill('Acme Corp');
    await page.getByRole('button', { name: 'Add discovery' }).click();
    await page.getByRole('textbox', { name: 'Discovery name' }).fill('Recalls');
    await page.getByRole('button', { name: 'Add search term' }).click();
    await page.getByRole('textbox', { name: 'Search term' }).fill('Product recall');
    const keywords = page.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill('recall');
    await keywords.press('Enter');
    await page.getByRole('textbox', { name: 'Customer name' }).fill(name);
    await page.getByRole('button', { name: 'Create customer' }).click();
    await expect(notification(page, 'Customer created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/system/customers/edit/${name}$`));

    // Its monitored entities: one added through the search over all entities, then removed, each saved at once.
    await expect(page.getByText('No entity is monitored yet.')).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Add an entity' });
    await picker.fill(entity);
    await page.getByRole('option', { name: entity, exact: true }).click();
    await expect(notification(page, `Acme Corp monitors ${entity} now.`)).toBeVisible();
    const monitored = page.getByRole('table', { name: 'Target entities monitored by Acme Corp' });
    await expect(monitored.getByRole('link', { name: entity, exact: true })).toBeVisible();
    await monitored.getByRole('button', { name: `Stop monitoring ${entity}` }).click();
    await expect(notification(page, 'Entity removed')).toBeVisible();
    await expect(page.getByText('No entity is monitored yet.')).toBeVisible();

    // Staff see every customer: the folder choices hold the new one without a reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' }).click();
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await expect(page.getByRole('option', { name: 'Acme Corp', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const stored = await request.get(`/customers/${name}`, { headers: await world.adminHeaders() });
    expect(await stored.json()).toMatchObject({
      customerLabel: 'Acme Corp',
      folderDbTable: `events_${name}`,
      discoveries: [{ name: 'Recalls', searchTerms: [{ term: 'Product recall', keywords: ['recall'] }] }],
    });
  });
});
