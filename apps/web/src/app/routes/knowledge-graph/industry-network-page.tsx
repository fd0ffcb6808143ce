import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { NetworkView } from '../../../features/knowledge-graph/components/network-view';
import { categoriesQueryOptions } from '../../../features/signals/api/get-categories';

// Composes folders, signals' categories and the knowledge graph (features never import each other): the selected
// folder's network, with the console's event categories as the filter's options and the links' colours.
export default function IndustryNetworkPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const categories = useQuery(categoriesQueryOptions);
  const categoryNames = useMemo(() => Object.keys(categories.data ?? {}).sort(), [categories.data]);
  return <NetworkView customer={customer} categoryNames={categoryNames} />;
}
