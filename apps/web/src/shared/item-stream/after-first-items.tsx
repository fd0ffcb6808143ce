import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { DeferredRender } from '../../components/layout/deferred-render';
import { firstItemsShown, firstItemsWereShown } from './first-items-shown';

/** At the latest this long after mounting, the children come even if the list never shows its folder. */
const FIRST_ITEMS_MAX_WAIT_MS = 2000;

/**
 * Renders its children once the page's first stream has shown the open folder's first items (ADR 0164), then in a
 * deferred pass; at once (in the deferred pass after the first commit) on every later screen. For the filter column
 * of a stream: on a first load its fields (Mantine's comboboxes, the date picker: a quarter of the fibers) were built
 * in the same pass as the first cards, which waited for them.
 */
export function AfterFirstItems({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstItemsWereShown);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void firstItemsShown(FIRST_ITEMS_MAX_WAIT_MS).then(() => {
      // A transition, so that the fields' render yields to the browser as the deferred pass does.
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? <DeferredRender>{children}</DeferredRender> : null;
}
