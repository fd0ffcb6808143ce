// ADR 0112: axe-core's serious and critical WCAG 2.1 AA findings on every screen (e2e/screens.ts), as each demo role,
// in light and in dark. A fresh embedded database with the small demo world, the app served as `npm start` serves it;
// Chromium walks each role's screens within the app, as the accessibility journeys do. One entry per role and scheme:
// the number of findings (goal 0), and the findings themselves on stderr.
import { chromium, type Browser } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { seriousViolations } from '../apps/web/e2e/axe';
import { openWithinApp, screensOf, waitForScreen, type ScreenRole } from '../apps/web/e2e/screens';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { demoApp } from './browser-bench/demo-app';
import { report } from './report';

const ROLES: readonly ScreenRole[] = ['guest', 'analyst', 'moderator', 'admin'];
const SCHEMES = ['light', 'dark'] as const;

const app = demoApp('argus-axe-');

async function findings(browser: Browser, baseUrl: string, role: ScreenRole, scheme: (typeof SCHEMES)[number]) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    colorScheme: scheme,
    viewport: { width: 1440, height: 900 },
  });
  if (role !== 'guest') {
    await context.addInitScript(({ key, token }) => window.localStorage.setItem(key, token), {
      key: TOKEN_STORAGE_KEY,
      token: await app.login(role),
    });
  }
  const page = await context.newPage();
  const screens = screensOf(role);
  await page.goto(screens[0]!.path);
  const found: string[] = [];
  for (const screen of screens) {
    await openWithinApp(page, screen.path);
    await waitForScreen(page, screen);
    found.push(...(await seriousViolations(page)).map((line) => `${screen.path} ${line}`));
  }
  await context.close();
  return found;
}

try {
  app.argus('seed-demo', '--scale', 'small');
  const baseUrl = await app.serve();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const role of ROLES) {
    for (const scheme of SCHEMES) {
      const found = await findings(browser, baseUrl, role, scheme);
      for (const line of found) console.error(`axe ${role} ${scheme}: ${line}`);
      report({
        name: `axe-${role}-${scheme}: serious and critical WCAG 2.1 AA findings on ${screensOf(role).length} screens`,
        value: found.length,
        unit: 'findings',
        goal: '0',
        pass: found.length === 0,
      });
    }
  }
  await browser.close();
} finally {
  await app.close();
}
