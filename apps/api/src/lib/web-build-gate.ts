/** The word scripts/start.mjs sends once the web app it builds beside the server is ready. */
const WEB_BUILD_DONE = 'web-build-done';

export type WebBuildGate = { ready: Promise<void>; isPending: () => boolean };

/**
 * When the built web app can be served. `npm start` builds it while the server opens, migrates and seeds its database
 * (ADR 0104) and says so with ARGUS_WEB_BUILD=pending: the server must not look for apps/web/dist before the build's
 * word arrives. Called first thing, so that a word sent early is not missed. Any other start has its build already
 * (or none, as in `npm run dev`).
 */
export function watchWebBuild(): WebBuildGate {
  if (process.env.ARGUS_WEB_BUILD !== 'pending' || !process.send) {
    return { ready: Promise.resolve(), isPending: () => false };
  }
  let pending = true;
  const ready = new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== WEB_BUILD_DONE) return;
      pending = false;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
  return { ready, isPending: () => pending };
}
