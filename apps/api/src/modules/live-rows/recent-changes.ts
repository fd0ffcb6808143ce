/**
 * What a row kind's trigger (migration 0006: signals, 0022: mentions) says of one statement: which rows of which
 * customer changed, and how.
 */
export type RowsChange = { customer: string; kind: 'insert' | 'update' | 'delete'; ids: string[] };

/** Changed ids of one customer → whether every change to it was an insert (then it was never in a folder). */
export type ChangedIds = Map<string, boolean>;

type Entry = RowsChange & { at: number };

/**
 * The row changes (of one kind) this instance heard lately, so that a stream which reconnects gets what it missed
 * (ADR 0046). Complete from `horizon` on: the moment the listener (re)started, or the newest change it had to forget
 * to stay within `maxIds` and `maxAgeMs`. Times are this instance's clock, in milliseconds.
 */
export function createRecentChanges(options: { maxIds: number; maxAgeMs: number }) {
  const entries: Entry[] = [];
  let ids = 0;
  let horizon = Number.POSITIVE_INFINITY;

  const forgetOldest = () => {
    const oldest = entries.shift()!;
    ids -= oldest.ids.length;
    horizon = Math.max(horizon, oldest.at);
  };

  return {
    /** Nothing before `at` is known: the listener starts (or starts again after losing its connection). */
    restart(at: number) {
      entries.length = 0;
      ids = 0;
      horizon = at;
    },
    record(change: RowsChange, at: number) {
      entries.push({ ...change, at });
      ids += change.ids.length;
      while (entries.length > 1 && (ids > options.maxIds || entries[0]!.at < at - options.maxAgeMs)) forgetOldest();
    },
    /** The customer's ids changed after `cursor`, or `undefined` when changes after it may have been forgotten. */
    changedSince(customer: string, cursor: number): ChangedIds | undefined {
      if (cursor < horizon) return undefined;
      const changed: ChangedIds = new Map();
      for (const entry of entries) {
        if (entry.at <= cursor || entry.customer !== customer) continue;
        for (const id of entry.ids) changed.set(id, entry.kind === 'insert' && (changed.get(id) ?? true));
      }
      return changed;
    },
  };
}
export type RecentChanges = ReturnType<typeof createRecentChanges>;
