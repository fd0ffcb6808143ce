// Settings the browser journeys, the check before them and the benchmarks share (playwright.config.ts,
// scripts/chromium.ts, scripts/check-test-prerequisites.mjs).

/**
 * The benchmarks' and tools' browser: Debian's Chromium, what people use, unless CHROMIUM_PATH names another Chromium
 * or Chrome.
 */
export function chromiumExecutable() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * The journeys' browser: Debian's headless shell (the same Blink without the browser's own window and its compositing,
 * ADR 0155), unless CHROMIUM_PATH names another Chromium or Chrome.
 */
export function journeyBrowserExecutable() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
}

/** The port of the journeys' own server; E2E_PORT lets two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
