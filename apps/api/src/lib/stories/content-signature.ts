// A mention's content signature (ADR 0134): the word 3-shingles of its normalised text, hashed, and the
// locality-sensitive hashing band keys of their MinHash, so that copies of one text find each other without a scan.

/** What a story is recognised by: the title and the sentence, or the sentence's translation where there is one. */
export type StoryText = { title: string; sentence: string; translatedSentence: string | null };

export type ContentSignature = {
  /** The text's word 3-shingles, each hashed to 32 bits: sorted ascending, no repeats. */
  shingles: Uint32Array;
  /** One key per LSH band (BANDS of them): two texts of high overlap share at least one key with high probability. */
  bands: Int32Array;
};

/** Copies of one story overlap by at least this much (Jaccard similarity of their word 3-shingle sets). */
export const STORY_OVERLAP = 0.85;

// Two texts of Jaccard similarity s agree on one MinHash with probability s, on a band of ROWS MinHashes with s^ROWS,
// and share at least one of BANDS band keys with P(s) = 1 - (1 - s^ROWS)^BANDS. With 10 bands of 4 rows (40 MinHashes):
//   s = 0.95: 1 - 5e-8    s = 0.85: 0.99938    s = 0.70: 0.94    s = 0.50: 0.48
//   s = 0.30: 0.078       s = 0.20: 0.016      s = 0.10: 0.001
// so a copy at the story threshold misses its story's keys about once in 1,600 (and more similar copies almost never),
// while two texts that only share a company's name and common words (s mostly under 0.1) are candidates about once in
// a thousand, and the ones that are cost one exact overlapOf each (pairs of 40-word texts measured against these
// functions follow the formula within sampling error). The curve could be steeper below 0.5 with more rows and bands
// (16 × 6: 0.9995 at 0.85, 0.22 at 0.5, 0.012 at 0.3), but signing is one multiply per shingle and function and placing
// one random read of the index per band, the two costs of grouping a folder (bench/stories.bench.ts): 16 × 6 is 2.4
// times the multiplies and 1.6 times the reads. The keys go to PostgreSQL as int4[] (`story_bands`, GIN), so BANDS is
// also the number of index entries per mention.
/** The number of LSH band keys in a signature. */
export const BANDS = 10;
const ROWS = 4;
const FUNCTIONS = BANDS * ROWS;

// The MinHash functions: h_k(x) = (x ^ XOR[k]) * MUL[k] mod 2^32 with odd multipliers, each a bijection of the 32-bit
// shingle hashes (already avalanched), so one Math.imul per shingle and function. Compared as signed int32: any fixed
// order of a bijection's values is as good a permutation for MinHash as the unsigned one.
const MUL = new Int32Array(FUNCTIONS);
const XOR = new Int32Array(FUNCTIONS);
{
  let state = 0x2545f491;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    return fmix(state);
  };
  for (let index = 0; index < FUNCTIONS; index++) {
    MUL[index] = next() | 1;
    XOR[index] = next();
  }
}

/** murmur3's finaliser: every input bit reaches every output bit. */
function fmix(value: number) {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

/** One murmur3 round: folds `part` into `hash`, order-sensitive. */
function mixIn(hash: number, part: number) {
  let mixed = Math.imul(part, 0xcc9e2d51);
  mixed = (mixed << 15) | (mixed >>> 17);
  mixed = Math.imul(mixed, 0x1b873593);
  const folded = hash ^ mixed;
  return (Math.imul((folded << 13) | (folded >>> 19), 5) + 0xe6546b64) | 0;
}

// Words are the runs of /[\p{L}\p{N}]+/u in the lower-cased text. The text is scanned by hand rather than matched:
// a regex match makes an array and a string per word, only to hash them. Each UTF-16 unit's class is looked up once
// in the regex and kept (1: word, 2: not); a surrogate pair is tested as the code point it makes.
const WORD_UNIT = /^[\p{L}\p{N}]$/u;
const unitClass = new Uint8Array(0x10000);
const isWordUnit = (unit: number) => {
  let known = unitClass[unit]!;
  if (known === 0) {
    known = WORD_UNIT.test(String.fromCharCode(unit)) ? 1 : 2;
    unitClass[unit] = known;
  }
  return known === 1;
};
const isSurrogatePair = (text: string, at: number) => {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
};

// Scratch space reused by every signature (signing is synchronous): only the results are allocated.
let wordScratch = new Int32Array(256);
let shingleScratch = new Uint32Array(256);
// The same shingles as int32, which the MinHash loop reads without converting each from uint32.
let signedShingles = new Int32Array(shingleScratch.buffer);

// The results are views into shared 16 KB slabs: a typed array of its own costs about a microsecond to allocate (over
// 64 bytes it has a backing store of its own for the GC to track), as much as hashing the text. A slab lives as long as
// any signature in it.
const SLAB_BYTES = 1 << 14;
let slab = new ArrayBuffer(SLAB_BYTES);
let slabUsed = 0;
/** The offset of `bytes` free bytes in `slab` (read `slab` after calling: it may be a new one). */
function carve(bytes: number) {
  if (slabUsed + bytes > slab.byteLength) {
    slab = new ArrayBuffer(Math.max(SLAB_BYTES, bytes));
    slabUsed = 0;
  }
  const offset = slabUsed;
  slabUsed += bytes;
  return offset;
}

/** FNV-1a over each word's UTF-16 units into wordScratch from `first` on; answers the number of words there then. */
function hashWords(text: string, first: number) {
  let count = first;
  let hash = 0;
  let inWord = false;
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    let width = 1;
    let word: boolean;
    if (unit < 0xd800 || unit > 0xdfff) word = isWordUnit(unit);
    else if (isSurrogatePair(text, at)) {
      word = WORD_UNIT.test(text.slice(at, at + 2));
      width = 2;
    } else word = false;
    if (!word) {
      if (inWord) {
        if (count === wordScratch.length) {
          const grown = new Int32Array(count * 2);
          grown.set(wordScratch);
          wordScratch = grown;
        }
        wordScratch[count++] = hash;
        inWord = false;
      }
      continue;
    }
    if (!inWord) {
      hash = 0x811c9dc5 | 0;
      inWord = true;
    }
    hash = Math.imul(hash ^ unit, 0x01000193);
    if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(++at), 0x01000193);
  }
  if (inWord) {
    if (count === wordScratch.length) {
      const grown = new Int32Array(count * 2);
      grown.set(wordScratch);
      wordScratch = grown;
    }
    wordScratch[count++] = hash;
  }
  return count;
}

/** Hashes the 3-shingles of wordScratch's words [first, end) into shingleScratch from `at` on; answers where it ended. */
function hashShingles(first: number, end: number, at: number) {
  const words = end - first;
  if (words === 0) return at;
  // A part of one or two words is one shingle of them all: short headlines still match their exact copies.
  const count = Math.max(1, words - 2);
  const width = Math.min(3, words);
  if (shingleScratch.length < at + count) {
    const grown = new Uint32Array((at + count) * 2);
    grown.set(shingleScratch.subarray(0, at));
    shingleScratch = grown;
    signedShingles = new Int32Array(shingleScratch.buffer);
  }
  for (let start = first; start < first + count; start++) {
    let hash = width;
    for (let offset = 0; offset < width; offset++) hash = mixIn(hash, wordScratch[start + offset]!);
    shingleScratch[at++] = fmix(hash);
  }
  return at;
}

/**
 * The sorted, distinct shingle hashes of the title's words (wordScratch's first `titleWords`) and of the sentence's
 * (the rest, to `words`). No shingle spans the two: an agency's byline in front of the sentence ("(Reuters) …") adds
 * one shingle instead of replacing those across the join.
 */
function shinglesOf(titleWords: number, words: number) {
  const count = hashShingles(titleWords, words, hashShingles(0, titleWords, 0));
  const hashed = shingleScratch;
  // Insertion sort for the ~40 shingles of a mention (a microsecond less than the built-in sort, a sixth of signing);
  // the built-in one for long texts, where the quadratic sort would not do.
  if (count > 64) hashed.subarray(0, count).sort();
  else
    for (let index = 1; index < count; index++) {
      const value = hashed[index]!;
      let at = index - 1;
      while (at >= 0 && hashed[at]! > value) {
        hashed[at + 1] = hashed[at]!;
        at--;
      }
      hashed[at + 1] = value;
    }
  let unique = 1;
  for (let index = 1; index < count; index++)
    if (hashed[index] !== hashed[unique - 1]) hashed[unique++] = hashed[index]!;
  const offset = carve(unique * 4);
  const shingles = new Uint32Array(slab, offset, unique);
  for (let index = 0; index < unique; index++) shingles[index] = hashed[index]!;
  return shingles;
}

/** The band keys of a shingle set's MinHash: a band's ROWS (4) functions at a time, one pass over the shingles each. */
function bandsOf(size: number) {
  const shingles = signedShingles;
  const offset = carve(BANDS * 4);
  const bands = new Int32Array(slab, offset, BANDS);
  for (let band = 0; band < BANDS; band++) {
    const first = band * ROWS;
    const mul0 = MUL[first]!;
    const mul1 = MUL[first + 1]!;
    const mul2 = MUL[first + 2]!;
    const mul3 = MUL[first + 3]!;
    const xor0 = XOR[first]!;
    const xor1 = XOR[first + 1]!;
    const xor2 = XOR[first + 2]!;
    const xor3 = XOR[first + 3]!;
    let min0 = 0x7fffffff;
    let min1 = 0x7fffffff;
    let min2 = 0x7fffffff;
    let min3 = 0x7fffffff;
    for (let index = 0; index < size; index++) {
      const shingle = shingles[index]!;
      const value0 = Math.imul(shingle ^ xor0, mul0);
      if (value0 < min0) min0 = value0;
      const value1 = Math.imul(shingle ^ xor1, mul1);
      if (value1 < min1) min1 = value1;
      const value2 = Math.imul(shingle ^ xor2, mul2);
      if (value2 < min2) min2 = value2;
      const value3 = Math.imul(shingle ^ xor3, mul3);
      if (value3 < min3) min3 = value3;
    }
    // The band's number is hashed in, so that equal minima in different bands (the database compares keys without
    // their position: `story_bands && $keys`) do not make a candidate.
    bands[band] = fmix(mixIn(mixIn(mixIn(mixIn(band, min0), min1), min2), min3) ^ ROWS);
  }
  return bands;
}

/** The signature of a text, or null for a text without words (which joins no story). */
export function signContent(text: StoryText): ContentSignature | null {
  const titleWords = hashWords(text.title.toLowerCase(), 0);
  const words = hashWords((text.translatedSentence ?? text.sentence).toLowerCase(), titleWords);
  if (words === 0) return null;
  const shingles = shinglesOf(titleWords, words);
  // bandsOf reads the shingles where shinglesOf left them, sorted and distinct at the scratch's start.
  return { shingles, bands: bandsOf(shingles.length) };
}

/** The Jaccard similarity of two sorted shingle sets. */
export function overlapOf(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let common = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i]!;
    const right = b[j]!;
    if (left === right) {
      common++;
      i++;
      j++;
    } else if (left < right) i++;
    else j++;
  }
  return common / (a.length + b.length - common);
}
