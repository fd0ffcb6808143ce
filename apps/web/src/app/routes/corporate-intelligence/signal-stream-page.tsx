import { buildReviews, criteriaForNewFolder } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import type { Signal } from '@argus/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { favoritesQueryOptions } from '../../../features/reviews/api/get-favorites';
import { ownFeedbackQueryOptions } from '../../../features/reviews/api/get-feedback';
import { ReviewActions } from '../../../features/reviews/components/review-actions';
import { SignalStreamView } from '../../../features/signals/components/signal-stream-view';
import { useFilteredSignals } from '../../../features/signals/hooks/use-filtered-signals';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useLiveSignals } from '../../../features/signals/hooks/use-live-signals';
import { useSignalCriteria } from '../../../features/signals/hooks/use-signal-criteria';
import { useCurrentUser } from '../../../lib/session-store';

// Composes folders, signals and reviews (features never import each other): the selected folder's loaded signals,
// the user's bookmarks and own feedback, and the filter criteria of the URL.
export default function SignalStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const username = useCurrentUser()?.username ?? '';
  const favorites = useQuery({ ...favoritesQueryOptions(username), enabled: false });
  const feedback = useQuery({ ...ownFeedbackQueryOptions(username), enabled: false });
  const reviews = useMemo(
    () => buildReviews(favorites.data ?? [], feedback.data ?? [], 'signal'),
    [favorites.data, feedback.data],
  );
  const feedbackByEvent = useMemo(
    () => new Map((feedback.data ?? []).map((entry) => [entry.eventId, { id: entry.id, feedback: entry.feedback }])),
    [feedback.data],
  );
  const renderActions = useCallback(
    (signal: Signal) =>
      customer ? (
        <ReviewActions
          target={{ id: signal.id, itemKind: 'signal', customerName: customer }}
          bookmarked={reviews.bookmarked.has(signal.id)}
          feedback={feedbackByEvent.get(signal.id)}
        />
      ) : null,
    [customer, reviews, feedbackByEvent],
  );
  const { criteria, setCriteria, resetCriteria } = useSignalCriteria();
  useClearCompaniesOnFolderChange(customer, setCriteria);
  const { result, options, eventTypeGroups } = useFilteredSignals(customer, criteria, reviews);
  useLiveSignals(customer);
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
      renderActions={renderActions}
    />
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
