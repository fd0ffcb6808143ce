import type { Signal } from '@argus/contract';
import { deriveSignalOptions } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { MapMode } from '../../../components/chart/world-map-option';
import { folderStatusText } from '../../../shared/item-stream/folder-status-text';
import { UnreadableLinkNotice } from '../../../shared/item-stream/unreadable-link-notice';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useItemReviews } from '../../../features/reviews/hooks/use-item-reviews';
import { SignalMapView, type MapSelection } from '../../../features/signals/components/map/signal-map-view';
import { useEntityCounts } from '../../../features/signals/hooks/use-entity-counts';
import { useEntitySignals } from '../../../features/signals/hooks/use-entity-signals';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';
import { useLiveSignals } from '../../../features/signals/hooks/use-live-signals';
import { mapPlacesOf } from '../../../features/signals/lib/map-places';
import { folderEntitiesQueryOptions } from '../../../features/target-entities/api/get-folder-entities';
import { reloadFolderSignals } from '../../startup/load-folder';
import { useLoadedRangeText } from '../../../shared/state/load-range';
import { usePageSignalCriteria } from './use-page-signal-criteria';

const NO_OPTIONS = deriveSignalOptions([]);

// Composes folders, reviews, signals and target entities (features never import each other): the folder's companies
// where they are, with their signals under the criteria of the URL (the Signals screen's, over the user's defaults),
// and the signals of what the user clicks.
export default function MapPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  const { reviews, renderActions: renderReviews } = useItemReviews(customer, 'signal');
  const renderActions = useCallback((signal: Signal) => renderReviews(signal.id), [renderReviews]);
  const { criteria, setCriteria, resetCriteria, rejected } = usePageSignalCriteria(customer);
  const [mode, setMode] = useState<MapMode>('points');
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const entities = useQuery({ ...folderEntitiesQueryOptions(customer ?? ''), enabled: customer !== null });
  const counts = useEntityCounts(customer, criteria, reviews);
  const selected = useEntitySignals(customer, criteria, reviews, selection?.entityIds ?? null);
  // The stream covers the shown days, as on the Signals screen (ADR 0110, ADR 0132).
  useLiveSignals(customer, reloadFolderSignals, criteria.dateBegin);
  const loadedRangeText = useLoadedRangeText();

  const places = useMemo(
    () => (entities.data && counts.answer ? mapPlacesOf(entities.data.entities, counts.answer) : null),
    [entities.data, counts.answer],
  );
  const entityIdsOfCountry = useCallback(
    (code: string) =>
      (entities.data?.entities ?? []).filter((entity) => entity.country === code).map((entity) => entity.id),
    [entities.data],
  );
  return (
    <SignalMapView
      criteria={criteria}
      options={counts.answer?.options ?? NO_OPTIONS}
      onChange={setCriteria}
      onReset={resetCriteria}
      places={places}
      mode={mode}
      onModeChange={setMode}
      selection={selection}
      onSelect={setSelection}
      entityIdsOfCountry={entityIdsOfCountry}
      selectedSignals={selected.signals}
      renderActions={renderActions}
      statusText={folderStatusText({
        noun: 'signal',
        loadedCount: events.length,
        historyLoaded,
        place: 'browser',
        loadedRangeText,
      })}
      ready={historyLoaded && places !== null && !counts.updating}
      notice={<UnreadableLinkNotice rejected={rejected} onDismiss={() => setCriteria((current) => current)} />}
    />
  );
}
