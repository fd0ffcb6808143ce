import type { APIRequestContext, Page } from '@playwright/test';
import { signalLinkPath } from '@argus/contract';
import { dayRangeOfPreset } from '@argus/filtering';
import { bearer, expect, expectFolderLoaded, FOLDER_LOAD_TIMEOUT, test, type JourneyUser } from './fixtures';

async function selectFolder(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label);
}

/** The status line of a folder whose month is whole, with the count of its mentions the API holds for that month. */
async function monthMentionsLine(request: APIRequestContext, { token, username }: JourneyUser, customer: string) {
  const { dateBegin, dateEnd } = dayRangeOfPreset('last-month');
  const until = new Date(Date.parse(`${dateEnd}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();
  const path = [username, customer, `${dateBegin}T00:00:00.000Z`, until].map(encodeURIComponent).join('/');
  const response = await request.get(`/api/discoveryCustomer/${path}`, { headers: bearer(token) });
  expect(response.status(), path).toBe(200);
  const count = ((await response.json()) as unknown[]).length;
  expect(count).toBeGreaterThan(0);
  return `${count.toLocaleString('en')} mentions of the last month loaded.`;
}

function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.context().on('request', (request) => paths.push(decodeURIComponent(new URL(request.url()).pathname)));
  return paths;
}

test.describe('folders', () => {
  test('an analyst switches among preloaded folders without asking the server again', async ({
    page,
    loginAs,
    request,
  }) => {
    const user = await loginAs('analyst');
    // Each folder's own count, from the API: the two demo folders' months differ by as little as one mention on some
    // dates, so a line that merely differs from Northwind's would not show that it is Helios's.
    const heliosLine = await monthMentionsLine(request, user, 'helios_energy');
    await page.goto('/discovery/mention-stream');
    const folder = page.getByRole('combobox', { name: 'Folder' });
    await expect(folder).toHaveValue('Northwind Logistics');
    const count = page.getByTestId('folder-mention-count');
    await expectFolderLoaded(page, 'mention');
    // Another journey pushes a mention into Northwind (live-mentions.spec.ts), which its live stream brings here: the
    // line is held to the API's count of the moment.
    await expect
      .poll(async () => (await count.textContent()) === (await monthMentionsLine(request, user, 'northwind')))
      .toBe(true);

    const paths = recordPaths(page);
    await selectFolder(page, 'Helios Energy');
    // Preloaded at start-up: the status line shows the folder whole at once, and of its data only its live stream is
    // asked for (the navigation's saved views of the folder chosen are not its data: ADR 0135; nor are the user's
    // alerts, polled whatever the folder: ADR 0136).
    await expect(count).toHaveText(heliosLine);
    const notFolderData = new Set(['/api/saved-views', '/api/alerts']);
    const dataPaths = paths.filter(
      (path) => path.startsWith('/api/') && !path.startsWith('/api/discovery/live/') && !notFolderData.has(path),
    );
    expect(dataPaths).toEqual([]);
    // The folder selector lists only the analyst's own folders.
    await folder.click();
    await expect(page.getByRole('option')).toHaveText(['Helios Energy', 'Northwind Logistics']);
  });

  test('a link naming a folder and a signal, as a digest mail has, opens that folder with the signal', async ({
    page,
    world,
    loginAs,
  }) => {
    const { customerName, label } = await world.customer();
    const signal = await world.signal(customerName);
    await loginAs(await world.user('analyst', { customers: ['northwind', customerName] }));
    await page.goto('/corporate-intelligence/signal-stream');
    await selectFolder(page, 'Northwind Logistics');

    const folder = page.getByRole('combobox', { name: 'Folder' });
    // The folder is chosen once the start-up knows the user's folders.
    await page.goto(signalLinkPath(customerName, signal.id));
    await expect(folder).toHaveValue(label, { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(page.getByRole('dialog', { name: 'Signal details' }).getByTestId('signal-details')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]folder=/);
    await expect(page).toHaveURL(new RegExp(`[?&]signal=${signal.id}(&|$)`));

    // A folder the user may not open is not selected; the parameter goes all the same.
    await page.goto('/corporate-intelligence/signal-stream?folder=meridian_pharma');
    await expect(page).not.toHaveURL(/[?&]folder=/, { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(folder).toHaveValue(label);
  });

  test('a moderator loads a folder on its first selection', async ({ page, loginAs }) => {
    await loginAs('moderator');
    await page.goto('/corporate-intelligence/signal-stream');
    await expectFolderLoaded(page, 'signal');
    const paths = recordPaths(page);
    await selectFolder(page, 'Meridian Pharma');
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(
      /^[1-9][\d,]* signals of the last month loaded\.$/,
    );
    expect(paths).toContain('/api/events/latest/meridian_pharma');
    expect(paths.some((path) => path.startsWith('/api/events/meridian_pharma/'))).toBe(true);

    // Back to a loaded folder: its signals are not fetched again; only the open folder's live stream follows it.
    const before = paths.length;
    await selectFolder(page, 'Proof of Concept');
    await selectFolder(page, 'Meridian Pharma');
    // The live streams open from the worker after the switch has rendered: wait for the second one.
    const fetched = () => paths.slice(before).filter((path) => path.startsWith('/api/events/'));
    await expect.poll(fetched).toEqual(['/api/events/live/poc', '/api/events/live/meridian_pharma']);
  });

  test('a discovery-only folder leaves corporate intelligence for the mention stream', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    await selectFolder(page, 'Helios Energy');
    await expect(page).toHaveURL(/\/discovery\/mention-stream$/);
    // Its corporate-intelligence links are disabled for a regular user.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Overview', 'Signals', 'Map']) {
      await expect(navigation.locator('[aria-disabled="true"]', { hasText: name })).toBeVisible();
      await expect(navigation.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/corporate-intelligence/map');
    await expect(page).toHaveURL(/\/discovery\/mention-stream$/);
  });

  test('a monitoring-only folder leaves discovery for the overview; staff keep every link', async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator');
    await page.goto('/discovery/mention-stream');
    await selectFolder(page, 'Aurora Bank');
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentions' })).toBeVisible();
  });

  test('the folder selector shows only on corporate-intelligence, discovery and knowledge-graph paths', async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator');
    await page.goto('/corporate-intelligence/overview');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toBeVisible();
    await page.goto('/system/target-entities');
    await expect(page.getByRole('heading', { name: 'Target Entities' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveCount(0);
  });
});
