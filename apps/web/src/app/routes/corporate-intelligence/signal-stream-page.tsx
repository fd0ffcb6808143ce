import type { Signal } from '@argus/contract';
import { criteriaForNewFolder } from '@argus/filtering';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useItemReviews } from '../../../features/reviews/hooks/use-item-reviews';
import { SignalStreamView } from '../../../features/signals/components/signal-stream-view';
import { useFilteredSignals } from '../../../features/signals/hooks/use-filtered-signals';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useSignalCriteria } from '../../../features/signals/hooks/use-signal-criteria';

// The search param that names the open signal (its details drawer reads it).
const OPEN_SIGNAL_PARAM = 'signal';

// Composes folders, signals and reviews (features never import each other): the selected folder's loaded signals,
// the user's bookmarks and own feedback, and the filter criteria of the URL.
export default function SignalStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const { reviews, renderActions, toggleBookmark, like, dislike } = useItemReviews(customer, 'signal');
  const renderSignalActions = useCallback((signal: Signal) => renderActions(signal.id), [renderActions]);
  const openSignal = useOpenSignal();
  const triage = useMemo(
    () => ({
      onOpen: (signal: Signal) => openSignal(signal.id),
      onBookmark: (signal: Signal) => toggleBookmark(signal.id),
      onLike: (signal: Signal) => like(signal.id),
      onDislike: (signal: Signal) => dislike(signal.id),
    }),
    [openSignal, toggleBookmark, like, dislike],
  );
  const { criteria, setCriteria, resetCriteria } = useSignalCriteria();
  useClearCompaniesOnFolderChange(customer, setCriteria);
  const { result, options, eventTypeGroups } = useFilteredSignals(events, criteria, reviews);
  return (
    <SignalStreamView
      folderEvents={events}
      historyLoaded={historyLoaded}
      criteria={criteria}
      options={options}
      eventTypeGroups={eventTypeGroups}
      result={result}
      onChange={setCriteria}
      onReset={resetCriteria}
      renderActions={renderSignalActions}
      triage={triage}
    />
  );
}

/** Opens a signal by naming it in the URL (`?signal=<id>`, beside the filter), so that the open signal can be shared. */
function useOpenSignal() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (id: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(OPEN_SIGNAL_PARAM, id);
        return next;
      }),
    [setSearchParams],
  );
}

/** Spec section 4: changing the folder clears the selected company names; opening a shared link keeps them. */
function useClearCompaniesOnFolderChange(
  customer: string | null,
  setCriteria: ReturnType<typeof useSignalCriteria>['setCriteria'],
) {
  const previous = useRef(customer);
  useEffect(() => {
    if (previous.current !== null && previous.current !== customer) setCriteria(criteriaForNewFolder);
    previous.current = customer;
  }, [customer, setCriteria]);
}
