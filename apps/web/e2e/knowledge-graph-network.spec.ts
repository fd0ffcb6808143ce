import { dayRangeOfPreset } from '@argus/filtering';
import type { Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

// ADR 0100: the Industry Network over the seeded demo world (read only), as an analyst of the demo folders sees it.
// WebGL pixels cannot be asserted: the canvas's container says what it drew (`data-state`, `data-nodes`,
// `data-edges`), the status line names the counts, the panel and the address show what is focused.

async function expectNetworkDrawn(page: Page) {
  const canvas = page.getByTestId('network-canvas');
  // The first answer and its layout follow the app's start-up: allow a folder's time.
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: FOLDER_LOAD_TIMEOUT });
  return canvas;
}

test.describe('industry network', () => {
  test('draws the folder network, finds an entity, opens its panel, keeps it in the address over a reload', async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await world.user('analyst', { knowledgeGraph: true }));
    await page.goto('/knowledge-graph/industry-network');
    const canvas = await expectNetworkDrawn(page);
    expect(Number(await canvas.getAttribute('data-nodes'))).toBeGreaterThan(1);
    expect(Number(await canvas.getAttribute('data-edges'))).toBeGreaterThan(0);
    await expect(page.getByTestId('network-status')).toHaveText(/^[\d,]+ entit(y|ies) in [\d,]+ industr(y|ies), /);
    await expect(page.getByTestId('network-status')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('network-legend')).toContainText('Industry');

    // The search lists the entities on screen, most signals first; picking one focuses it.
    const search = page.getByTestId('network-search');
    await search.click();
    const first = page.getByRole('option').first();
    const name = (await first.textContent())!.trim();
    await search.fill(name.slice(0, Math.min(name.length, 12)));
    await page.getByRole('option', { name, exact: true }).first().click();
    const panel = page.getByTestId('entity-details');
    await expect(panel.getByTestId('entity-details-name')).toHaveText(name);
    await expect(page).toHaveURL(/[?&]entity=[0-9a-f-]{36}/);
    const entityParam = new URL(page.url()).searchParams.get('entity');
    await expect(panel.getByText('Industry', { exact: true })).toBeVisible();
    await expect(panel.getByText('Latest signals')).toBeVisible();
    // Each latest signal opens the Signals screen of this folder with that signal's details.
    // The entity with most signals has some.
    await expect(panel.getByTestId('entity-signal').first()).toHaveAttribute(
      'href',
      /^\/corporate-intelligence\/signal-stream\?folder=[^&]+&signal=[^&]+$/,
    );

    // A reload restores the focus from the address.
    await page.reload();
    await expectNetworkDrawn(page);
    await expect(page.getByTestId('entity-details-name')).toHaveText(name);
    expect(new URL(page.url()).searchParams.get('entity')).toBe(entityParam);
    await expect(search).toHaveValue(name);

    // Escape closes the panel and the address forgets the entity.
    await page.getByRole('button', { name: 'Close the details' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('entity-details')).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]entity=/);

    // Another folder's network does not hold this entity: changing folders drops the focus.
    await search.click();
    await page.getByRole('option', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]entity=/);
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Helios Energy' }).click();
    await expect(page).not.toHaveURL(/[?&]entity=/);
    await expect(page.getByTestId('entity-details')).toHaveCount(0);
  });

  test('a filter change is written to the address and survives a reload', async ({ page, loginAs, world }) => {
    await loginAs(await world.user('analyst', { knowledgeGraph: true }));
    await page.goto('/knowledge-graph/industry-network');
    await expectNetworkDrawn(page);
    const filters = page.getByTestId('network-filters');
    await filters.getByText('Year', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expectNetworkDrawn(page);
    await page.getByRole('combobox', { name: 'Minimum link weight' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]minWeight=2/);
    await page.reload();
    await expectNetworkDrawn(page);
    await expect(page.getByRole('combobox', { name: 'Minimum link weight' })).toHaveValue('2');
    await expect(filters.getByRole('radio', { name: 'Year' })).toBeChecked();
  });

  test("on a phone, over a year's window, no two labels cover each other", async ({ page, loginAs, world }) => {
    // ADR 0130: industries are placed first, most entities first, each only where it covers no label before it.
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(await world.user('analyst', { knowledgeGraph: true }));
    const year = dayRangeOfPreset('last-year', new Date());
    await page.goto(`/knowledge-graph/industry-network?from=${year.dateBegin}&to=${year.dateEnd}`);
    const canvas = await expectNetworkDrawn(page);
    await expect(canvas).toHaveAttribute('data-industry-labels', /^[1-9]\d*\/[1-9]\d*$/);
    await expect(canvas).toHaveAttribute('data-label-overlaps', '0');
    const [shown, industries] = (await canvas.getAttribute('data-industry-labels'))!.split('/').map(Number);
    expect(shown).toBeLessThanOrEqual(industries!);
    // The page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Focusing an entity keeps its label clear of every other.
    await page.getByTestId('network-search').click();
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('entity-details')).toBeVisible();
    await expect(canvas).toHaveAttribute('data-label-overlaps', '0');
  });

  test('a user without the knowledge-graph flag sees no section and may not open the view', async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await world.user('analyst', { knowledgeGraph: false }));
    await page.goto('/corporate-intelligence/signal-stream');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Signals' })).toBeVisible();
    await expect(navigation.getByText('Knowledge Graph')).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Industry Network' })).toHaveCount(0);

    await page.goto('/knowledge-graph/industry-network');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await expect(page.getByTestId('network-canvas')).toHaveCount(0);
  });
});
