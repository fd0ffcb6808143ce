/**
 * The browser's local storage, or null where it is blocked (a third-party frame such as the sister product's,
 * or a privacy setting): reading `window.localStorage` itself throws there, and the app must work without it.
 */
export function getLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
