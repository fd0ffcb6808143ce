// ADR 0105: how many signals and mentions a 1440 × 900 screen shows whole, as cards (comfortable, the baseline) and as
// compact rows (goal: at least 12 signals). A fresh embedded database with the small demo world, the app served as
// `npm start` serves it; Chromium opens Signals and Mentions as the moderator (the first folder) with each density
// stored as the user's preference, and counts the feed's articles that lie wholly inside the window below the header.
import { chromium, type Browser } from '@playwright/test';
import { TOKEN_STORAGE_KEY, type ListDensity } from '@argus/contract';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { demoApp } from './browser-bench/demo-app';
import { report } from './report';

const VIEWPORT = { width: 1440, height: 900 };
const GOAL = 12;
const SCREENS = [
  { noun: 'signal', path: '/corporate-intelligence/signal-stream' },
  { noun: 'mention', path: '/discovery/mention-stream' },
] as const;
const ITEM_TEST_ID: Record<ListDensity, string> = { comfortable: 'card', compact: 'row' };

const app = demoApp('argus-density-');

/** In the page: the feed's articles wholly in the window, below the app's header. Text, as in signal-scroll. */
const fullyVisibleArticles = `(() => {
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  return [...document.querySelectorAll('[role="feed"] [role="article"]')].filter((article) => {
    const box = article.getBoundingClientRect();
    return box.top >= headerBottom && box.bottom <= window.innerHeight;
  }).length;
})()`;

async function itemsOnScreen(
  browser: Browser,
  baseUrl: string,
  token: string,
  density: ListDensity,
  screen: (typeof SCREENS)[number],
) {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', viewport: VIEWPORT });
  await context.addInitScript(({ key, token }) => window.localStorage.setItem(key, token), {
    key: TOKEN_STORAGE_KEY,
    token,
  });
  const page = await context.newPage();
  await page.goto(screen.path);
  await page
    .getByTestId(`folder-${screen.noun}-count`)
    .and(page.locator('[data-state="loaded"]'))
    .waitFor({ timeout: 5 * 60_000 });
  await page.getByTestId(`${screen.noun}-${ITEM_TEST_ID[density]}`).first().waitFor();
  const count = (await page.evaluate(fullyVisibleArticles)) as number;
  const shown = (await page.getByTestId(`${screen.noun}-shown-count`).textContent()) ?? '';
  console.error(`${density}, ${screen.noun}s (${shown}): ${count} wholly on the screen`);
  await context.close();
  return count;
}

try {
  app.argus('seed-demo', '--scale', 'small');
  const baseUrl = await app.serve();
  const token = await app.login('moderator');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const density of ['comfortable', 'compact'] as const) {
    const saved = await fetch(`${baseUrl}/api/settings/moderator`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ preferences: { density } }),
    });
    if (!saved.ok) throw new Error(`the density was not saved: ${saved.status}`);
    for (const screen of SCREENS) {
      const count = await itemsOnScreen(browser, baseUrl, token, density, screen);
      report({
        name: `density-${density}-${screen.noun}s-per-screen`,
        value: count,
        unit: `${screen.noun}s`,
        goal: density === 'compact' ? `≥ ${GOAL}` : 'baseline',
        pass: density === 'comfortable' || count >= GOAL,
      });
    }
  }
  await browser.close();
} finally {
  await app.close();
}
