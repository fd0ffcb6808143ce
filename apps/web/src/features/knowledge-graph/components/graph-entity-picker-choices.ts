import type { GraphEntity, GraphEntitySearch } from '@argus/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { knowledgeGraphKeys } from '../api/knowledge-graph-keys';
import { useGraphEntitySearch } from '../api/search-graph-entities';

// What the entity pickers offer: the server's matches for what the user types (debounced), and the picked entities
// whatever the search, named from the matches seen so far or from the view's answer (`known`), so that a link opened
// cold shows names once its answer is in, never ids.

export type EntityChoice = { value: string; label: string; entity: GraphEntity | null };

const SEARCH_DELAY_MS = 250;

/** The label of a picked id no answer has named yet: while names load, and for an id the folder's graph lacks. */
export const PENDING_NAME = 'Loading…';
export const UNKNOWN_NAME = 'Unknown entity';

type ChoicesInput = {
  customer: string | null;
  picked: readonly string[];
  known: readonly GraphEntity[];
  namesLoading: boolean;
  /** Text that means "no search": the single picker's own label of its picked entity. */
  ignoredSearch?: string;
};

export function useGraphEntityChoices({ customer, picked, known, namesLoading, ignoredSearch }: ChoicesInput) {
  const [search, setSearch] = useState('');
  const typed = search.trim() === ignoredSearch ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const results = useGraphEntitySearch(customer, debounced);
  const queryClient = useQueryClient();
  const matches = results.data?.entities;
  const choices = useMemo(() => {
    // Entities of this folder seen so far: every search answer it keeps (an entity picked from an earlier search
    // before the view has an answer that names it), then the view's answer, which is the newest.
    const seen = new Map<string, GraphEntity>();
    const searches = knowledgeGraphKeys.entitySearches(customer ?? '');
    for (const [, answer] of queryClient.getQueriesData<GraphEntitySearch>({ queryKey: searches })) {
      for (const entity of answer?.entities ?? []) seen.set(entity.id, entity);
    }
    for (const entity of known) seen.set(entity.id, entity);
    return mergeEntityChoices(picked, matches ?? [], seen, namesLoading);
  }, [queryClient, customer, picked, matches, known, namesLoading]);
  return {
    choices,
    search,
    setSearch,
    /** The answer on screen is for older text than the one typed. */
    searching: results.isFetching || debounced !== typed,
  };
}

/** The matches in the server's order, then the picked entities that are not among them. */
export function mergeEntityChoices(
  picked: readonly string[],
  matches: readonly GraphEntity[],
  seen: ReadonlyMap<string, GraphEntity>,
  namesLoading: boolean,
): EntityChoice[] {
  const choices: EntityChoice[] = matches.map((entity) => ({ value: entity.id, label: entity.name, entity }));
  const offered = new Set(choices.map(({ value }) => value));
  for (const id of picked) {
    if (offered.has(id)) continue;
    offered.add(id);
    const entity = seen.get(id) ?? null;
    choices.push({ value: id, label: entity?.name ?? (namesLoading ? PENDING_NAME : UNKNOWN_NAME), entity });
  }
  return choices;
}
