import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ServerListing } from '../folder-data/use-server-filter';

type NextPageTriggerProps = Pick<ServerListing<unknown>, 'hasMore' | 'loadingMore' | 'loadMore'>;

// How far below the window the end of the list asks for the next page: a few screens of cards, so that scrolling
// (or j held down) rarely reaches the end before the page is there.
const AHEAD = '0px 0px 2400px 0px';

/**
 * Sits below a list the server pages (ADR 0033) and asks for the next page as the end of the list comes near. The
 * virtual list stays as it is: its height grows with every page, which moves this marker out of reach again.
 */
export function NextPageTrigger({ hasMore, loadingMore, loadMore }: NextPageTriggerProps) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (!node || !hasMore || loadingMore) return;
    // A new observer reports at once whether the marker is near: a short page asks for the next one straight away.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);
  if (!hasMore) return null;
  return (
    <Center ref={marker} mih={32} data-testid="next-page">
      {loadingMore ? <Loader size="sm" aria-label="Loading more" /> : null}
    </Center>
  );
}
