import { RelevanceLine } from '../../../shared/item-stream/relevance-marks';
import type { ItemRelevanceOf } from '../../../shared/item-stream/stream-sort';
import { Group, Stack } from '@mantine/core';
import { type Signal } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { dayDuplicatesQueryOptions } from '../api/get-day-duplicates';
import { useFolderSignals } from '../hooks/use-folder-signals-store';
import { useHighlightTemplates } from '../hooks/use-highlight-templates';
import { useOpenSignal } from '../hooks/use-open-signal';
import { SignalDetails } from './signal-details';
import { SignalModeratorButtons } from './signal-moderator-menu';
import { DetailsDrawer, DetailsNotShown } from '../../../components/details-drawer/details-drawer';

type SignalDetailsDrawerProps = {
  /** The selected folder, whose loaded signals the open one is looked up in. */
  customer: string | null;
  canModerate: boolean;
  currentUserId: string | undefined;
  /** Bookmark, like and dislike (the reviews feature's, composed by the route page). */
  renderActions?: (signal: Signal) => ReactNode;
  entityHref?: (targetEntityId: string) => string;
  /** The list the server filtered (ADR 0033), whose signals the browser may not hold. */
  serverShown?: readonly Signal[];
  /** While the list is ranked by relevance (ADR 0137): the open signal's "For you" mark and why. */
  relevanceOf?: ItemRelevanceOf<Signal>;
};

/** The details of the signal named in the URL (`?signal=<id>`), in the shared details drawer. */
export function SignalDetailsDrawer(props: SignalDetailsDrawerProps) {
  const { customer, canModerate, currentUserId, renderActions, entityHref, serverShown } = props;
  const { openSignalId, openSignal, closeSignal } = useOpenSignal();
  const { events, duplicates, historyLoaded } = useFolderSignals(customer);
  const templates = useHighlightTemplates();
  const signal = useMemo(() => {
    if (openSignalId === null) return undefined;
    const isOpen = (event: Signal) => event.id === openSignalId;
    return events.find(isOpen) ?? serverShown?.find(isOpen);
  }, [events, serverShown, openSignalId]);
  const relevance = signal ? props.relevanceOf?.(signal) : undefined;
  // The history's pages mark duplicates; for a signal they did not carry, its day is asked.
  const markedInHistory = signal && duplicates.find((entry) => entry.id === signal.id);
  const day = useQuery({
    ...dayDuplicatesQueryOptions(customer ?? '', signal?.publishDate.slice(0, 10) ?? ''),
    enabled: Boolean(customer && signal && !markedInHistory),
  });
  const duplicate = markedInHistory ?? (signal && day.data?.find((entry) => entry.id === signal.id));
  const duplicateOf = useMemo(
    () =>
      duplicate && {
        id: duplicate.duplicateOfId,
        loaded: events.find((event) => event.id === duplicate.duplicateOfId),
      },
    [duplicate, events],
  );
  const duplicateCheck = markedInHistory || day.isSuccess ? 'done' : day.isError ? 'failed' : 'running';

  return (
    <DetailsDrawer opened={openSignalId !== null} onClose={closeSignal} title="Signal details">
      {signal ? (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            {renderActions?.(signal)}
            {canModerate ? <SignalModeratorButtons signal={signal} /> : null}
          </Group>
          <RelevanceLine relevance={relevance} />
          <SignalDetails
            signal={signal}
            highlightTemplate={templates.get(signal.eventType)}
            duplicateOf={duplicateOf}
            duplicateCheck={duplicateCheck}
            currentUserId={currentUserId}
            entityHref={entityHref}
            onOpenSignal={openSignal}
          />
        </Stack>
      ) : (
        <DetailsNotShown
          historyLoaded={historyLoaded}
          testId="signal-details-missing"
          missingText="This signal is not among the loaded signals of this folder: it may be older than a month, hidden, deleted, or in another folder."
          loadingText="Loading the signals of this folder…"
        />
      )}
    </DetailsDrawer>
  );
}
