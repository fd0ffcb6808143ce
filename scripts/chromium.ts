import { chromiumExecutable, journeyBrowserExecutable } from './e2e-settings.mjs';

/**
 * Started the way this machine requires: no sandbox (CI runs as root), and no background networking, whose refused
 * connections would otherwise slow every start.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or CHROMIUM_PATH), for the benchmarks and tools: no browser download ever. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: chromiumExecutable(), args };

/**
 * Debian's headless shell (or CHROMIUM_PATH), for the browser journeys (ADR 0155). One renderer process per site and
 * browser context, so that a worker's journeys, each in a new tab of the context they share, load the app in the
 * process the journeys before them warmed (ADR 0171).
 */
export const JOURNEY_BROWSER_LAUNCH_OPTIONS = {
  executablePath: journeyBrowserExecutable(),
  args: [...args, '--process-per-site'],
};
