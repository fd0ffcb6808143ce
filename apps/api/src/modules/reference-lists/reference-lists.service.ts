import type { DiscoveryListEntry, ReferenceListItem, ReferenceListName } from '@argus/contract';
import type { Database } from '../../db/client';
import { listDiscoveriesWithTermCounts, listReferenceListItems } from './reference-lists.repository';

// Who may read these is decided by the route (moderators and up); the lists hold no customer data to filter.

export async function readReferenceList(db: Database, list: ReferenceListName): Promise<ReferenceListItem[]> {
  const rows = await listReferenceListItems(db, list);
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
  }));
}

export async function readAllDiscoveries(db: Database): Promise<DiscoveryListEntry[]> {
  const rows = await listDiscoveriesWithTermCounts(db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Whether `label` is an item of the list: target entities store the label of their entity type and industry
 * (`db/seed/reference-lists.ts`), and the editor offers the labels.
 */
export async function isListedLabel(db: Database, list: ReferenceListName, label: string): Promise<boolean> {
  const rows = await listReferenceListItems(db, list);
  return rows.some((row) => row.label === label);
}
