/**
 * An in-process cache of read answers that the database tells it to forget (see plugins/read-caches.ts).
 *
 * Correctness rests on three rules:
 * - it answers nothing while it is not `live` (before the change feed listens, and whenever it lost its connection:
 *   changes made meanwhile would go unnoticed);
 * - `clear()` raises a generation, and a value loaded under an older generation is handed to its caller but never
 *   kept: a read that began before a change and ends after it cannot put the old state back;
 * - it is bounded (entries and total weight), the least recently used going first.
 */
export type ReadCache<Value> = {
  /** The cached value, or `load()`'s (kept if nothing changed meanwhile). Calls for one key share one load. */
  remember: (key: string, load: () => Promise<Value>) => Promise<Value>;
  /**
   * Keeps `next` instead of `current` if `current` is still what the key holds: a better form of the same value,
   * worked out later. Nothing is kept if the cache was cleared or the value replaced meanwhile.
   */
  replace: (key: string, current: Value, next: Value) => boolean;
  clear: () => void;
  /** Turning it on or off also forgets everything. */
  setLive: (live: boolean) => void;
  readonly size: number;
};

export type ReadCacheOptions<Value> = {
  maxEntries: number;
  /** With `weigh`, the sum of the weights of the kept values stays under this. */
  maxWeight?: number;
  weigh?: (value: Value) => number;
};

export function createReadCache<Value>(options: ReadCacheOptions<Value>): ReadCache<Value> {
  const entries = new Map<string, { value: Value; weight: number }>();
  const loading = new Map<string, Promise<Value>>();
  let generation = 0;
  let live = false;
  let totalWeight = 0;

  const forget = () => {
    generation += 1;
    entries.clear();
    loading.clear();
    totalWeight = 0;
  };

  const keep = (key: string, value: Value) => {
    const weight = options.weigh?.(value) ?? 0;
    if (options.maxWeight !== undefined && weight > options.maxWeight) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      totalWeight -= previous.weight;
    }
    entries.set(key, { value, weight });
    totalWeight += weight;
    // Map iteration follows insertion order, and a hit re-inserts its entry: the first key is the least recent.
    for (const [oldestKey, oldest] of entries) {
      const overWeight = options.maxWeight !== undefined && totalWeight > options.maxWeight;
      if (entries.size <= options.maxEntries && !overWeight) break;
      entries.delete(oldestKey);
      totalWeight -= oldest.weight;
    }
  };

  return {
    remember(key, load) {
      if (!live) return load();
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load().then(
        (value) => {
          if (startedIn === generation) {
            loading.delete(key);
            if (live) keep(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (startedIn === generation) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    replace(key, current, next) {
      if (entries.get(key)?.value !== current) return false;
      keep(key, next);
      return true;
    },
    clear: forget,
    setLive(next) {
      forget();
      live = next;
    },
    get size() {
      return entries.size;
    },
  };
}
