import { buildReviews, criteriaForNewFolder } from '@argus/filtering';
import { isModerator, type Signal } from '@argus/contract';
import { ActionIcon, Group } from '@mantine/core';
import { IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { favoritesQueryOptions } from '../../../features/reviews/api/get-favorites';
import { ownFeedbackQueryOptions } from '../../../features/reviews/api/get-feedback';
import { ReviewActions } from '../../../features/reviews/components/review-actions';
import { SignalDetailsDrawer } from '../../../features/signals/components/signal-details-drawer';
import { SignalModerationDialogs } from '../../../features/signals/components/signal-moderation-dialogs';
import { NewSignalButton, SignalModeratorMenu } from '../../../features/signals/components/signal-moderator-menu';
import { SignalStreamView } from '../../../features/signals/components/signal-stream-view';
import { useFilteredSignals } from '../../../features/signals/hooks/use-filtered-signals';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useOpenSignal } from '../../../features/signals/hooks/use-open-signal';
import { useSignalCriteria } from '../../../features/signals/hooks/use-signal-criteria';
import { useCurrentUser } from '../../../lib/session-store';
import { reloadFolderSignals } from '../../startup/load-folder';
import { useTargetEntityChoices } from './use-target-entity-choices';

const entityHref = (targetEntityId: string) => `/system/target-entities/edit/${encodeURIComponent(targetEntityId)}`;

// Composes folders, signals, reviews and target entities (features never import each other): the selected folder's
// loaded signals, the user's bookmarks and own feedback, the filter criteria of the URL, the open signal's details
// and, for moderators and admins, the signal editor and the hide and delete dialogs.
export default function SignalStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const user = useCurrentUser();
  const username = user?.username ?? '';
  const canModerate = user ? isModerator(user.privilege) : false;
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
  const renderReviewActions = useCallback(
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
  const { openSignal } = useOpenSignal();
  const renderActions = useCallback(
    (signal: Signal) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" aria-label="Open details" onClick={() => openSignal(signal.id)}>
          <IconLayoutSidebarRightExpand size={18} stroke={1.6} />
        </ActionIcon>
        {renderReviewActions(signal)}
        {canModerate ? <SignalModeratorMenu signal={signal} /> : null}
      </Group>
    ),
    [renderReviewActions, openSignal, canModerate],
  );
  const { criteria, setCriteria, resetCriteria } = useSignalCriteria();
  useClearCompaniesOnFolderChange(customer, setCriteria);
  const { result, options, eventTypeGroups } = useFilteredSignals(events, criteria, reviews);
  const targetEntities = useTargetEntityChoices(canModerate);
  return (
    <>
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
        headerActions={canModerate && customer ? <NewSignalButton /> : undefined}
      />
      <SignalDetailsDrawer
        customer={customer}
        canModerate={canModerate}
        currentUserId={user?.userId}
        renderActions={renderReviewActions}
        entityHref={canModerate ? entityHref : undefined}
      />
      {canModerate ? (
        <SignalModerationDialogs
          customer={customer}
          targetEntities={targetEntities.choices}
          onTargetEntitySearch={targetEntities.search}
          onSignalSaved={(folder) => void reloadFolderSignals(folder)}
        />
      ) : null}
    </>
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
