// A small seeded PRNG so that the demo world is the same on every machine and every run:
// Math.random() and crypto would make ids, names and dates differ between two seeds of one day.

/** The one seed of the demo world; change it to get a different (but again stable) world. */
export const DEMO_WORLD_SEED = 0x4a52_6775; // "ARGU"-ish; any 32-bit number works

export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max], both inclusive. */
  integer: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by relative weight; the weights need not sum to 1. */
  pickWeighted: <T>(items: readonly T[], weights: readonly number[]) => T;
  /** k distinct items in random order (k is capped at the list length). */
  sample: <T>(items: readonly T[], k: number) => T[];
  shuffle: <T>(items: readonly T[]) => T[];
  hex: (length: number) => string;
  /** A UUID v4-shaped id drawn from this stream (not from crypto), so ids repeat between runs. */
  uuid: () => string;
  /** An independent stream for one purpose: adding draws to one generator leaves the others' output unchanged. */
  fork: (label: string) => Random;
};

export function createRandom(seed: number = DEMO_WORLD_SEED): Random {
  const next = createMulberry32(seed);
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  const hex = (length: number) => {
    let text = '';
    while (text.length < length)
      text += Math.floor(next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0');
    return text.slice(0, length);
  };
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    pick,
    pickWeighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      let total = 0;
      for (const weight of weights) total += weight;
      let remaining = next() * total;
      for (let index = 0; index < items.length; index += 1) {
        remaining -= weights[index] ?? 0;
        if (remaining < 0) return items[index] as T;
      }
      return items[items.length - 1] as T;
    },
    sample: <T>(items: readonly T[], k: number) => shuffle(items).slice(0, Math.max(0, k)),
    shuffle,
    hex,
    uuid: () => {
      const digits = hex(32);
      // Version nibble 4 and variant bits 10xx, so that the ids pass any uuid validation.
      const variant = ((parseInt(digits[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-${variant}${digits.slice(17, 20)}-${digits.slice(20, 32)}`;
    },
    fork: (label) => createRandom((seed ^ hashLabel(label)) >>> 0),
  };
}

// mulberry32: tiny, fast and good enough for demo data (not for anything secret).
function createMulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// FNV-1a: turns a fork label into a 32-bit number to mix into the seed.
function hashLabel(label: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks from a fixed weighted list in O(log n): the signal generator draws tens of thousands of times from lists of
 * a thousand entities, where a linear scan per draw would cost seconds.
 */
export function createWeightedPicker<T>(random: Random, items: readonly T[], weights: readonly number[]): () => T {
  if (items.length === 0) throw new Error('weighted pick from an empty list');
  const cumulative: number[] = [];
  let total = 0;
  for (let index = 0; index < items.length; index += 1) {
    total += weights[index] ?? 0;
    cumulative.push(total);
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}
