import type { TimelineSignal } from '@argus/contract';

// Converging windows of the Converging Timelines view (ADR 0101): where two or more of the picked entities have
// signals of the same event type within N days of each other.
//
// Definition. A timeline entry is one signal on one entity's lane (a signal that names two picked entities is on both
// lanes). Entries are grouped by event type and ordered by day (the UTC day of the publish date, as every screen
// counts days); within a group, entries whose days are at most N days apart are chained (single linkage): a new
// cluster starts where the gap to the previous entry exceeds N days. A cluster is a converging window when it holds
// at least two entities and at least two distinct signals: one signal naming two entities is a co-occurrence, not two
// timelines converging. (With two entities and two signals there is always a pair of different signals on different
// entities, so this is exactly "two entities' own signals meet".) Its window runs from its first to its last day.

export type Convergence = {
  eventType: string;
  /** The most frequent category among its signals, if any has one. */
  category: string | null;
  /** The entities whose signals converge, in the order the caller gave (the picked order). */
  entityIds: string[];
  /** Distinct signals, oldest first. */
  signalIds: string[];
  /** First and last day (YYYY-MM-DD) of the window, both included. */
  first: string;
  last: string;
};

const DAY_MS = 86_400_000;
const dayNumberOf = (publishDate: string) => Math.floor(Date.parse(`${publishDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

type Entry = { day: number; signal: TimelineSignal };

/**
 * The converging windows among `signals` for a window of `days` days (0: the same day), ordered by first day, then
 * event type. `entityOrder` orders each window's entities. Linear in the signals after one sort per event type.
 */
export function findConvergences(
  signals: readonly TimelineSignal[],
  days: number,
  entityOrder: readonly string[] = [],
): Convergence[] {
  const byEventType = new Map<string, Entry[]>();
  for (const signal of signals) {
    const entries = byEventType.get(signal.eventType) ?? [];
    if (entries.length === 0) byEventType.set(signal.eventType, entries);
    entries.push({ day: dayNumberOf(signal.publishDate), signal });
  }
  const rank = new Map(entityOrder.map((id, index) => [id, index]));
  const convergences: Convergence[] = [];
  for (const [eventType, entries] of byEventType) {
    entries.sort((a, b) => a.day - b.day);
    let start = 0;
    for (let index = 1; index <= entries.length; index++) {
      if (index === entries.length || entries[index]!.day - entries[index - 1]!.day > days) {
        const convergence = convergenceOf(eventType, entries.slice(start, index), rank);
        if (convergence) convergences.push(convergence);
        start = index;
      }
    }
  }
  return convergences.sort((a, b) => compareText(a.first, b.first) || compareText(a.eventType, b.eventType));
}

function convergenceOf(eventType: string, cluster: readonly Entry[], rank: ReadonlyMap<string, number>) {
  const entityIds = new Set<string>();
  const signalIds = new Set<string>();
  const categories = new Map<string, number>();
  for (const { signal } of cluster) {
    entityIds.add(signal.entityId);
    if (signalIds.has(signal.id)) continue;
    signalIds.add(signal.id);
    if (signal.category !== null) categories.set(signal.category, (categories.get(signal.category) ?? 0) + 1);
  }
  if (entityIds.size < 2 || signalIds.size < 2) return null;
  const order = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    eventType,
    category: mostFrequent(categories),
    entityIds: [...entityIds].sort((a, b) => order(a) - order(b) || compareText(a, b)),
    signalIds: [...signalIds],
    first: cluster[0]!.signal.publishDate.slice(0, 10),
    last: cluster[cluster.length - 1]!.signal.publishDate.slice(0, 10),
  } satisfies Convergence;
}

function mostFrequent(counts: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && compareText(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
