import { chromiumExecutable } from './e2e-settings.mjs';

/**
 * Debian's Chromium (or CHROMIUM_PATH), started the way this machine requires: no browser download ever, no sandbox (CI runs as root),
 * and no background networking, whose refused connections would otherwise slow every start.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
