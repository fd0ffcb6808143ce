import type { EventType, Signal } from '@argus/contract';
import type { Page } from '@playwright/test';
import type { World } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, loadedCount, test, type JourneyUser, type OpenProfile } from './fixtures';

// ADR 0046: a signal created, edited or hidden for the open folder reaches every Signals screen showing it without a
// reload. In a folder of the journey's own, with one signal to start from.
async function createFolder(world: World) {
  const folder = await world.customer({ prefix: 'live' });
  await world.signal(folder.customerName, { publishDate: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
  return folder;
}

/** The Signals screen of the folder in a browser profile of the user's own. */
async function openSignals(openProfile: OpenProfile, user: JourneyUser, label: string): Promise<Page> {
  const page = await openProfile(user);
  await page.goto('/corporate-intelligence/signal-stream');
  await page.getByRole('combobox', { name: 'Folder' }).click({ timeout: FOLDER_LOAD_TIMEOUT });
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label);
  return page;
}

const loadedSignals = (page: Page) => loadedCount(page, 'signal');

const countText = (count: number) => `${count.toLocaleString('en')} signals of the last month loaded.`;

test.describe('live signals', () => {
  test('a signal created, edited and hidden through the API shows on two staff Signals screens without a reload', async ({
    openProfile,
    request,
    world,
  }) => {
    const folder = await createFolder(world);
    const moderator = await world.user('moderator');
    const moderatorToken = moderator.token;
    const pages = [
      await openSignals(openProfile, moderator, folder.label),
      await openSignals(openProfile, await world.user('admin'), folder.label),
    ];
    const before = await loadedSignals(pages[0]!);
    expect(await loadedSignals(pages[1]!)).toBe(before);
    const reloads = pages.map(() => 0);
    pages.forEach((page, index) => page.on('load', () => reloads[index]!++));

    const headers = { authorization: `Bearer ${moderatorToken}` };
    const eventTypes = (await (await request.get('/events-management/event-types', { headers })).json()) as EventType[];
    const suffix = String(Date.now() % 1_000_000);
    const body = {
      customerName: folder.customerName,
      // Loaded signals have their target start-cased (spec section 3); live ones too.
      targetEntityName: `live journey ${suffix} holding`,
      eventType: eventTypes[0]!.name,
      // Now: the newest signal of the folder, at the top of the list.
      publishDate: new Date().toISOString(),
      mediaSegment: 'news',
      reliability: 5,
      language: 'en',
      title: 'Created while the screens were open',
      sentence: 'Live Journey Holding announced a live test.',
      eventArguments: [],
    };
    const created = await request.post('/events-management', { headers, data: body });
    expect(created.status()).toBe(201);
    const signal = (await created.json()) as Signal;
    const target = `Live Journey ${suffix} Holding`;
    for (const page of pages) {
      await expect(page.getByTestId('signal-target').first()).toHaveText(target);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    }

    const edited = await request.patch('/events-management', {
      headers,
      data: { ...body, id: signal.id, sentence: 'Live Journey Holding confirmed the live test.' },
    });
    expect(edited.status()).toBe(200);
    for (const page of pages) {
      const card = page.getByTestId('signal-card').first();
      await expect(card).toContainText('confirmed the live test');
      // Merged by id: the edit replaced the card, it did not add one.
      await expect(page.getByTestId('signal-target').filter({ hasText: target })).toHaveCount(1);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    }

    const hidden = await request.post(`/events-management/${folder.customerName}/${signal.id}/hide`, {
      headers,
      data: { reason: 'live journey' },
    });
    expect(hidden.status()).toBe(200);
    for (const page of pages) {
      await expect(page.getByTestId('signal-target').filter({ hasText: target })).toHaveCount(0);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before));
    }
    expect(reloads).toEqual([0, 0]);
  });

  test('a signal created while the screen was closed is there, once, when it opens again', async ({
    openProfile,
    request,
    world,
  }) => {
    const folder = await createFolder(world);
    const moderator = await world.user('moderator');
    const moderatorToken = moderator.token;
    const page = await openSignals(openProfile, moderator, folder.label);
    const before = await loadedSignals(page);
    // Away to another screen: the stream closes, the folder stays loaded.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview/);

    const headers = { authorization: `Bearer ${moderatorToken}` };
    const eventTypes = (await (await request.get('/events-management/event-types', { headers })).json()) as EventType[];
    const suffix = String(Date.now() % 1_000_000);
    const created = await request.post('/events-management', {
      headers,
      data: {
        customerName: folder.customerName,
        targetEntityName: `Resumed ${suffix} AG`,
        eventType: eventTypes[0]!.name,
        publishDate: new Date().toISOString(),
        mediaSegment: 'news',
        reliability: 4,
        language: 'de',
        eventArguments: [],
      },
    });
    expect(created.status()).toBe(201);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' }).click();
    await expect(page.getByTestId('signal-target').first()).toHaveText(`Resumed ${suffix} AG`);
    await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    await expect(page.getByTestId('signal-target').filter({ hasText: `Resumed ${suffix} AG` })).toHaveCount(1);
  });
});
