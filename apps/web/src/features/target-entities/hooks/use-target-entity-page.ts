import type { TargetEntityRecord } from '@argus/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { OnChangeFn } from '@tanstack/react-table';
import { useState } from 'react';
import type { SortingState } from '../../../components/data-table/data-table-features';
import { targetEntityPageQueryOptions } from '../api/get-target-entity-table';
import { toServerSort } from '../lib/server-sort';

/** Typing pauses this long before the server is asked: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 250;
const NO_ROWS: TargetEntityRecord[] = [];

/**
 * One page of target entities (of one customer, if given) searched and sorted by the server, for a DataTable and its
 * pager: a new search or sort goes back to the first page.
 */
export function useTargetEntityPage({ size, customer }: { size: number; customer?: string }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [page, setPage] = useState(1);
  const result = useQuery(
    targetEntityPageQueryOptions({ page, size, sort: toServerSort(sorting), search: debouncedSearch, customer }),
  );

  const changeSorting: OnChangeFn<SortingState> = (updater) => {
    setSorting(updater);
    setPage(1);
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return {
    search,
    changeSearch,
    /** The search the page answers: trimmed, after the pause. */
    debouncedSearch,
    page,
    setPage,
    total: result.data?.total ?? 0,
    tableProps: {
      data: result.data?.rows ?? NO_ROWS,
      getRowId: (entity: TargetEntityRecord) => entity.id,
      sorting,
      onSortingChange: changeSorting,
      manualSorting: true,
      loading: result.isPending,
      refreshing: result.isPlaceholderData,
    },
  };
}
