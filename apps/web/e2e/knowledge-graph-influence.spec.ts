import type { Page } from '@playwright/test';
import { uniqueName, type World } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

// ADR 0101: the Influence Range of an entity in a folder of the journey's own, whose links are known: the centre
// named with Alpha in three signals and with Beta in one, Alpha named with Gamma in two. So Alpha and Beta are one hop
// away, Gamma two, and the paths carry those weights.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

async function influenceWorld(world: World) {
  const folder = await world.customer({ prefix: 'influence' });
  const customers = [folder.customerName];
  // Names as the console shows them (start case), so that the journey can look for them as they are.
  const suffix = uniqueName('k')
    .slice(2)
    .replace(/^./, (letter) => letter.toUpperCase());
  const entity = (name: string) => world.targetEntity({ name: `${name} ${suffix}`, customers });
  const [centre, alpha, beta, gamma] = await Promise.all([
    entity('Influence Centre'),
    entity('Influence Alpha'),
    entity('Influence Beta'),
    entity('Influence Gamma'),
  ]);
  const together = async (subject: typeof centre, named: typeof centre, count: number) => {
    for (let index = 0; index < count; index++) {
      await world.signal(folder.customerName, {
        targetEntityId: subject.id,
        targetEntityName: subject.name,
        eventType: 'Acquisition',
        publishDate: hoursAgo(2 + index),
        eventArguments: [{ name: 'target', value: named.name, targetEntityId: named.id }],
      });
    }
  };
  await together(centre!, alpha!, 3);
  await together(centre!, beta!, 1);
  await together(alpha!, gamma!, 2);
  const user = await world.user('analyst', { customers, knowledgeGraph: true });
  return { user, centre: centre!, alpha: alpha!, beta: beta!, gamma: gamma! };
}

async function expectInfluenceLoaded(page: Page, timeout?: number) {
  await expect(page.getByTestId('influence-status')).toHaveAttribute('data-state', 'loaded', { timeout });
}

const pathRow = (page: Page, id: string) => page.locator(`[data-testid="influence-path"][data-target="${id}"]`);

test.describe('knowledge graph: influence range', () => {
  test("an entity's neighbourhood by hops, its paths with their weights, in the URL and back after a reload", async ({
    page,
    loginAs,
    world,
  }) => {
    const { user, centre, alpha, beta, gamma } = await influenceWorld(world);
    await loginAs(user);
    await page.goto('/knowledge-graph/influence-range');
    await expect(page.getByTestId('influence-empty')).toContainText('Pick an entity to see its influence range', {
      timeout: FOLDER_LOAD_TIMEOUT,
    });

    // ADR 0130: the empty view offers the window's most connected entities: Alpha and the centre have two links each.
    const startingPoints = page.getByTestId('graph-starting-points');
    await expect(startingPoints).toHaveAttribute('data-state', 'ready', { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(startingPoints.getByTestId('starting-point')).toHaveCount(4);
    await expect(startingPoints.getByTestId('starting-point').first()).toHaveAttribute('data-degree', '2');
    await expect(page.locator(`[data-testid="starting-point"][data-entity="${gamma.id}"]`)).toHaveAttribute(
      'data-degree',
      '1',
    );
    await startingPoints.getByRole('button', { name: new RegExp(centre.name) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]entity=${centre.id}`));
    await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue(centre.name);
    await expectInfluenceLoaded(page, FOLDER_LOAD_TIMEOUT);
    await expect(page.getByTestId('influence-chart')).toHaveAttribute('data-center', centre.id);
    // One hop: Alpha (3 signals with the centre) and Beta (1); not Gamma.
    await expect(page.getByTestId('influence-path')).toHaveCount(2);
    await expect(pathRow(page, alpha.id).getByTestId('influence-path-steps')).toHaveText(
      `${centre.name} →3→ ${alpha.name}`,
    );
    await expect(pathRow(page, beta.id).getByTestId('influence-path-steps')).toHaveText(
      `${centre.name} →1→ ${beta.name}`,
    );

    // Two hops reach Gamma through Alpha.
    await page.getByTestId('influence-hops').getByText('2', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]hops=2/);
    await expectInfluenceLoaded(page);
    await expect(page.getByTestId('influence-path')).toHaveCount(3);
    await expect(pathRow(page, gamma.id).getByTestId('influence-path-steps')).toHaveText(
      `${centre.name} →3→ ${alpha.name} →2→ ${gamma.name}`,
    );
    // Strongest first: Alpha (3), then Gamma (weakest step 2), then Beta (1).
    await page.getByRole('radiogroup', { name: 'Sort paths by' }).getByText('Strongest').click();
    await expect(page.locator('[data-testid="influence-path"]')).toHaveText([
      new RegExp(alpha.name),
      new RegExp(gamma.name),
      new RegExp(beta.name),
    ]);

    // A reload restores the centre (by name, not id), the hops and the paths.
    await page.reload();
    await expectInfluenceLoaded(page, FOLDER_LOAD_TIMEOUT);
    await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue(centre.name);
    await expect(page.getByTestId('influence-hops').getByRole('radio', { name: '2' })).toBeChecked();
    await expect(page.getByTestId('influence-path')).toHaveCount(3);

    // A neighbour's name makes it the centre.
    await pathRow(page, alpha.id).getByRole('button', { name: alpha.name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]entity=${alpha.id}`));
    await expectInfluenceLoaded(page);
    await expect(page.getByTestId('influence-chart')).toHaveAttribute('data-center', alpha.id);
    await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue(alpha.name);
    await expect(pathRow(page, gamma.id).getByTestId('influence-path-steps')).toHaveText(
      `${alpha.name} →2→ ${gamma.name}`,
    );

    // A minimum weight leaves the weaker links out; above the strongest, nothing is left to draw.
    const minWeight = page.getByRole('textbox', { name: 'Minimum weight' });
    await minWeight.fill('3');
    await expect(page).toHaveURL(/[?&]minWeight=3/);
    await expectInfluenceLoaded(page);
    await expect(page.getByTestId('influence-path')).toHaveCount(1);
    await expect(pathRow(page, centre.id)).toBeVisible();
    await minWeight.fill('4');
    await expect(page.getByTestId('influence-no-links')).toContainText(
      `${alpha.name} has no links of weight 4 or more`,
    );
  });

  test("the demo analyst's folder draws the range of its entity with most signals", async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await world.user('analyst', { knowledgeGraph: true }));
    await page.goto('/knowledge-graph/influence-range');
    const field = page.getByRole('combobox', { name: 'Entity' });
    await expect(page.getByTestId('influence-empty')).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await field.click();
    // Without text the picker offers the entities with most signals first.
    const first = page.getByRole('option').first();
    await expect(first).toContainText(/\d+ signals?/, { timeout: FOLDER_LOAD_TIMEOUT });
    await first.click();
    await expectInfluenceLoaded(page, FOLDER_LOAD_TIMEOUT);
    // Its range, one path per neighbour; or the word that it has none: the demo world follows the day it was made,
    // and on some days (Sundays) the busiest company's signals name no other. The paths of a range are built and
    // checked above.
    const chart = page.getByTestId('influence-chart');
    const noLinks = page.getByTestId('influence-no-links');
    await expect(chart.or(noLinks)).toBeVisible();
    const neighbours = (await noLinks.isVisible()) ? 0 : Number(await chart.getAttribute('data-entities')) - 1;
    await expect(page.getByTestId('influence-path')).toHaveCount(neighbours);
  });
});
