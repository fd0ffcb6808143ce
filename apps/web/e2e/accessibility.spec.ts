import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';
import { openWithinApp, screensOf, waitForScreen, type ScreenRole } from './screens';

type Scheme = 'light' | 'dark';

async function showScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const role of ['guest', 'analyst', 'moderator', 'admin'] as const satisfies readonly ScreenRole[]) {
    test(`every screen a ${role} opens has no serious or critical violation, light and dark`, async ({
      page,
      loginAs,
      world,
    }) => {
      const screens = screensOf(role);
      // Each screen is checked twice, a few seconds each on a busy machine, after its data has arrived.
      test.setTimeout(60_000 + screens.length * 30_000);
      if (role !== 'guest') await loginAs(await world.user(role, { knowledgeGraph: true }));
      let schemes: [Scheme, Scheme] = ['light', 'dark'];
      await page.emulateMedia({ colorScheme: schemes[0] });
      await page.goto(screens[0]!.path);
      const found: string[] = [];
      for (const screen of screens) {
        // Within the app, as a user goes from screen to screen: one start-up for all of them.
        await openWithinApp(page, screen.path);
        await waitForScreen(page, screen, FOLDER_LOAD_TIMEOUT);
        // Every rule in the scheme the screen opens in, then the rules the colours decide in the other (the document
        // is the same in both); the next screen opens in that one, which saves a change of scheme per screen.
        for (const scheme of schemes) {
          await showScheme(page, scheme);
          const violations = await seriousViolations(page, { colourOnly: scheme !== schemes[0] });
          found.push(...violations.map((line) => `${screen.path} (${scheme}) ${line}`));
        }
        schemes = [schemes[1], schemes[0]];
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test('the first Tab offers a skip link to the page; the details drawer keeps the focus and gives it back', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    const feed = page.getByRole('feed', { name: 'Signals' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });

    // The skip link: hidden until the first Tab, then visible; Enter moves the focus past header and navigation.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream/);

    // Focus is visible: the next Tab stop inside the page draws a focus ring.
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      return { inMain: Boolean(focused.closest('main')), outline: getComputedStyle(focused).outlineStyle };
    });
    expect(ring.inMain).toBe(true);
    expect(ring.outline).not.toBe('none');

    // A card opened from the keyboard: its drawer holds the focus while open, and Escape hands it back to the card.
    const card = feed.getByRole('article').first();
    await card.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(card).toBeFocused();
  });
});
