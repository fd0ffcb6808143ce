import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ServerListing } from '../folder-data/use-server-filter';

type NextPageTriggerProps = Pick<ServerListing<unknown>, 'hasMore' | 'loadingMore' | 'loadMore' | 'updating'>;

// How far below the window the end of the list asks for the next page: a few screens of cards, so that scrolling
// (or j held down) rarely reaches the end before the page is there.
const AHEAD = '0px 0px 2400px 0px';

/**
 * Sits below a list the server pages (ADR 0033) and asks for the next page as the end of the list comes near. The
 * virtual list stays as it is: its height grows with every page, which moves this marker out of reach again.
 */
export function NextPageTrigger({ hasMore, loadingMore, loadMore, updating }: NextPageTriggerProps) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    // While the answer on show is refreshed (a live change, a review), its pages come first: a next page asked now
    // would cancel the refresh. A refresh may also cancel a next page before the screen ever saw it loading
    // (TanStack Query reports both in one update); either way, its end starts a new observer here.
    if (!node || !hasMore || loadingMore || updating) return;
    // A new observer reports at once whether the marker is near: a short page asks for the next one straight away.
    // Only a change of nearness is reported after that, which is why every settled answer starts a new one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore, updating]);
  if (!hasMore) return null;
  return (
    <Center ref={marker} mih={32} data-testid="next-page">
      {loadingMore ? <Loader size="sm" aria-label="Loading more" /> : null}
    </Center>
  );
}
