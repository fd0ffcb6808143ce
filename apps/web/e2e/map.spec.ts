import type { Page } from '@playwright/test';
import type { World } from './builders';
import { pointUntilTooltip } from './charts';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

// ADR 0096: the Map of a folder of the journey's own: one company placed in Hamburg, one without coordinates, and a
// signal linked to no company; a click on the company lists its signals, and nothing is dropped silently.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

async function mapWorld(world: World) {
  const folder = await world.customer({ prefix: 'map' });
  const customers = [folder.customerName];
  const placed = await world.targetEntity({
    country: 'DE',
    city: 'Hamburg',
    latitude: 53.55,
    longitude: 9.99,
    customers,
  });
  const unplaced = await world.targetEntity({ country: 'FR', customers });
  const signal = (values: Parameters<World['signal']>[1]) => world.signal(folder.customerName, values);
  const linkedTo = (entity: typeof placed) => ({ targetEntityId: entity.id, targetEntityName: entity.name });
  await signal({ ...linkedTo(placed), eventType: 'Acquisition', publishDate: hoursAgo(2) });
  await signal({ ...linkedTo(placed), eventType: 'Layoffs', publishDate: hoursAgo(3) });
  await signal({ ...linkedTo(unplaced), eventType: 'Lawsuit Filed', publishDate: hoursAgo(4) });
  await signal({ eventType: 'Acquisition', publishDate: hoursAgo(5) });
  const user = await world.user('analyst', { customers });
  return { user, placed, unplaced };
}

async function expectMapLoaded(page: Page) {
  await expect(page.getByTestId('map-status')).toHaveAttribute('data-state', 'loaded', {
    timeout: FOLDER_LOAD_TIMEOUT,
  });
}

test.describe('map', () => {
  test("an entity click on the map lists that entity's signals; what it cannot place is counted beside it", async ({
    page,
    loginAs,
    world,
  }) => {
    const { user, placed, unplaced } = await mapWorld(world);
    await loginAs(user);
    await page.goto('/corporate-intelligence/map');
    await expectMapLoaded(page);
    await expect(page.getByTestId('map-placed')).toHaveText('1 company placed.');
    await expect(page.getByTestId('map-unplaced')).toContainText('Without coordinates: 1 company with 1 signal');
    await expect(page.getByTestId('map-unlinked')).toHaveText('1 signal names no company this folder monitors.');

    // A single company: the map opens centred on it. The tooltip names what the pointer is on before the click.
    const map = page.getByTestId('world-map').getByRole('img');
    // The map's code and shapes arrive after its figures (a lazy chunk): wait for the drawing before measuring it.
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    const centre = { x: box.width / 2, y: box.height / 2 };
    await pointUntilTooltip(map, centre, placed.name);
    await map.click({ position: centre });
    const selection = page.getByTestId('map-selection');
    await expect(selection.getByRole('heading', { name: placed.name })).toBeVisible();
    await expect(page.getByTestId('map-selection-count')).toHaveText('2 signals');
    await expect(selection.getByTestId('signal-card')).toHaveCount(2);
    // Cards show the name in start case, as every signal shows its company.
    const placedName = new RegExp(`^${placed.name}$`, 'i');
    await expect(selection.getByTestId('signal-target')).toHaveText([placedName, placedName]);

    // The company without coordinates is listed apart, and lists its signal too.
    await page.getByTestId('map-unplaced').getByRole('button', { name: unplaced.name }).click();
    await expect(selection.getByRole('heading', { name: unplaced.name })).toBeVisible();
    await expect(page.getByTestId('map-selection-count')).toHaveText('1 signal');
    await expect(selection.getByTestId('signal-card')).toContainText('Lawsuit Filed');
  });
});
