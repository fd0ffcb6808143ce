/**
 * Above this many mentions a folder is prepared and filtered (its keyword index built) in the mentions worker; up to
 * it, on the page (ADR 0051, measured in Chromium by `npm run bench -- mention-filter-browser`).
 */
export const FILTER_IN_WORKER_ABOVE = 10_000;
