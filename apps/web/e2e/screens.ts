// Every screen of the console, once: the accessibility journeys, the axe and Lighthouse benchmarks and the contact
// sheet walk this list, so a new screen is checked everywhere by adding it here.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';

export type ScreenRole = 'guest' | 'analyst' | 'moderator' | 'admin';

export type Screen = {
  /** The path a user opens. */
  path: string;
  /** What the screen is called (the page name in the header, or the guest page's title). */
  name: string;
  /** Who opens it: a guest page is shown to signed-out visitors only. */
  roles: readonly ScreenRole[];
};

const EVERYONE = ['analyst', 'moderator', 'admin'] as const;
const STAFF = ['moderator', 'admin'] as const;
const ADMIN = ['admin'] as const;
const GUEST = ['guest'] as const;

export const SCREENS: readonly Screen[] = [
  { path: '/login', name: 'Login', roles: GUEST },
  { path: '/sign-up', name: 'Sign Up', roles: GUEST },
  { path: '/forgot-password', name: 'Forgot password', roles: GUEST },
  { path: '/info', name: 'About', roles: GUEST },
  { path: '/imprint', name: 'Imprint', roles: GUEST },
  { path: '/cookies', name: 'Cookie Statement', roles: GUEST },
  { path: '/terms', name: 'Terms and Conditions', roles: GUEST },
  { path: '/corporate-intelligence/overview', name: 'Overview', roles: EVERYONE },
  { path: '/corporate-intelligence/signal-stream', name: 'Signals', roles: EVERYONE },
  { path: '/corporate-intelligence/map', name: 'Map', roles: EVERYONE },
  { path: '/knowledge-graph/industry-network', name: 'Industry Network', roles: EVERYONE },
  { path: '/knowledge-graph/influence-range', name: 'Influence Range', roles: EVERYONE },
  { path: '/knowledge-graph/converging-timelines', name: 'Converging Timelines', roles: EVERYONE },
  { path: '/discovery/mention-stream', name: 'Mentions', roles: EVERYONE },
  { path: '/system/users', name: 'Users', roles: ADMIN },
  { path: '/system/users/new', name: 'Add User', roles: ADMIN },
  { path: '/system/customers', name: 'Customers', roles: ADMIN },
  { path: '/system/customers/new', name: 'New Customer', roles: ADMIN },
  { path: '/system/target-entities', name: 'Target Entities', roles: STAFF },
  { path: '/system/target-entities/new', name: 'New Target Entity', roles: STAFF },
  { path: '/system/sources', name: 'Sources', roles: STAFF },
  { path: '/system/api-keys', name: 'API Keys', roles: ADMIN },
  { path: '/reports/feedbacks', name: 'Feedbacks', roles: STAFF },
  { path: '/reports/email-schedules', name: 'E-Mail Schedules', roles: STAFF },
  { path: '/reports/logs', name: 'Logs', roles: ADMIN },
  { path: '/settings/user', name: 'User Settings', roles: EVERYONE },
  { path: '/settings/webhooks', name: 'Webhooks', roles: EVERYONE },
  { path: '/no/such/page', name: 'Not Found', roles: EVERYONE },
];

export function screensOf(role: ScreenRole): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role));
}

/** In the page: the screen is named (any case: forms title themselves "Add user") and nothing is busy or loading. */
function screenSettled(name: string): boolean {
  if (!document.body.innerText.toLowerCase().includes(name.toLowerCase())) return false;
  const busy = document.querySelector(
    '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root, [data-state="loading"], [data-state="laying-out"]',
  );
  return busy === null;
}

/**
 * Waits until a screen shows its data, not a spinner: the screen is named on the page, nothing on it is busy or
 * loading, and the streams' folders are whole. Twice, two frames apart: the header names a lazy screen a frame before
 * the screen shows its own spinner.
 */
export async function waitForScreen(page: Page, screen: Screen, timeout = 60_000) {
  for (let check = 0; check < 2; check += 1) {
    await page.waitForFunction(screenSettled, screen.name, { timeout, polling: 200 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Opens a screen within the running app, without reloading it: the app's own navigation, as a user clicks. */
export async function openWithinApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
