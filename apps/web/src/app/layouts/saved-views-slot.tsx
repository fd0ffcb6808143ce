import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

// Neither in the first visit's chunks (ADR 0114) nor among the first screen's calls: its code and its list are asked
// for once that screen is drawn, as the start-up's history is (ADR 0119), and the list is hidden until it holds a view.
const SavedViewsNavigation = lazy(async () => ({
  default: (await import('../../features/saved-views/components/saved-views-navigation')).SavedViewsNavigation,
}));

const AFTER_FIRST_SCREEN_MAX_MS = 2000;

type SavedViewsSlotProps = {
  customer: string | null;
  onNavigate: () => void;
};

/** The navigation's Saved views (ADR 0135), loaded after the first screen. */
export function SavedViewsSlot(props: SavedViewsSlotProps) {
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
  return (
    <Suspense fallback={null}>
      <SavedViewsNavigation {...props} />
    </Suspense>
  );
}
