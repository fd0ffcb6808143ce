/**
 * Debian's Chromium, started the way this machine requires: no browser download ever, no sandbox (CI runs as root),
 * and no background networking, whose refused connections would otherwise slow every start.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
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
