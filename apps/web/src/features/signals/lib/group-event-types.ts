import { UNCATEGORISED, type Signal } from '@argus/contract';

export type EventTypeGroup = { group: string; items: string[] };

/**
 * Event types grouped by their category, groups and items in the order of `eventTypes` (already sorted by the filter
 * package), so the picker reads like the category tree.
 */
export function groupByCategory(
  eventTypes: readonly string[],
  categoryOf: ReadonlyMap<string, string>,
): EventTypeGroup[] {
  const groups = new Map<string, string[]>();
  for (const eventType of eventTypes) {
    const category = categoryOf.get(eventType) ?? UNCATEGORISED;
    const items = groups.get(category) ?? [];
    items.push(eventType);
    groups.set(category, items);
  }
  return [...groups]
    .map(([group, items]) => ({ group, items }))
    .sort((a, b) => a.group.localeCompare(b.group, 'en', { numeric: true }));
}

/** The folder's event types grouped by the category its signals carry. */
export function groupEventTypes(eventTypes: readonly string[], signals: readonly Signal[]): EventTypeGroup[] {
  const categoryOf = new Map<string, string>();
  for (const signal of signals) {
    if (!categoryOf.has(signal.eventType)) categoryOf.set(signal.eventType, signal.category ?? UNCATEGORISED);
  }
  return groupByCategory(eventTypes, categoryOf);
}
