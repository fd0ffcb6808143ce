import type { SignalCriteria } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { folderStatusText } from '../../../shared/item-stream/folder-status-text';
import { UnreadableLinkNotice } from '../../../shared/item-stream/unreadable-link-notice';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useItemReviews } from '../../../features/reviews/hooks/use-item-reviews';
import { categoriesQueryOptions } from '../../../features/signals/api/get-categories';
import { documentsCountQueryOptions } from '../../../features/signals/api/get-documents-count';
import { SignalOverviewView } from '../../../features/signals/components/overview/signal-overview-view';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useLiveSignals } from '../../../features/signals/hooks/use-live-signals';
import { useSignalOverview } from '../../../features/signals/hooks/use-signal-overview';
import { signalsHref } from '../../../features/signals/lib/signals-link';
import { useFilterPlaceOf } from '../../startup/folder-holdings';
import { reloadFolderSignals } from '../../startup/load-folder';
import { useLoadedRangeText } from '../../../shared/state/load-range';
import { usePageSignalCriteria } from './use-page-signal-criteria';

// Composes folders, reviews and signals (features never import each other): the selected folder's figures under the
// criteria of the URL over the user's default filters, its live updates, and links into Signals narrowed to a chart's
// element.
export default function OverviewPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const { reviews } = useItemReviews(customer, 'signal');
  const { criteria, setCriteria, resetCriteria, defaults, rejected } = usePageSignalCriteria(customer);
  const placeOf = useFilterPlaceOf(customer, 'signals');
  const overview = useSignalOverview(customer, criteria, reviews, placeOf);
  // The stream covers every day the figures count, also before the folder's range: a change there asks the server's
  // figures again (ADR 0132).
  useLiveSignals(customer, reloadFolderSignals, overview.firstDay);
  const categories = useQuery(categoriesQueryOptions);
  const documents = useQuery({
    ...documentsCountQueryOptions(customer ?? '', criteria.dateBegin),
    enabled: customer !== null,
  });
  const loadedRangeText = useLoadedRangeText();
  const hrefOf = useCallback(
    (narrowing: Partial<SignalCriteria>) => signalsHref(criteria, defaults, narrowing),
    [criteria, defaults],
  );
  const eventTypesOf = useCallback((category: string) => categories.data?.[category] ?? [], [categories.data]);
  return (
    <SignalOverviewView
      criteria={criteria}
      overview={overview}
      onChange={setCriteria}
      onReset={resetCriteria}
      hrefOf={hrefOf}
      eventTypesOf={eventTypesOf}
      documents={documents.data ?? null}
      statusText={folderStatusText({
        noun: 'signal',
        loadedCount: events.length,
        historyLoaded,
        place: overview.place,
        loadedRangeText,
      })}
      historyLoaded={historyLoaded}
      notice={<UnreadableLinkNotice rejected={rejected} onDismiss={() => setCriteria((current) => current)} />}
    />
  );
}
