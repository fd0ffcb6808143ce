import type { TimelineSignal } from '@argus/contract';

// Converging windows of the Converging Timelines view (ADR 0101): where two or more of the picked entities have
// signals of the same event type within N days of each other.
//
// Definition. An entry is one signal on one entity's lane (a signal naming two picked entities is on both lanes); its
// day is the UTC day of its publish date, as every screen counts days. Within one event type:
// 1. An entry converges when another entry of that event type lies at most N days from it on another entity's lane
//    and is another signal: one signal naming two entities is a co-occurrence, not two timelines meeting.
// 2. Converging entries are chained by day (single linkage): each within N days of the one before joins its window;
//    a longer gap starts a new window. A window runs from its first to its last converging day.
// Entries that converge with nothing are left out, so a busy entity's lone signals do not stretch a window: it covers
// where the timelines meet, not everything around it. Every window holds two entities and two signals at least.

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
/** Days since the epoch of a publish date's UTC day (its first 10 characters), read without Date.parse: 12,000 of
 * those took most of the time. */
const dayNumberOf = (publishDate: string) =>
  Date.UTC(Number(publishDate.slice(0, 4)), Number(publishDate.slice(5, 7)) - 1, Number(publishDate.slice(8, 10))) /
  DAY_MS;

type Entry = { day: number; signal: TimelineSignal };

/**
 * The converging windows among `signals` for a window of `days` days (0: the same day), ordered by first day, then
 * event type. `entityOrder` orders each window's entities. Linear after one sort per event type: 6 lanes of 2,000
 * signals take milliseconds.
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
    const converges = findConverging(entries, days);
    const converging = entries.filter((_, index) => converges[index]);
    let start = 0;
    for (let index = 1; index <= converging.length; index++) {
      if (index === converging.length || converging[index]!.day - converging[index - 1]!.day > days) {
        if (index > start) convergences.push(convergenceOf(eventType, converging.slice(start, index), rank));
        start = index;
      }
    }
  }
  return convergences.sort((a, b) => compareText(a.first, b.first) || compareText(a.eventType, b.eventType));
}

/**
 * Which entries (sorted by day) have another signal on another lane within `days` of them. One pass with a sliding
 * window of the entries within reach and their counts per lane and per signal: the window holds an entry of another
 * lane and another signal when its size exceeds the entries sharing the lane or the signal (the entry itself is in
 * both counts, and a signal is on a lane once).
 */
function findConverging(entries: readonly Entry[], days: number): boolean[] {
  const perEntity = new Map<string, number>();
  const perSignal = new Map<string, number>();
  const add = (entry: Entry, change: number) => {
    perEntity.set(entry.signal.entityId, (perEntity.get(entry.signal.entityId) ?? 0) + change);
    perSignal.set(entry.signal.id, (perSignal.get(entry.signal.id) ?? 0) + change);
  };
  let low = 0;
  let high = 0;
  return entries.map(({ day, signal }) => {
    while (high < entries.length && entries[high]!.day <= day + days) add(entries[high++]!, 1);
    while (entries[low]!.day < day - days) add(entries[low++]!, -1);
    const shared = perEntity.get(signal.entityId)! + perSignal.get(signal.id)! - 1;
    return high - low > shared;
  });
}

function convergenceOf(eventType: string, cluster: readonly Entry[], rank: ReadonlyMap<string, number>): Convergence {
  const entityIds = new Set<string>();
  const signalIds = new Set<string>();
  const categories = new Map<string, number>();
  for (const { signal } of cluster) {
    entityIds.add(signal.entityId);
    if (signalIds.has(signal.id)) continue;
    signalIds.add(signal.id);
    if (signal.category !== null) categories.set(signal.category, (categories.get(signal.category) ?? 0) + 1);
  }
  const order = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    eventType,
    category: mostFrequent(categories),
    entityIds: [...entityIds].sort((a, b) => order(a) - order(b) || compareText(a, b)),
    signalIds: [...signalIds],
    first: cluster[0]!.signal.publishDate.slice(0, 10),
    last: cluster[cluster.length - 1]!.signal.publishDate.slice(0, 10),
  };
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
