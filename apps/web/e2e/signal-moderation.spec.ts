// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import {
  resolveCustomerLabel,
  type CustomerListEntry,
  type DuplicateSignal,
  type Signal,
  type TargetEntityRecord,
} from '@argus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import type { World } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// Moderation writes happen in folders of the journeys' own, so that no other journey sees a signal come or go under
// its feet. Hiding a signal that other customers hold too needs an event the extraction imported into several
// folders, which only the demo world has: that journey alone uses the demo folder Kestrel Automotive.
const SHARED_FOLDER = 'kestrel_automotive';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const loadedCount = /^([1-9][\d,]*) signals of the last month loaded\.$/;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every visible signal of a customer in the last `days` days (with the duplicates among them), page by page. */
async function recentSignals(request: APIRequestContext, token: string, customer: string, days: number) {
  const from = new Date(Date.now() - days * DAY_MS).toISOString();
  const to = new Date().toISOString();
  const signals: Signal[] = [];
  const duplicates: DuplicateSignal[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '2000', ...(cursor ? { cursor } : {}) });
    const path = `/api/events/${encodeURIComponent(customer)}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
    const response = await request.get(`${path}?${query.toString()}`, { headers: bearer(token) });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { events: Signal[]; duplicates: DuplicateSignal[]; nextCursor: string };
    signals.push(...page.events);
    duplicates.push(...page.duplicates);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { signals, duplicates };
}

async function createEntity(request: APIRequestContext, token: string, name: string, dunsId: string) {
  const response = await request.post('/target-entities', { headers: bearer(token), data: { name, dunsId } });
  expect(response.status()).toBe(201);
  return (await response.json()) as TargetEntityRecord;
}

/** The moderator's start-up selects this folder (the remembered selection), not the proof-of-concept one. */
async function rememberFolder(page: Page, username: string, customerName: string) {
  await page.addInitScript(
    ({ username, customerName }) =>
      window.localStorage.setItem('argus-selected-folder', JSON.stringify({ username, customerName })),
    { username, customerName },
  );
}

/** A folder of the journey's own with a few signals of the last days, open on the moderator's Signals screen. */
async function openOwnFolder(page: Page, world: World, username: string, signalCount: number) {
  const folder = await world.customer({ prefix: 'moderation' });
  for (let index = 0; index < signalCount; index++) {
    await world.signal(folder.customerName, {
      publishDate: new Date(Date.now() - (index + 1) * HOUR_MS).toISOString(),
    });
  }
  await rememberFolder(page, username, folder.customerName);
  await page.goto('/corporate-intelligence/signal-stream');
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(folder.label, {
    timeout: FOLDER_LOAD_TIMEOUT,
  });
  await waitForFolderLoaded(page);
  return folder;
}

async function waitForFolderLoaded(page: Page) {
  await expectFolderLoaded(page, 'signal');
  await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
}

async function folderCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('folder-signal-count').textContent()) ?? '';
  return Number(loadedCount.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the searchable target-entity select and picks the server's match. */
async function pickEntity(page: Page, name: string) {
  const select = page.getByRole('dialog').getByRole('combobox', { name: 'Target entity' });
  await select.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

const alertWith = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test.describe('moderating signals', () => {
  // Each journey loads a folder's month at least twice (start-up, then a reload or a second visit).
  test.slow();

  test('a moderator creates a signal, edits an argument and the result label, and hides it', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const { token, username } = await loginAs('moderator');
    const stamp = Date.now().toString(36);
    const entity = await createEntity(request, token, `E2E Moderation Motors ${stamp}`, '918273645');
    const sentence = `E2E Moderation Motors ${stamp} acquires Birch Axles for EUR 120 million.`;
    const { customerName: folder, label } = await openOwnFolder(page, world, username, 2);
    const before = await folderCount(page);
    expect(before).toBe(2);

    await page.getByRole('button', { name: 'New signal' }).click();
    const editor = page.getByRole('dialog', { name: `New signal · ${label}` });
    await expect(editor).toBeVisible();
    // The contract's rules, checked before anything is sent.
    await editor.getByRole('button', { name: 'Create signal' }).click();
    await expect(editor.getByText('Is required')).toHaveCount(2);

    await pickEntity(page, entity.name);
    await expect(editor.getByRole('textbox', { name: 'D-U-N-S' })).toHaveValue('918273645');
    await pickOption(page, 'Event type', 'Acquisition');
    // The event type's argument names become the rows.
    const rows = editor.getByTestId('event-argument-rows');
    await expect(rows.getByRole('textbox', { name: /^Argument \d value$/ })).toHaveCount(3);
    await rows.getByRole('textbox', { name: 'Argument 1 value' }).fill(entity.name);
    await rows.getByRole('textbox', { name: 'Argument 2 value' }).fill('Birch Axles');
    await pickOption(page, 'Reliability', 'High');
    await editor.getByRole('textbox', { name: 'Sentence' }).fill(sentence);
    await editor.getByRole('textbox', { name: 'Source' }).fill('E2E Wire');

    // Spec section 4: after the create, the folder's latest and history signals load again.
    const latestReload = page.waitForRequest((r) => r.url().includes(`/api/events/latest/${folder}`));
    const historyReload = page.waitForRequest((r) => r.url().includes(`/api/events/${folder}/`));
    await editor.getByRole('button', { name: 'Create signal' }).click();
    await expect(alertWith(page, 'Wohooo!')).toContainText('The New Signal has been added to the DataBase');
    await Promise.all([latestReload, historyReload]);
    await expect(editor).toBeHidden();
    const card = page.getByTestId('signal-card').filter({ hasText: sentence });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('signal-reliability')).toHaveText('High');
    await waitForFolderLoaded(page);
    expect(await folderCount(page)).toBe(before + 1);

    // Edit: another target and a result label.
    await card.getByRole('button', { name: 'Moderate signal' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit signal · ${label}` });
    await expect(edit.getByRole('textbox', { name: 'Argument 2 value' })).toHaveValue('Birch Axles');
    await edit.getByRole('textbox', { name: 'Argument 2 value' }).fill('Cedar Gearbox Works');
    await pickOption(page, 'Result', 'needs review');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(alertWith(page, 'Great!')).toContainText(
      'Signal has been updated. In a few seconds the changes will be visible from this dashboard.',
    );
    await expect(card).toContainText('needs review');

    await card.getByRole('button', { name: 'Open details' }).click();
    const details = page.getByRole('dialog', { name: 'Signal details' });
    await expect(details.getByTestId('signal-details-arguments')).toContainText('Cedar Gearbox Works');
    await expect(details.getByTestId('signal-details-arguments')).not.toContainText('Birch Axles');
    await expect(details.getByTestId('signal-details-result')).toHaveText('needs review');
    await expect(details).toContainText('Entered by hand, by you');
    const id = (await details.getByText(/^[0-9a-f-]{36}$/).textContent())!;

    // Hide, from the details: no other customer holds a signal entered by hand.
    await details.getByRole('button', { name: 'Hide' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide signal' });
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Entered twice by mistake');
    await hide.getByRole('button', { name: 'Hide signal' }).click();
    await expect(alertWith(page, 'Done!')).toContainText(
      `You have hidden the signal number ${id}. No other customers were affected.`,
    );
    await expect(details).toBeHidden();
    await expect(card).toHaveCount(0);
    expect(await folderCount(page)).toBe(before);
  });

  test('hiding a signal another customer also holds lists that customer in the "Done!" alert', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('moderator');
    const customers = (await (
      await request.get('/customers/list', { headers: bearer(token) })
    ).json()) as CustomerListEntry[];
    // Well inside the month the page loads.
    const own = (await recentSignals(request, token, SHARED_FOLDER, 25)).signals;
    const keyOf = (signal: Signal) => [signal.url, signal.publishDate, signal.eventType, signal.dunsId].join('|');
    const holders = new Map<string, string[]>();
    for (const { customerName } of customers) {
      if (customerName === SHARED_FOLDER) continue;
      const other = await recentSignals(request, token, customerName, 26).catch(() => ({ signals: [] as Signal[] }));
      for (const signal of other.signals)
        holders.set(keyOf(signal), [...(holders.get(keyOf(signal)) ?? []), customerName]);
    }
    const shared = own.find((signal) => holders.has(keyOf(signal)));
    expect(shared, 'the demo world shares some events between folders').toBeDefined();
    const informed = new Set(holders.get(keyOf(shared!)));

    await rememberFolder(page, username, SHARED_FOLDER);
    // A link to one signal opens its details.
    await page.goto(`/corporate-intelligence/signal-stream?signal=${shared!.id}`);
    const details = page.getByRole('dialog', { name: 'Signal details' });
    await waitForFolderLoaded(page);
    await expect(details.getByTestId('signal-details')).toBeVisible();
    const before = await folderCount(page);
    await details.getByRole('button', { name: 'Hide' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide signal' });
    await hide.getByRole('button', { name: 'Hide signal' }).click();
    await expect(hide.getByText('Is required')).toBeVisible();
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Not relevant for this customer');
    await hide.getByRole('button', { name: 'Hide signal' }).click();

    const done = alertWith(page, 'Done!');
    await expect(done).toContainText(
      `You have hidden the signal number ${shared!.id}. The signal has also been hidden from the following:`,
    );
    // Hidden there or not, each with its emoji; those the API still shows are not hidden there.
    // Each by its label, as the folder selector names it.
    const labels = new Map(
      customers.map((entry) => [entry.customerName, resolveCustomerLabel(entry.customerName, entry.customerLabel)]),
    );
    for (const customer of informed) await expect(done).toContainText(`❌ ${labels.get(customer)} (not hidden)`);
    await expect(details).toBeHidden();
    expect(await folderCount(page)).toBe(before - 1);

    await page.goto(`/corporate-intelligence/signal-stream?signal=${shared!.id}`);
    await waitForFolderLoaded(page);
    await expect(page.getByTestId('signal-details-missing')).toBeVisible();
  });

  test('a moderator deletes a signal with a reason; it leaves the list and a reload does not bring it back', async ({
    page,
    loginAs,
    world,
  }) => {
    const { username } = await loginAs('moderator');
    await openOwnFolder(page, world, username, 3);
    const before = await folderCount(page);
    await page.getByTestId('signal-card').first().getByRole('button', { name: 'Open details' }).click();
    const details = page.getByRole('dialog', { name: 'Signal details' });
    const id = (await details.getByText(/^[0-9a-f-]{36}$/).textContent())!;
    await expect(page).toHaveURL(new RegExp(`[?&]signal=${id}(&|$)`));

    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete signal' });
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('Source retracted the article / duplicate feed');
    await confirm.getByRole('button', { name: 'Delete signal' }).click();
    // Named as the moderator knows it (company: event type, day), not by its id.
    const deleted = alertWith(page, 'Deleted');
    await expect(deleted).toContainText(/You have deleted the signal .+: .+, \d{4}-\d{2}-\d{2}\./);
    await expect(deleted).not.toContainText(id);
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]signal=/);
    expect(await folderCount(page)).toBe(before - 1);

    await page.reload();
    await waitForFolderLoaded(page);
    expect(await folderCount(page)).toBe(before - 1);
    await page.goto(`/corporate-intelligence/signal-stream?signal=${id}`);
    await waitForFolderLoaded(page);
    await expect(page.getByTestId('signal-details-missing')).toBeVisible();
  });

  test('refusals of the server read as spec section 8 says, and a refused field says why', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const { token, username } = await loginAs('moderator');
    const stamp = Date.now().toString(36);
    const doomed = await createEntity(request, token, `E2E Vanishing Works ${stamp}`, '192837465');
    const { customerName: folder, label } = await openOwnFolder(page, world, username, 2);

    await page.getByRole('button', { name: 'New signal' }).click();
    const editor = page.getByRole('dialog', { name: `New signal · ${label}` });
    await pickEntity(page, doomed.name);
    await pickOption(page, 'Event type', 'Acquisition');
    await editor.getByRole('textbox', { name: 'Argument 1 value' }).fill(doomed.name);
    // Someone else removes the entity while the form is open: the server refuses what the browser could not know.
    expect((await request.delete(`/target-entities/${doomed.id}`, { headers: bearer(token) })).status()).toBe(200);
    await editor.getByRole('button', { name: 'Create signal' }).click();
    await expect(alertWith(page, 'Sorry...')).toContainText(
      'Signal Creation Failed. Why? "targetEntityId: there is no such target entity"',
    );
    await expect(editor.getByText('There is no such target entity')).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // An edit of a signal deleted meanwhile.
    const card = page.getByTestId('signal-card').nth(1);
    await card.getByRole('button', { name: 'Open details' }).click();
    const details = page.getByRole('dialog', { name: 'Signal details' });
    const id = (await details.getByText(/^[0-9a-f-]{36}$/).textContent())!;
    const signal = (await recentSignals(request, token, folder, 31)).signals.find((entry) => entry.id === id)!;
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit signal · ${label}` });
    await expect(edit).toBeVisible();
    const query = new URLSearchParams({
      language: signal.language,
      mediaSegment: signal.mediaSegment,
      eventType: signal.eventType,
      ...(signal.dunsId ? { dunsId: signal.dunsId } : {}),
    });
    const removed = await request.delete(`/events-management/${folder}/${id}/E2E%20race?${query.toString()}`, {
      headers: bearer(token),
    });
    expect(removed.status()).toBe(200);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(alertWith(page, 'Ops :(')).toContainText('Signal Update Failed. Why? "No such signal."');
  });

  test('an analyst sees no moderator actions; the details show every field and close with Back', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    await waitForFolderLoaded(page);
    const first = page.getByTestId('signal-card').first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('button', { name: 'New signal' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Moderate signal' })).toHaveCount(0);

    const target = (await first.getByTestId('signal-target').textContent())!;
    await first.getByRole('button', { name: 'Open details' }).click();
    const details = page.getByRole('dialog', { name: 'Signal details' });
    await expect(details).toContainText(target);
    for (const label of ['Published', 'Reliability', 'Media segment', 'Language', 'Result', 'D-U-N-S', 'Source']) {
      await expect(details.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Created', 'Updated', 'Duplicate']) {
      await expect(details.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await expect(details.getByTestId('signal-details-event-type')).not.toBeEmpty();
    await expect(details.getByRole('button', { name: 'Bookmark' })).toBeVisible();
    for (const action of ['Edit', 'Hide', 'Delete']) {
      await expect(details.getByRole('button', { name: action })).toHaveCount(0);
    }
    await expect(page).toHaveURL(/[?&]signal=/);
    await page.goBack();
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]signal=/);

    // A second report of an earlier event says so, and links to the first.
    const customer = (await (await request.get(`/api/settings/${username}`, { headers: bearer(token) })).json()) as {
      tables: { customerName: string; features: { monitoring: boolean } }[];
    };
    const folder = customer.tables.find((table) => table.features.monitoring)!.customerName;
    const { signals, duplicates } = await recentSignals(request, token, folder, 25);
    const duplicate = duplicates.find((entry) => signals.some((signal) => signal.id === entry.duplicateOfId));
    expect(duplicate, 'the demo world has second reports').toBeDefined();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/corporate-intelligence/signal-stream?signal=${duplicate!.id}`);
    await expect(details.getByTestId('signal-details-duplicate')).toContainText('Yes, a second report of');
    // Full screen on a phone.
    const box = await details.boundingBox();
    expect(box?.width).toBe(375);
    await details.getByTestId('signal-details-duplicate').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`[?&]signal=${duplicate!.duplicateOfId}(&|$)`));
    await expect(details.getByTestId('signal-details-duplicate')).toHaveText('No');
  });
});
