import type { FolderEntitiesResponse } from '@argus/contract';
import { distinctText, uniqueName } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, loadedCount, test } from './fixtures';

// ADR 0126: a mention that arrives server-side (here through the push API, as an integrator sends one) reaches an
// open Mentions screen without a reload (ADR 0126). The demo analyst's first folder, which the screen opens on.
const FOLDER = 'northwind';

test.describe('live mentions', () => {
  test('a mention pushed through the ingest API shows on an open Mentions screen without a reload, and its company filters it', async ({
    page,
    request,
    world,
    loginAs,
  }) => {
    const analyst = await loginAs('analyst');
    const settings = await request.get(`/api/settings/${analyst.username}`, {
      headers: { authorization: `Bearer ${analyst.token}` },
    });
    const tables = ((await settings.json()) as { tables: { customerName: string; folderLabel: string }[] }).tables;
    const label = tables.find((table) => table.customerName === FOLDER)!.folderLabel;

    await page.goto('/discovery/mention-stream');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label, { timeout: FOLDER_LOAD_TIMEOUT });
    const before = await loadedCount(page, 'mention');
    let reloads = 0;
    page.on('load', () => reloads++);

    // A company the folder monitors, named in the title: recognised as the mention arrives (ADR 0123).
    const entities = await request.get(`/api/target-entities/folder/${FOLDER}`, {
      headers: { authorization: `Bearer ${analyst.token}` },
    });
    const company = ((await entities.json()) as FolderEntitiesResponse).entities[0]!.name;
    // Texts of their own (no story with a mention an earlier run of this journey left on the same server, ADR 0134).
    const name = uniqueName('mention');
    const title = `${company}: ${distinctText(name)}`;
    await world.push('mentions', FOLDER, [
      {
        externalId: uniqueName('live'),
        title,
        sentence: distinctText(`${name}-sentence`),
        // Now: the newest mention of the folder, at the top of the list.
        publishDate: new Date().toISOString(),
        url: 'https://news.example/live-journey',
        language: 'en',
        customer: FOLDER,
      },
    ]);

    await expect(page.getByTestId('mention-title').first()).toHaveText(title, { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(page.getByTestId('mention-title').filter({ hasText: title })).toHaveCount(1);
    // The status line counts it too (the journeys' server polls no feed source, so nothing else arrives).
    await expect.poll(() => loadedCount(page, 'mention')).toBe(before + 1);
    expect(reloads).toBe(0);

    // The demo world's own mentions name no recognised company: filtered to this one, only mentions naming it show,
    // the pushed one among them (each earlier run of this journey on the same server left one more).
    await page.getByRole('combobox', { name: 'Companies' }).fill(company);
    await page.getByRole('option', { name: company, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`[?&]company=`));
    await expect
      .poll(async () => {
        const titles = await page.getByTestId('mention-title').allTextContents();
        return { pushed: titles.includes(title), others: titles.filter((text) => !text.includes(company)) };
      })
      .toEqual({ pushed: true, others: [] });
  });
});
