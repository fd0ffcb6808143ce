/** A seeded generator (mulberry32): every run of the benchmark filters the same folder. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** 0 … size-1, skewed towards 0 by `power` (1 = uniform): a few values are common, most are rare. */
    skewed: (size: number, power: number) => Math.floor(size * next() ** power),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
    uuid: () =>
      Array.from({ length: 32 }, (_, index) => (index === 12 ? '4' : Math.floor(next() * 16).toString(16)))
        .join('')
        .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** Times spread over 2025, newest first, as the folder store holds them. */
export function publishDatesNewestFirst(random: Random, count: number) {
  const start = Date.UTC(2025, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  const times = new Float64Array(count);
  for (let index = 0; index < count; index++) times[index] = start + Math.floor(random.next() * span);
  times.sort().reverse();
  return Array.from(times, (time) => new Date(time).toISOString());
}
