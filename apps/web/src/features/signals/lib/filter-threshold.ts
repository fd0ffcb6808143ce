/**
 * Above this many signals a folder is prepared and filtered in the signals worker; up to it, on the page (ADR 0048,
 * measured in Chromium by `npm run bench -- signal-filter-browser`).
 */
export const FILTER_IN_WORKER_ABOVE = 2_000;
