import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** At the latest this long after mounting, the children come even if the browser never idles. */
const AFTER_FIRST_SCREEN_MAX_MS = 2000;

/**
 * Renders its children once the first screen is drawn (the browser idle, at the latest after two seconds), nothing
 * before, and nothing while they load. For a lazily imported part beside the first screen (the navigation's saved
 * views, the header's bell): neither its code (ADR 0114) nor its first read (ADR 0119) delays that screen, since a
 * `lazy` component's import starts only when it is first rendered.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [afterFirstScreen, setAfterFirstScreen] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle(AFTER_FIRST_SCREEN_MAX_MS).then(() => {
      if (mounted) setAfterFirstScreen(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!afterFirstScreen) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
