import { signalLinkPath } from '@argus/contract';
import type { Page } from '@playwright/test';
import { uniqueName, type World } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

// ADR 0101: the Converging Timelines of entities built to converge, in folders of the journey's own: Alpha's lawsuit
// 10 days ago and Beta's 7 days ago converge within 7 days (not within 2); Alpha's layoffs 3 days ago and Gamma's
// acquisition 20 days ago converge with nothing. A second folder monitors Alpha but not Beta.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60 * 60 * 1000).toISOString();

async function timelinesWorld(world: World) {
  const [folder, other] = await Promise.all([
    world.customer({ prefix: 'timelines', label: `Timelines ${uniqueName('f')}` }),
    world.customer({ prefix: 'timelines_other', label: `Timelines other ${uniqueName('f')}` }),
  ]);
  const suffix = uniqueName('k')
    .slice(2)
    .replace(/^./, (letter) => letter.toUpperCase());
  const entity = (name: string, customers: string[]) => world.targetEntity({ name: `${name} ${suffix}`, customers });
  const [alpha, beta, gamma] = await Promise.all([
    entity('Timeline Alpha', [folder.customerName, other.customerName]),
    entity('Timeline Beta', [folder.customerName]),
    entity('Timeline Gamma', [folder.customerName]),
  ]);
  const signal = (about: NonNullable<typeof alpha>, eventType: string, days: number, customer = folder.customerName) =>
    world.signal(customer, {
      targetEntityId: about.id,
      targetEntityName: about.name,
      eventType,
      publishDate: daysAgo(days),
      title: `${eventType} of ${about.name}`,
    });
  const lawsuits = [await signal(alpha!, 'Lawsuit Filed', 10), await signal(beta!, 'Lawsuit Filed', 7)];
  await signal(alpha!, 'Layoffs', 3);
  await signal(gamma!, 'Acquisition', 20);
  await signal(alpha!, 'Layoffs', 4, other.customerName);
  const user = await world.user('analyst', {
    customers: [folder.customerName, other.customerName],
    knowledgeGraph: true,
  });
  return { user, folder, other, alpha: alpha!, beta: beta!, gamma: gamma!, lawsuits };
}

async function expectTimelinesState(page: Page, state: 'loaded' | 'empty', timeout?: number) {
  await expect(page.getByTestId('timelines-status')).toHaveAttribute('data-state', state, { timeout });
}

async function selectFolder(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label);
}

async function pickEntity(page: Page, name: string) {
  const field = page.getByRole('combobox', { name: 'Entities' });
  await field.click();
  await field.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

const pills = (page: Page) => page.getByTestId('graph-entities-picker').locator('.mantine-Pill-label');

test.describe('knowledge graph: converging timelines', () => {
  test('two entities built to converge show a converging window, which N and a reload keep or drop', async ({
    page,
    loginAs,
    world,
  }) => {
    const { user, folder, other, alpha, beta, gamma, lawsuits } = await timelinesWorld(world);
    await loginAs(user);
    await page.goto('/knowledge-graph/converging-timelines');
    await selectFolder(page, folder.label);
    await expect(page.getByTestId('timelines-empty')).toContainText('Pick two to six entities');

    await pickEntity(page, alpha.name);
    await pickEntity(page, beta.name);
    await expect(page).toHaveURL(new RegExp(`entities=${alpha.id}&entities=${beta.id}`));
    await expectTimelinesState(page, 'loaded', FOLDER_LOAD_TIMEOUT);
    const chart = page.getByTestId('timelines-chart');
    await expect(chart).toHaveAttribute('data-lanes', '2');
    await expect(chart).toHaveAttribute('data-signals', '3');
    // The lawsuits 3 days apart converge within the default 7 days; Alpha's layoffs converge with nothing.
    await expect(chart).toHaveAttribute('data-convergences', '1');
    const convergence = page.getByTestId('convergence');
    await expect(convergence).toHaveCount(1);
    await expect(convergence).toHaveAttribute('data-event-type', 'Lawsuit Filed');
    await expect(convergence).toContainText(`${alpha.name}, ${beta.name}`);
    await expect(convergence).toContainText(daysAgo(10).slice(0, 10));
    await expect(convergence).toContainText(daysAgo(7).slice(0, 10));

    // The window's signals, each with the link into Signals that digests use.
    await convergence.getByRole('button', { name: 'Lawsuit Filed' }).click();
    const details = page.getByTestId('timeline-details');
    await expect(details.getByTestId('timeline-signal')).toHaveCount(2);
    for (const lawsuit of lawsuits) {
      const item = details.locator(`[data-testid="timeline-signal"][data-signal="${lawsuit.id}"]`);
      await expect(item).toContainText(lawsuit.title!);
      await expect(item.getByRole('link', { name: 'Open in Signals' })).toHaveAttribute(
        'href',
        signalLinkPath(folder.customerName, lawsuit.id),
      );
    }

    // Within 2 days they no longer converge.
    await page.getByTestId('convergence-days').fill('2');
    await expect(page).toHaveURL(/[?&]days=2/);
    await expect(chart).toHaveAttribute('data-convergences', '0');
    await expect(page.getByTestId('convergence-none')).toBeVisible();

    // A third lane; then a reload restores the lanes by name, and N.
    await pickEntity(page, gamma.name);
    await expectTimelinesState(page, 'loaded');
    await expect(chart).toHaveAttribute('data-lanes', '3');
    await page.reload();
    await expectTimelinesState(page, 'loaded', FOLDER_LOAD_TIMEOUT);
    await expect(pills(page)).toHaveText([alpha.name, beta.name, gamma.name]);
    await expect(page.getByTestId('convergence-days')).toHaveValue('2');
    await expect(chart).toHaveAttribute('data-convergences', '0');
    await page.getByTestId('convergence-days').fill('7');
    await expect(chart).toHaveAttribute('data-convergences', '1');

    // The other folder's graph holds Alpha only: Beta and Gamma go, and one entity is not enough.
    await selectFolder(page, other.label);
    await expect(pills(page)).toHaveText([alpha.name]);
    await expect(page).toHaveURL(new RegExp(`entities=${alpha.id}(?!&entities)`));
    await expectTimelinesState(page, 'empty');
  });

  test("the demo analyst's folder draws the timelines of its two busiest entities", async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await world.user('analyst', { knowledgeGraph: true }));
    await page.goto('/knowledge-graph/converging-timelines');
    await expect(page.getByTestId('timelines-empty')).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    const field = page.getByRole('combobox', { name: 'Entities' });
    for (let picked = 0; picked < 2; picked++) {
      await field.click();
      // Without text the picker offers the entities with most signals first (the picked ones marked).
      const option = page.getByRole('option', { selected: false }).first();
      await expect(option).toContainText(/\d+ signals?/, { timeout: FOLDER_LOAD_TIMEOUT });
      await option.click();
      await page.keyboard.press('Escape');
      // As a person does, the next pick waits for this one's pill: the choices are listed again once the address holds
      // it, and a click meanwhile could land on a choice that moved.
      await expect(pills(page)).toHaveCount(picked + 1);
    }
    await expectTimelinesState(page, 'loaded', FOLDER_LOAD_TIMEOUT);
    await expect(page.getByTestId('timelines-chart')).toHaveAttribute('data-lanes', '2');
    expect(Number(await page.getByTestId('timelines-chart').getAttribute('data-signals'))).toBeGreaterThan(0);
  });

  test('the empty view offers the most connected entities, one lane a click; a category narrows the lanes', async ({
    page,
    loginAs,
    world,
  }) => {
    // ADR 0130, over the journey's own folder: no signal names a second entity (no links), so the offer runs by signals
    // in the window, then by name: Alpha (2), Beta (1), Gamma (1).
    const { user, folder, alpha, beta, gamma } = await timelinesWorld(world);
    await loginAs(user);
    await page.goto('/knowledge-graph/converging-timelines');
    await selectFolder(page, folder.label);
    const startingPoints = page.getByTestId('graph-starting-points');
    await expect(startingPoints).toHaveAttribute('data-state', 'ready', { timeout: FOLDER_LOAD_TIMEOUT });
    const offered = startingPoints.getByTestId('starting-point');
    await expect
      .poll(() => offered.evaluateAll((buttons) => buttons.map((button) => button.dataset.entity)))
      .toEqual([alpha.id, beta.id, gamma.id]);
    await startingPoints.locator(`[data-entity="${alpha.id}"]`).click();
    await expect(startingPoints.locator(`[data-entity="${alpha.id}"]`)).toBeDisabled();
    await startingPoints.locator(`[data-entity="${beta.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`entities=${alpha.id}&entities=${beta.id}`));
    await expect(pills(page)).toHaveCount(2);
    await expectTimelinesState(page, 'loaded', FOLDER_LOAD_TIMEOUT);
    const chart = page.getByTestId('timelines-chart');
    // Alpha's lawsuit and layoffs, Beta's lawsuit.
    await expect(chart).toHaveAttribute('data-signals', '3');

    // Legal only: the two lawsuits stay, the layoffs (Operations) leave; the address keeps it over a reload.
    const categories = page.getByRole('combobox', { name: 'Categories' });
    await categories.click();
    await page.getByRole('option', { name: 'Legal', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('category')).toEqual(['Legal']);
    await expect(chart).toHaveAttribute('data-signals', '2');
    await page.reload();
    await expectTimelinesState(page, 'loaded', FOLDER_LOAD_TIMEOUT);
    await expect(page.getByTestId('timelines-chart')).toHaveAttribute('data-signals', '2');
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual(['Legal']);
  });
});
