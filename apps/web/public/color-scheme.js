// Sets the remembered colour scheme before React starts, so that a dark page does not flash white.
// The key must match COLOR_SCHEME_STORAGE_KEY in src/shared/theme/theme.ts.
/* global window, document */
(function applyStoredColorScheme() {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('argus-color-scheme');
    if (stored === 'light' || stored === 'dark') {
      scheme = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      scheme = 'dark';
    }
  } catch {
    // Storage can be blocked (private mode, embedded frames): keep the light default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
