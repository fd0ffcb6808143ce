import fs from 'node:fs';
import { expect, expectFolderLoaded, test } from './fixtures';

test('the CSV export holds exactly the signals shown, one line each after the header', async ({ page, loginAs }) => {
  await loginAs('analyst');
  await page.goto('/corporate-intelligence/signal-stream?language=de&reliability=4');
  // The count is read once the whole month is in; read earlier, the history could still add rows before the click.
  await expectFolderLoaded(page, 'signal');
  await expect(page.getByTestId('folder-signal-count')).toHaveText(/^[1-9][\d,]* signals of the last month loaded\.$/);
  const shown = page.getByTestId('signal-shown-count');
  await expect(shown).toHaveText(/^[1-9][\d,]* of [\d,]+ signals$/);
  const count = Number(((await shown.textContent()) ?? '').split(' of ')[0]!.replace(/,/g, ''));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Publish date,Target entity,D-U-N-S number,Event type,Category,Reliability,Media segment,Language,Result,Sentence,Source,URL,Signal ID',
  );
  // Sentences may hold line breaks inside quotes; rows start with their day.
  const rows = lines.slice(1).filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line));
  expect(rows).toHaveLength(count);
  for (const row of rows) expect(row).toMatch(/,(High|Very High),[a-z ]+,de,/);
  // Each row ends with its signal's id, and the ids are the shown signals' own: no row twice.
  const ids = rows.map((row) => /,([0-9a-f-]{36})$/.exec(row)?.[1]);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(rows.length);
});
