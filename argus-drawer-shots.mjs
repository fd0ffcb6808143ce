// Screenshots of the mention details and the command palette: light, dark, 375 px.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8105';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, width, dark] of [['light', 1280, false], ['dark', 1280, true], ['phone', 375, false]]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('analyst');
  await page.getByRole('textbox', { name: 'Password' }).fill('argus-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${base}/discovery/mention-stream?language=de`);
  const card = page.getByRole('feed', { name: 'Mentions' }).getByRole('article').first();
  await card.waitFor({ timeout: 90000 });
  await card.getByTestId('mention-sentence').click();
  await page.getByRole('dialog', { name: 'Mention details' }).getByTestId('mention-details').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/argus-drawer-shot-mention-${name}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Mention details' }).waitFor({ state: 'hidden' });
  await page.goto(`${base}/corporate-intelligence/signal-stream`);
  await page.getByRole('feed', { name: 'Signals' }).getByRole('article').first().waitFor({ timeout: 90000 });
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Jump to' }).waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/argus-drawer-shot-palette-${name}.png` });
  await page.keyboard.type('ma');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/argus-drawer-shot-palette-typed-${name}.png` });
  await context.close();
}
await browser.close();
console.log('done');
