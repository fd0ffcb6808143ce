import { whenIdle } from './when-idle';

/** The warm-up waits this long at most for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * A page's first locale-aware comparison (`localeCompare`, `Intl.Collator`) loads the browser's collation data, and its
 * first date formatter (`Intl.DateTimeFormat`, `toLocaleDateString`) its calendar data: 8-14 ms of one task each on the
 * 2-core machine, twice that at half its pace; every later one costs a fraction of a millisecond. They fell inside
 * the first screens' renders (the folder selector sorts its labels as the frame first renders; the Overview's figures
 * name their days). Asked for in an idle moment while the page waits (a person typing, the frame's code on its way),
 * they cost time nobody waits for. Each in an idle moment of its own: with Chromium's CPU slowed threefold (the slowest
 * sibling machine's pace) the first comparison took 18-41 ms and the first formatter 15-37 ms, one long task together.
 */
export function warmUpLocaleDataWhenIdle(): void {
  void whenIdle(IDLE_TIMEOUT_MS)
    .then(() => 'a'.localeCompare('b'))
    .then(() => whenIdle(IDLE_TIMEOUT_MS))
    .then(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0));
}
