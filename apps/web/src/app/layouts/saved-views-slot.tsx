import { lazy } from 'react';
import { AfterFirstScreen } from '../../components/layout/after-first-screen';

// Neither in the first visit's chunks (ADR 0114) nor among the first screen's calls: its code and its list are asked
// for once that screen is drawn, as the start-up's history is (ADR 0119), and the list is hidden until it holds a view.
const SavedViewsNavigation = lazy(async () => ({
  default: (await import('../../features/saved-views/components/saved-views-navigation')).SavedViewsNavigation,
}));

type SavedViewsSlotProps = {
  customer: string | null;
  onNavigate: () => void;
};

/** The navigation's Saved views (ADR 0135), loaded after the first screen. */
export function SavedViewsSlot(props: SavedViewsSlotProps) {
  return (
    <AfterFirstScreen>
      <SavedViewsNavigation {...props} />
    </AfterFirstScreen>
  );
}
