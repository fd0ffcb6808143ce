import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { InfluenceRangeView } from '../../../features/knowledge-graph/components/influence-range-view';
import { categoriesQueryOptions } from '../../../features/signals/api/get-categories';

// Composes folders, signals and the knowledge graph (features never import each other): the selected folder's
// influence range, filtered by the event categories the signals feature lists.
export default function InfluenceRangePage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const categories = useQuery(categoriesQueryOptions);
  const categoryOptions = useMemo(() => Object.keys(categories.data ?? {}).sort(), [categories.data]);
  return <InfluenceRangeView customer={customer} categoryOptions={categoryOptions} />;
}
