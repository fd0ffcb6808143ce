import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in React's deferred pass after the screen's first commit, not in it (ADR 0118): the first
 * paint does not wait for them, and their render yields to the browser every few milliseconds instead of holding
 * the main thread. For parts beside what the user came for (a filter column beside the list), inside a container
 * that holds their room, so that nothing moves when they appear.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
