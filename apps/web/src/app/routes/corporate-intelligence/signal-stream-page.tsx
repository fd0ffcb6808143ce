import { isModerator, type Signal } from '@argus/contract';
import { ActionIcon, Group } from '@mantine/core';
import { IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useRelevanceSort } from '../../../features/relevance/hooks/use-relevance-sort';
import { SaveViewButton } from '../../../features/saved-views/components/save-view-button';
import { useItemReviews } from '../../../features/reviews/hooks/use-item-reviews';
import { SignalDetailsDrawer } from '../../../features/signals/components/signal-details-drawer';
import { SignalModerationDialogs } from '../../../features/signals/components/signal-moderation-dialogs';
import { NewSignalButton, SignalModeratorMenu } from '../../../features/signals/components/signal-moderator-menu';
import { SignalStreamView } from '../../../features/signals/components/signal-stream-view';
import { useFilteredSignals } from '../../../features/signals/hooks/use-filtered-signals';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useLiveSignals } from '../../../features/signals/hooks/use-live-signals';
import { useOpenSignal } from '../../../features/signals/hooks/use-open-signal';
import { useListDensity } from '../../../features/settings/hooks/use-list-density';
import { useCurrentUser } from '../../../shared/state/session-store';
import { useFilterPlace } from '../../startup/folder-holdings';
import { reloadFolderSignals } from '../../startup/load-folder';
import { useLoadedRangeText } from '../../../shared/state/load-range';
import { usePageSignalCriteria } from './use-page-signal-criteria';
import { useTargetEntityChoices } from './use-target-entity-choices';
import { paths } from '../../../lib/paths';

// Composes folders, signals, reviews, settings and target entities (features never import each other): the selected
// folder's loaded signals, the user's bookmarks and own feedback, the filter criteria of the URL over the user's
// default filters, the triage keys, the live updates, the open signal's details and, for moderators and admins, the
// signal editor and the hide and delete dialogs.
export default function SignalStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const user = useCurrentUser();
  const canModerate = user ? isModerator(user.privilege) : false;
  const { reviews, renderActions: renderReviews, toggleBookmark, like, dislike } = useItemReviews(customer, 'signal');
  const renderReviewActions = useCallback((signal: Signal) => renderReviews(signal.id), [renderReviews]);
  const { openSignal, openSignalId } = useOpenSignal();
  const triage = useMemo(
    () => ({
      onOpen: (signal: Signal) => openSignal(signal.id),
      onBookmark: (signal: Signal) => toggleBookmark(signal.id),
      onLike: (signal: Signal) => like(signal.id),
      onDislike: (signal: Signal) => dislike(signal.id),
    }),
    [openSignal, toggleBookmark, like, dislike],
  );
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
  const { criteria, setCriteria, resetCriteria } = usePageSignalCriteria(customer);
  const place = useFilterPlace(customer, 'signals', criteria);
  const relevance = useRelevanceSort(customer, 'signals', openSignalId);
  const filtered = useFilteredSignals(customer, criteria, reviews, place, relevance.rankWith);
  const { result, options, eventTypeGroups, server, filtering, relevanceOf } = filtered;
  useLiveSignals(customer, reloadFolderSignals, criteria.dateBegin);
  const targetEntities = useTargetEntityChoices(canModerate);
  // Staff only (the moderation dialogs): the customer list is theirs.
  const { labelOf } = useCustomerOptions();
  const loadedRangeText = useLoadedRangeText();
  const [density, setDensity] = useListDensity(user?.username ?? '');
  return (
    <>
      <SignalStreamView
        folderEvents={events}
        historyLoaded={historyLoaded}
        criteria={criteria}
        options={options}
        eventTypeGroups={eventTypeGroups}
        result={result}
        server={server}
        filtering={filtering}
        onChange={setCriteria}
        onReset={resetCriteria}
        renderActions={renderActions}
        triage={triage}
        loadedRangeText={loadedRangeText}
        density={density}
        onDensityChange={setDensity}
        relevanceOf={relevanceOf}
        notice={relevance.notice}
        headerActions={
          <>
            {relevance.control}
            <SaveViewButton kind="signals" customer={customer} criteria={criteria} />
            {canModerate && customer ? <NewSignalButton /> : null}
          </>
        }
      />
      <SignalDetailsDrawer
        customer={customer}
        canModerate={canModerate}
        currentUserId={user?.userId}
        renderActions={renderReviewActions}
        entityHref={canModerate ? paths.editTargetEntity : undefined}
        serverShown={server ? result.signals : undefined}
        relevanceOf={relevanceOf}
      />
      {canModerate ? (
        <SignalModerationDialogs
          customer={customer}
          labelOf={labelOf}
          targetEntities={targetEntities.choices}
          onTargetEntitySearch={targetEntities.search}
          onSignalSaved={(folder) => void reloadFolderSignals(folder)}
        />
      ) : null}
    </>
  );
}
