import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { ConvergingTimelinesView } from '../../../features/knowledge-graph/components/converging-timelines-view';
import { categoriesQueryOptions } from '../../../features/signals/api/get-categories';

// Composes folders, signals and the knowledge graph (features never import each other): the selected folder's
// converging timelines, each event category in the colour its place among the signals feature's categories gives it.
export default function ConvergingTimelinesPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const categories = useQuery(categoriesQueryOptions);
  const categoryOrder = useMemo(() => Object.keys(categories.data ?? {}).sort(), [categories.data]);
  return <ConvergingTimelinesView customer={customer} categoryOrder={categoryOrder} />;
}
