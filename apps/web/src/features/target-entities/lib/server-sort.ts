import { TARGET_ENTITY_SORTS, type TargetEntityTableQuery } from '@argus/contract';
import type { SortingState } from '../../../components/data-table/data-table-features';

type ServerSort = TargetEntityTableQuery['sort'];

/** The table's sorting as the server's `sort` parameter ("name", "-country" …); by name when the server has no such sort. */
export function toServerSort(sorting: SortingState): ServerSort {
  const [first] = sorting;
  if (!first) return 'name';
  const sort = `${first.desc ? '-' : ''}${first.id}`;
  return (TARGET_ENTITY_SORTS as readonly string[]).includes(sort) ? (sort as ServerSort) : 'name';
}
