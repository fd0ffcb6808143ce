import { whenIdle } from './when-idle';

/** The warm-up waits this long at most for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * A page's first locale-aware comparison (`localeCompare`, `Intl.Collator`) loads the browser's collation data: 11-14 ms
 * of one task on the 2-core machine, twice that at half its pace. It fell inside a login's first screen, where the
 * folder selector sorts its labels as the frame first renders. Asked for in an idle moment while the page waits (a
 * person typing, the frame's code on its way), it costs time nobody waits for.
 */
export function warmUpCollationWhenIdle(): void {
  void whenIdle(IDLE_TIMEOUT_MS).then(() => 'a'.localeCompare('b'));
}
