import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  targetEntityPageQueryOptions,
  targetEntityTableQueryOptions,
} from '../../../features/target-entities/api/get-target-entity-table';

/**
 * The target entities the signal editor offers: the first page the start-up loaded for staff, and, once the
 * moderator types, the server's matches (name, alias or D-U-N-S) over all of them. While the server is asked, the
 * loaded ones that contain the text stand in.
 */
export function useTargetEntityChoices(enabled: boolean) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const [debouncedTerm] = useDebouncedValue(term, 250);
  const loaded = useQuery({ ...targetEntityTableQueryOptions, enabled: false }).data;
  const matches = useQuery({
    ...targetEntityPageQueryOptions({ page: 1, size: 50, sort: 'name', search: debouncedTerm }),
    enabled: enabled && debouncedTerm !== '',
  }).data?.rows;
  const choices = useMemo(() => {
    if (term === '') return loaded ?? [];
    if (matches && debouncedTerm === term) return matches;
    const lower = term.toLowerCase();
    return (loaded ?? []).filter((entity) => entity.name.toLowerCase().includes(lower));
  }, [term, debouncedTerm, loaded, matches]);
  return { choices, search: setSearch };
}
